/** Game levels of SPEC §4, easiest first. Every grade code's word set is split into these three. */
export const GAME_LEVELS = ['elementary', 'intermediate', 'advanced'] as const;
export type GameLevel = (typeof GAME_LEVELS)[number];

export function isGameLevel(value: unknown): value is GameLevel {
  return typeof value === 'string' && (GAME_LEVELS as readonly string[]).includes(value);
}
