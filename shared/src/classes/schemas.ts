import { z } from 'zod';
import { gradeCodeSchema } from '../contracts/accounts.js';
import { typedCodeSchema } from '../codes.js';
import { FAIR_PLAY_STATES } from '../fairplay/review.js';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../race/constants.js';
import { CLASSROOM_RACE_ID_PATTERN } from '../race/race-kind.js';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH, CLASS_PERSONAL_CODE_LENGTH, CLASS_SHEET_MAX_CODES, CLASS_YEAR_MAX, CLASS_YEAR_MIN } from './constants.js';

const required = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidValue');

/** The class code, or a pupil's personal one-time code from the join sheet. */
export const classCodeSchema = typedCodeSchema([CLASS_CODE_LENGTH, CLASS_PERSONAL_CODE_LENGTH], CLASS_CODE_ALPHABET, 'classCodeInvalid');

export const createClassSchema = z.object({
  name: z.string({ error: required }).trim().min(1, { error: 'required' }).max(60, { error: 'tooLong' }),
  gradeCode: gradeCodeSchema,
  year: z.coerce.number({ error: required }).int({ error: 'invalidValue' }).min(CLASS_YEAR_MIN, { error: 'invalidValue' }).max(CLASS_YEAR_MAX, { error: 'invalidValue' }),
});
export type CreateClass = z.infer<typeof createClassSchema>;

export const joinClassSchema = z.object({ code: classCodeSchema });
export type JoinClass = z.infer<typeof joinClassSchema>;

/** POST /classes/{id}/join-codes: make this many personal one-time codes for the printed sheet. */
export const makeJoinCodesSchema = z.object({
  count: z.coerce.number({ error: required }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(CLASS_SHEET_MAX_CODES, { error: 'invalidValue' }),
});
export type MakeJoinCodes = z.infer<typeof makeJoinCodesSchema>;

/** A personal code not used yet, as printed on the sheet. */
export const classJoinCodeSchema = z.object({ code: z.string(), createdAt: z.string() });
export type ClassJoinCode = z.infer<typeof classJoinCodeSchema>;

/** A class as its teacher, its pupils and operators see it in lists. */
export const classSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gradeCode: z.number().int(),
  year: z.number().int(),
  code: z.string(),
  teacherName: z.string(),
  pupils: z.number().int(),
  createdAt: z.string(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

/** One result in a speed/accuracy trend, oldest first. */
export const trendPointSchema = z.object({ at: z.string(), wpm: z.number(), accuracy: z.number() });
export type TrendPoint = z.infer<typeof trendPointSchema>;

/** A pupil's row in the roster: what the teacher scans for. Display names only. */
export const rosterPupilSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  joinedAt: z.string(),
  lastActivity: z.string().nullable(),
  typingTrend: z.array(trendPointSchema),
  typingWpm: z.number().nullable(),
  typingAccuracy: z.number().nullable(),
  dictionaryAccuracy: z.number().nullable(),
  pointsThisWeek: z.number().int(),
});
export type RosterPupil = z.infer<typeof rosterPupilSchema>;

/** A race the class's teacher hosted, with the class's pupils' results. */
export const classRaceSchema = z.object({
  raceId: z.string(),
  game: z.number().int(),
  finishedAt: z.string(),
  racers: z.array(z.object({
    userId: z.number().int(),
    name: z.string(),
    place: z.number().int().nullable(),
    score: z.number().int(),
    wpm: z.number(),
    accuracy: z.number(),
    fairPlay: z.enum(FAIR_PLAY_STATES),
  })),
});
export type ClassRace = z.infer<typeof classRaceSchema>;

export const rosterSchema = z.object({
  class: classSummarySchema,
  pupils: z.array(rosterPupilSchema),
  races: z.array(classRaceSchema),
});
export type Roster = z.infer<typeof rosterSchema>;

/** POST /classes/{id}/races: the teacher opened a classroom race for the class; its pupils get a notice. */
export const classRaceInviteRequestSchema = z.object({
  raceId: z.string({ error: required }).regex(CLASSROOM_RACE_ID_PATTERN, { error: 'invalidValue' }),
  joinCode: typedCodeSchema(JOIN_CODE_LENGTH, JOIN_CODE_ALPHABET, 'invalidValue'),
  game: z.union([z.literal(1), z.literal(2)], { error: 'invalidValue' }),
});
export type ClassRaceInviteRequest = z.infer<typeof classRaceInviteRequestSchema>;

/** A notice on a pupil's screen: the class's teacher is waiting in a race room. */
export const classRaceInviteSchema = z.object({
  raceId: z.string(),
  joinCode: z.string(),
  game: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  teacherName: z.string(),
  expiresAt: z.string(),
});
export type ClassRaceInvite = z.infer<typeof classRaceInviteSchema>;
