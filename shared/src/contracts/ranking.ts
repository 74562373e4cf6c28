import { z } from 'zod';
import { gradeCodeSchema } from './accounts.js';

export const RANKING_BOARDS = ['points', 'pointsWeek', 'typing', 'dictionary'] as const;
export type RankingBoard = (typeof RANKING_BOARDS)[number];
/** Weekly leagues hold about this many pupils of one grade code. */
export const LEAGUE_SIZE = 30;

export const rankingQuerySchema = z.object({
  board: z.enum(RANKING_BOARDS).default('points'),
  gradeCode: gradeCodeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type RankingQuery = z.infer<typeof rankingQuerySchema>;

export const rankingRowSchema = z.object({
  place: z.number().int(),
  userId: z.number().int(),
  /** The pupil's display name: never an email or account name. */
  name: z.string(),
  gradeCode: z.number().int().nullable(),
  value: z.number(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

export const rankingSchema = z.object({
  board: z.enum(RANKING_BOARDS),
  rows: z.array(rankingRowSchema),
  /** The signed-in pupil's own place, even outside the top rows (null when unranked or signed out). */
  me: rankingRowSchema.nullable(),
});
export type Ranking = z.infer<typeof rankingSchema>;

export const leagueSchema = z.object({
  week: z.string(),
  gradeCode: z.number().int(),
  league: z.number().int(),
  rows: z.array(rankingRowSchema),
});
export type League = z.infer<typeof leagueSchema>;
