import { create } from 'zustand';
import { isSuccess, type Cosmetics } from '@learnstar/shared';
import { fetchCosmetics } from './pointshop-api';

interface CosmeticsState {
  /** Whose cosmetics these are, so a change of user loads again. */
  userId: number | null;
  cosmetics: Cosmetics | null;
  load(userId: number): Promise<void>;
  set(userId: number, cosmetics: Cosmetics): void;
}

/**
 * The signed-in pupil's cosmetics, shared by the header's avatar, the account centre and the shop,
 * so a frame redeemed or worn shows everywhere at once.
 */
export const useCosmetics = create<CosmeticsState>((set, get) => ({
  userId: null,
  cosmetics: null,
  load: async (userId) => {
    const r = await fetchCosmetics();
    if (isSuccess(r) && r.data) get().set(userId, r.data);
  },
  set: (userId, cosmetics) => set({ userId, cosmetics }),
}));
