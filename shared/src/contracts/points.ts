import { z } from 'zod';
import { MINI_GAMES } from '../games/constants.js';
import { dictionaryFiguresSchema } from '../race/dictionary-figures.js';

export const POINTS_REASONS = ['signupBonus', 'raceResult', 'practiceResult', 'miniGame', 'unlockLevel', 'redemption', 'adjustment', 'promotion'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** The page query of every paged list: pages from 1, at most 100 rows a page, `defaultPageSize` when not asked. */
export function pagedQuerySchema(defaultPageSize: number) {
  const whole = (max: number) => z.coerce.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(max, { error: 'invalidValue' });
  return z.object({ page: whole(100_000).default(1), pageSize: whole(100).default(defaultPageSize) });
}

export const pageQuerySchema = pagedQuerySchema(10);
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * `sort` and `dir` of a list sorted on the server: the column must be one of the list's whitelist
 * (anything else is a translated 400, never a column name handed to the database).
 */
export function sortQuery<const T extends readonly [string, ...string[]]>(fields: T, defaultSort: T[number], defaultDir: SortDirection = 'desc') {
  return {
    sort: z.enum(fields, { error: 'invalidValue' }).default(defaultSort as never),
    dir: z.enum(SORT_DIRECTIONS, { error: 'invalidValue' }).default(defaultDir),
  };
}

/** Points record of SPEC §3: type, points, index, time. */
export const pointsRecordSchema = z.object({
  index: z.number().int(),
  type: z.string(),
  points: z.number().int(),
  time: z.string(),
  reference: z.string().nullable(),
});
export type PointsRecord = z.infer<typeof pointsRecordSchema>;

export const pointsPageSchema = z.object({
  rows: z.array(pointsRecordSchema),
  total: z.number().int(),
  balance: z.number().int(),
});
export type PointsPage = z.infer<typeof pointsPageSchema>;

/** POST /points/adjust (operator): a signed correction, idempotent on reference. */
export const pointsAdjustmentSchema = z.object({
  userId: z.number().int().positive(),
  delta: z.number().int().refine((n) => n !== 0, { error: 'invalidValue' }),
  reference: z.string().trim().min(1).max(100),
});
export type PointsAdjustment = z.infer<typeof pointsAdjustmentSchema>;

/** Account centre → my games: title, game time, score, status (SPEC §3 game record). */
export const gameRecordSchema = z.object({
  raceId: z.string(),
  game: z.number().int(),
  title: z.string(),
  /** A match's Chinese title, where it has one (a practice or classroom race has no title of its own). */
  titleZh: z.string().optional(),
  gameTime: z.string(),
  score: z.number().int(),
  wpm: z.number(),
  accuracy: z.number(),
  place: z.number().int().nullable(),
  /** beingChecked: held by the fair-play model; disqualified: a teacher or operator ruled it out. */
  status: z.enum(['submitted', 'autoSubmitted', 'noSubmission', 'beingChecked', 'disqualified']),
  /** Set on a game-centre session (raceId is then its session id; it has no race report). */
  miniGame: z.enum(MINI_GAMES).optional(),
  /** Dictionary races: right answers and time, shown instead of a typing speed. */
  dictionary: dictionaryFiguresSchema.optional(),
});
export type GameRecord = z.infer<typeof gameRecordSchema>;

/** One racer's line on a finished race's board (no account names or emails). */
export const raceReportRowSchema = z.object({
  place: z.number().int().nullable(),
  userId: z.number().int(),
  name: z.string(),
  score: z.number().int(),
  wpm: z.number(),
  cpm: z.number(),
  accuracy: z.number(),
  submitted: z.boolean(),
});

/** GET /user/games/{raceId}: the result page (the board) and the analysis page (my detail). */
export const raceReportSchema = z.object({
  raceId: z.string(),
  game: z.number().int(),
  title: z.string(),
  /** A match's Chinese title, where it has one (a practice or classroom race has no title of its own). */
  titleZh: z.string().optional(),
  finishedAt: z.string(),
  board: z.array(raceReportRowSchema),
  me: raceReportRowSchema.extend({
    correctChars: z.number().int(),
    typedChars: z.number().int(),
    autoSubmitted: z.boolean(),
    points: z.number().int(),
    mistakes: z.array(z.tuple([z.string(), z.number().int()])),
    timeline: z.array(z.tuple([z.number(), z.number()])),
  }),
});
export type RaceReport = z.infer<typeof raceReportSchema>;
