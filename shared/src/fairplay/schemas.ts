import { z } from 'zod';
import { pagedQuerySchema } from '../contracts/points.js';
import { FAIR_PLAY_STATES } from './review.js';
import { timingStatsSchema } from './timing-stats.js';

/** GET /fairplay/results: flagged results waiting (default) or already decided, newest first. */
export const fairPlayResultsQuerySchema = pagedQuerySchema(20).extend({
  state: z.enum(['flagged', 'decided'], { error: 'invalidValue' }).default('flagged'),
  /** One race's held results (the classroom page after a race). */
  raceId: z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(80, { error: 'invalidValue' }).optional(),
});
export type FairPlayResultsQuery = z.infer<typeof fairPlayResultsQuerySchema>;

/** A held result as a teacher or operator reviews it: the figures, the reasons and the typing timeline. */
export const fairPlayResultSchema = z.object({
  id: z.number().int(),
  raceId: z.string(),
  game: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  gradeCode: z.number().int().nullable(),
  cpm: z.number(),
  wpm: z.number(),
  accuracy: z.number(),
  state: z.enum(FAIR_PLAY_STATES),
  reasons: z.array(z.string()),
  finishedAt: z.string(),
  /** [seconds from start, WPM] samples for the chart. */
  timeline: z.array(z.tuple([z.number(), z.number()])),
  timing: timingStatsSchema.nullable(),
  /** Typing races: every accepted input as [ms from the start, characters added (negative: deleted)]. */
  inputs: z.array(z.tuple([z.number(), z.number()])),
  /** Typing races: when the racer's page said it was hidden, as [from, to] ms from the start. */
  hidden: z.array(z.tuple([z.number(), z.number()])),
});
export type FairPlayResult = z.infer<typeof fairPlayResultSchema>;

export const fairPlayResultPageSchema = z.object({ rows: z.array(fairPlayResultSchema), total: z.number().int() });
export type FairPlayResultPage = z.infer<typeof fairPlayResultPageSchema>;
