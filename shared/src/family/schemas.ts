import { z } from 'zod';
import { accountNameSchema, pupilAccountSchema } from '../contracts/accounts.js';
import { FAIR_PLAY_STATES } from '../fairplay/review.js';
import { dictionaryFiguresSchema } from '../race/dictionary-figures.js';
import { typedCodeSchema } from '../codes.js';
import { PARENT_LINK_CODE_ALPHABET, PARENT_LINK_CODE_LENGTH } from './constants.js';

/** POST /family/link: the child's account name and the code the child's account centre shows. */
export const linkChildSchema = z.object({
  account: accountNameSchema,
  code: typedCodeSchema(PARENT_LINK_CODE_LENGTH, PARENT_LINK_CODE_ALPHABET, 'linkCodeInvalid'),
});
export type LinkChild = z.infer<typeof linkChildSchema>;

/** POST /family/children: a parent creates the child's account (no email: the parent's is the contact). */
export const createChildSchema = pupilAccountSchema;
export type CreateChild = z.infer<typeof createChildSchema>;

export const parentLinkCodeSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type ParentLinkCode = z.infer<typeof parentLinkCodeSchema>;

export const childSummarySchema = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  gradeCode: z.number().int().nullable(),
  points: z.number().int(),
});
export type ChildSummary = z.infer<typeof childSummarySchema>;

/** The parent's opt-in weekly email summary (sent in the language the parent switched it on in). */
export const familySettingsSchema = z.object({ weeklySummary: z.boolean({ error: 'invalidValue' }) });
export type FamilySettings = z.infer<typeof familySettingsSchema>;

/** A typing or dictionary race result on the progress page. */
export const progressRaceSchema = z.object({
  raceId: z.string(),
  at: z.string(),
  score: z.number().int(),
  place: z.number().int().nullable(),
  wpm: z.number(),
  cpm: z.number(),
  accuracy: z.number(),
  fairPlay: z.enum(FAIR_PLAY_STATES),
  classroom: z.boolean(),
  /** Dictionary races: right answers and time, shown instead of a typing speed. */
  dictionary: dictionaryFiguresSchema.optional(),
});
export type ProgressRace = z.infer<typeof progressRaceSchema>;

/** Everything a pupil's parent (or teacher, or the pupil) sees of the pupil's progress. */
export const pupilProgressSchema = z.object({
  pupil: z.object({ id: z.number().int(), name: z.string(), gradeCode: z.number().int().nullable() }),
  points: z.object({ balance: z.number().int(), thisWeek: z.number().int() }),
  /** Place on the grade's points boards (weekly, all time); null when not ranked. */
  rank: z.object({ weekly: z.number().int().nullable(), allTime: z.number().int().nullable() }),
  races: z.array(progressRaceSchema),
  dictionary: z.array(progressRaceSchema),
  games: z.array(z.object({ id: z.string(), game: z.string(), level: z.string(), at: z.string(), score: z.number().int(), correct: z.number().int(), answered: z.number().int(), points: z.number().int() })),
  redemptions: z.array(z.object({ id: z.number().int(), nameEn: z.string(), nameZh: z.string(), points: z.number().int(), status: z.string(), at: z.string() })),
  matches: z.array(z.object({ id: z.number().int(), game: z.number().int(), title: z.string(), titleZh: z.string().nullable(), startTime: z.string() })),
  classes: z.array(z.object({ id: z.number().int(), name: z.string(), teacherName: z.string() })),
});
export type PupilProgress = z.infer<typeof pupilProgressSchema>;
