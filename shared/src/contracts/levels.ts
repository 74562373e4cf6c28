import { z } from 'zod';
import { GAME_LEVELS, type GameLevel } from '../content/levels.js';

/** Points a level costs to unlock, per game; elementary is open to everyone. */
export const LEVEL_UNLOCK_COST: Record<GameLevel, number> = { elementary: 0, intermediate: 50, advanced: 100 };

export const levelGameSchema = z.union([z.literal(1), z.literal(2)], { error: 'invalidValue' });

export const unlockLevelSchema = z.object({ game: levelGameSchema, level: z.enum(GAME_LEVELS, { error: 'invalidValue' }) });
export type UnlockLevel = z.infer<typeof unlockLevelSchema>;

export const levelStatusSchema = z.object({ game: z.number().int(), level: z.enum(GAME_LEVELS), unlocked: z.boolean(), cost: z.number().int() });
export type LevelStatus = z.infer<typeof levelStatusSchema>;
