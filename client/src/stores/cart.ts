import { create } from 'zustand';
import { isSuccess, type CartRow } from '@learnstar/shared';
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

/** After login: the visitor's cart moves into the user's (the server merges it in one transaction). */
export async function mergeVisitorCart(): Promise<void> {
  const visitorRanId = localStorage.getItem(STORAGE_KEYS.visitorCartId);
  if (!visitorRanId || !useSession.getState().user) return;
  const result = await api('POST', '/shop/api/cart/merge', { body: { visitorRanId } });
  if (isSuccess(result)) localStorage.removeItem(STORAGE_KEYS.visitorCartId);
}

interface CartState {
  rows: CartRow[];
  count: number;
  /** Bumped on every refresh after login or a cart reload, so the icon shakes. */
  shakeKey: number;
  /** Fetches the cart; answers false on any failure (a network error is code 501). */
  refresh(shake?: boolean): Promise<boolean>;
  set(rows: CartRow[]): void;
}

/**
 * Each change of the rows is numbered: a fetch answers only if nothing newer was set since it was
 * sent (the page's first fetch, slow, must not wipe an item added meanwhile).
 */
let version = 0;

export const useCart = create<CartState>((set) => ({
  rows: [],
  count: 0,
  shakeKey: 0,
  refresh: async (shake = false) => {
    const asked = ++version;
    const result = await api<CartRow[]>('GET', '/shop/api/listCartByRanId', { query: { ranId: cartRanId() } });
    const ok = isSuccess(result);
    const rows = ok && Array.isArray(result.rows) ? (result.rows as CartRow[]) : [];
    if (asked === version) set({ rows, count: rows.length });
    if (shake) set((s) => ({ shakeKey: s.shakeKey + 1 }));
    return ok;
  },
  set: (rows) => {
    version++;
    set({ rows, count: rows.length });
  },
}));
