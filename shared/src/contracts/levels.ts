import { z } from 'zod';
import { GAME_LEVELS, type GameLevel } from '../content/levels.js';
import { MINI_GAMES, MINI_GAME_NUMBERS } from '../games/constants.js';

/** Points a level costs to unlock, per game; elementary is open to everyone. */
export const LEVEL_UNLOCK_COST: Record<GameLevel, number> = { elementary: 0, intermediate: 50, advanced: 100 };

/** Typing (1), dictionary (2) and the game centre's mini-games (MINI_GAME_NUMBERS). */
export const LEVEL_GAMES = [1, 2, ...MINI_GAMES.map((game) => MINI_GAME_NUMBERS[game])] as const;

export const levelGameSchema = z.number({ error: 'invalidValue' }).refine((n) => (LEVEL_GAMES as readonly number[]).includes(n), { error: 'invalidValue' });

export const unlockLevelSchema = z.object({ game: levelGameSchema, level: z.enum(GAME_LEVELS, { error: 'invalidValue' }) });
export type UnlockLevel = z.infer<typeof unlockLevelSchema>;

export const levelStatusSchema = z.object({ game: z.number().int(), level: z.enum(GAME_LEVELS), unlocked: z.boolean(), cost: z.number().int() });
export type LevelStatus = z.infer<typeof levelStatusSchema>;
