import { z } from 'zod';
import { GAME_LEVELS } from '../content/levels.js';

/** Match game of SPEC §3: 1 typing, 2 dictionary. */
export const GAME_TYPES = { typing: 1, dictionary: 2 } as const;
export type GameType = (typeof GAME_TYPES)[keyof typeof GAME_TYPES];
export const gameTypeSchema = z.coerce.number().int().refine((n) => n === 1 || n === 2, { error: 'invalidValue' });

/** Where a match stands for a visitor, derived from its start time and duration. */
export const MATCH_PHASES = ['upcoming', 'inProgress', 'ended'] as const;
export type MatchPhase = (typeof MATCH_PHASES)[number];

export const matchSchema = z.object({
  id: z.number().int(),
  game: z.number().int(),
  title: z.string(),
  titleZh: z.string().nullable(),
  startTime: z.string(),
  durationSec: z.number().int(),
  gradeCodes: z.array(z.number().int()),
  level: z.enum(GAME_LEVELS),
  capacity: z.number().int(),
  signedUp: z.number().int(),
  phase: z.enum(MATCH_PHASES),
  /** Whether the signed-in caller is registered (false when signed out). */
  mine: z.boolean(),
});
export type Match = z.infer<typeof matchSchema>;

export const matchListQuerySchema = z.object({
  game: gameTypeSchema.optional(),
  /** Include matches that ended within this many days (for "my scores"). */
  pastDays: z.coerce.number().int().min(0).max(30).default(0),
});
export type MatchListQuery = z.infer<typeof matchListQuerySchema>;

/** POST /match/checkSignup and /match/signup: query matchId and userId (SPEC §7); userId must be the caller. */
export const matchSignupQuerySchema = z.object({
  matchId: z.coerce.number({ error: 'required' }).int().positive({ error: 'invalidValue' }),
  userId: z.coerce.number({ error: 'required' }).int().positive({ error: 'invalidValue' }),
});
export type MatchSignupQuery = z.infer<typeof matchSignupQuerySchema>;

/** One racer's result as the match server computed it; the API turns score and place into points. */
export const raceResultInputSchema = z.object({
  userId: z.number().int().positive(),
  score: z.number().int().min(0),
  place: z.number().int().positive(),
  correctChars: z.number().int().min(0),
  typedChars: z.number().int().min(0),
  cpm: z.number().min(0),
  wpm: z.number().min(0),
  accuracy: z.number().min(0).max(100),
  submitted: z.boolean(),
  autoSubmitted: z.boolean(),
  /** Typing: passages typed to their end with every character right; dictionary: questions answered (homework counts these). */
  completed: z.number().int().min(0).default(0),
  detail: z.record(z.string(), z.unknown()).optional(),
});
export type RaceResultInput = z.infer<typeof raceResultInputSchema>;

/** POST /internal/race-results: written once per race and racer, however often it is sent. */
export const raceResultsRequestSchema = z.object({
  raceId: z.string().min(1).max(80),
  matchId: z.number().int().positive().nullable(),
  game: gameTypeSchema,
  /** Solo practice is recorded but earns no points, so points cannot be farmed alone. */
  practice: z.boolean().default(false),
  /** What the race was drawn from, as the match server decided it (homework checks these). */
  gradeCode: z.number().int().nullable().default(null),
  level: z.enum(GAME_LEVELS).nullable().default(null),
  mode: z.enum(['hanzi', 'pinyin']).nullable().default(null),
  results: z.array(raceResultInputSchema).min(1).max(200),
});
export type RaceResultsRequest = z.infer<typeof raceResultsRequestSchema>;

export const raceResultsResponseSchema = z.object({
  written: z.number().int(),
  points: z.array(z.object({ userId: z.number().int(), points: z.number().int() })),
  /** Results held by the fair-play model (no points, out of rankings until cleared). */
  flagged: z.array(z.object({ userId: z.number().int(), reasons: z.array(z.string()) })).default([]),
});
export type RaceResultsResponse = z.infer<typeof raceResultsResponseSchema>;
