import { create } from 'zustand';
import type { SessionUser } from '@learnstar/shared';
import { SESSION_KEYS, STORAGE_KEYS } from '../common/storage-keys';

interface SessionState {
  user: SessionUser | null;
  token: string | null;
  expireTime: number | null;
  signIn(user: SessionUser, token: string, expireTime: number): void;
  clear(): void;
}

function restore(): Pick<SessionState, 'user' | 'token' | 'expireTime'> {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const expireTime = Number(localStorage.getItem(STORAGE_KEYS.tokenExpiry));
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as SessionUser | null;
    if (!token || !user || !expireTime || expireTime <= Date.now()) return { user: null, token: null, expireTime: null };
    return { user, token, expireTime };
  } catch {
    return { user: null, token: null, expireTime: null };
  }
}

/** The signed-in user, restored from localStorage at start-up (SPEC §4). */
export const useSession = create<SessionState>((set) => ({
  ...restore(),
  signIn: (user, token, expireTime) => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.tokenExpiry, String(expireTime));
    set({ user, token, expireTime });
  },
  clear: () => {
    for (const key of SESSION_KEYS) localStorage.removeItem(key);
    set({ user: null, token: null, expireTime: null });
  },
}));
