import type { MiniGame } from '@learnstar/shared';

/** Games whose play field is built; the others show "coming next" on their card and route. */
export const PLAYABLE_GAMES: readonly MiniGame[] = ['plane', 'race', 'bee'];
