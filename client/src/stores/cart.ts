import { create } from 'zustand';
import { isSuccess } from '@learnstar/shared';
import { api } from '../api/client';
import { STORAGE_KEYS } from '../common/storage-keys';
import { useSession } from './session';

/** Visitors keep a generated cart id; signed-in users use their own ranId (SPEC §3). */
export function cartRanId(): string {
  const user = useSession.getState().user;
  if (user) return user.ranId;
  let id = localStorage.getItem(STORAGE_KEYS.visitorCartId);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEYS.visitorCartId, id);
  }
  return id;
}

interface CartState {
  count: number;
  /** Bumped on every refresh after login or a cart reload, so the icon shakes. */
  shakeKey: number;
  refresh(shake?: boolean): Promise<void>;
}

export const useCart = create<CartState>((set) => ({
  count: 0,
  shakeKey: 0,
  refresh: async (shake = false) => {
    const result = await api<unknown[]>('GET', '/shop/api/listCartByRanId', { query: { ranId: cartRanId() } });
    const rows = Array.isArray(result.rows) ? result.rows : [];
    set((s) => ({ count: isSuccess(result) ? rows.length : 0, shakeKey: shake ? s.shakeKey + 1 : s.shakeKey }));
  },
}));
