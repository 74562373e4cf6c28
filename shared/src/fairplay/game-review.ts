import { z } from 'zod';
import { MINI_GAMES } from '../games/constants.js';
import { fairPlayResultsQuerySchema } from './schemas.js';

/** GET /fairplay/games: game-centre sessions held by the fair-play model, newest first (operators). */
export const fairPlayGameSessionsQuerySchema = fairPlayResultsQuerySchema.pick({ page: true, pageSize: true });
export type FairPlayGameSessionsQuery = z.infer<typeof fairPlayGameSessionsQuerySchema>;

/** A held game-centre session as an operator reviews it. */
export const fairPlayGameSessionSchema = z.object({
  sessionId: z.string(),
  game: z.enum(MINI_GAMES),
  userId: z.number().int(),
  name: z.string(),
  gradeCode: z.number().int().nullable(),
  score: z.number().int(),
  correct: z.number().int(),
  answered: z.number().int(),
  status: z.string(),
  reasons: z.array(z.string()),
  finishedAt: z.string(),
  /** The answer log for the chart: [ms on the session clock, 1 for a right answer or commit, 0 for a wrong one]. */
  answers: z.array(z.tuple([z.number(), z.number()])),
});
export type FairPlayGameSession = z.infer<typeof fairPlayGameSessionSchema>;

export const fairPlayGameSessionPageSchema = z.object({ rows: z.array(fairPlayGameSessionSchema), total: z.number().int() });
export type FairPlayGameSessionPage = z.infer<typeof fairPlayGameSessionPageSchema>;
