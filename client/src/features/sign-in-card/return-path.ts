import { SIGN_IN_CARD_PATH } from '@learnstar/shared';

/**
 * Where a child goes after a card sign-in. A signed-out device that opened a page needing sign-in
 * (the projector's /join?code=…) remembers it here, because the card's QR opens in a new page that
 * knows nothing of it; the memory is short so an old visit never steers a later sign-in.
 */
const KEY = 'ls.afterCardSignIn';
const REMEMBER_MS = 15 * 60 * 1000;

/** Only a path of this site, never another origin (`//host`) or the card page itself. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.startsWith(SIGN_IN_CARD_PATH)) return null;
  return value;
}

export function rememberReturnPath(path: string): void {
  const safe = safeReturnPath(path);
  if (safe) localStorage.setItem(KEY, JSON.stringify({ path: safe, at: Date.now() }));
}

/** The remembered path if fresh, then forgotten. */
export function takeReturnPath(): string | null {
  const raw = localStorage.getItem(KEY);
  localStorage.removeItem(KEY);
  try {
    const stored = JSON.parse(raw ?? 'null') as { path?: string; at?: number } | null;
    return stored && typeof stored.at === 'number' && Date.now() - stored.at < REMEMBER_MS ? safeReturnPath(stored.path) : null;
  } catch {
    return null;
  }
}
