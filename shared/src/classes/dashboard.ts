import { z } from 'zod';
import { classSummarySchema } from './schemas.js';
import { homeworkSchema } from './homework.js';

/** Singapore weeks (Monday first) the teacher's class dashboard looks back over, this week last. */
export const CLASS_DASHBOARD_WEEKS = 10;
/** Characters in the class's tricky heat map, most missed first (a grid that still fits a phone). */
export const CLASS_DASHBOARD_TRICKY = 12;
/** Assignments in the homework chart, latest due first. */
export const CLASS_DASHBOARD_HOMEWORK = 8;

/** The class's spread of one figure in a week: quartiles over its pupils' weekly means. */
const spreadSchema = z.object({ p25: z.number(), median: z.number(), p75: z.number() });
export type Spread = z.infer<typeof spreadSchema>;

/** One Singapore week of the class: typing speed and accuracy (counted typing results only) and characters that became known. */
export const classWeekSchema = z.object({
  weekStart: z.iso.date(),
  /** Pupils with a counted typing result this week: the spreads are over their weekly means. */
  pupils: z.number().int(),
  wpm: spreadSchema.nullable(),
  accuracy: spreadSchema.nullable(),
  /** Characters that became known this week (learning memory), summed over the class's pupils. */
  charactersKnown: z.number().int(),
});
export type ClassWeek = z.infer<typeof classWeekSchema>;

/** A pupil's mean speed and accuracy in one week, over that week's counted typing results. */
export const pupilWeekSchema = z.object({ weekStart: z.iso.date(), wpm: z.number(), accuracy: z.number(), results: z.number().int() });
export type PupilWeek = z.infer<typeof pupilWeekSchema>;

export const classDashboardPupilSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** Weeks with results only, oldest first (the sparkline). */
  weeks: z.array(pupilWeekSchema),
  /** The latest of `weeks`, or null with no typing in the window. */
  latest: pupilWeekSchema.nullable(),
  /** Speed change from the pupil's first week in the window to the latest (WPM); null under two weeks. */
  wpmChange: z.number().nullable(),
});
export type ClassDashboardPupil = z.infer<typeof classDashboardPupilSchema>;

/** Who missed what: the class's most missed characters and each pupil's misses of them. */
export const classTrickyGridSchema = z.object({
  characters: z.array(z.object({ character: z.string(), pinyin: z.string(), wrong: z.number().int(), pupils: z.number().int() })),
  /** Only pupils who missed the character; `tricky`: their last answer to it was a miss. */
  cells: z.array(z.object({ userId: z.number().int(), character: z.string(), wrong: z.number().int(), tricky: z.boolean() })),
});
export type ClassTrickyGrid = z.infer<typeof classTrickyGridSchema>;

/** One assignment: pupils who did all of it, some of it, out of the class's pupils. */
export const homeworkDoneSchema = homeworkSchema
  .pick({ id: true, game: true, gradeCode: true, level: true, mode: true, count: true, dueAt: true })
  .extend({ done: z.number().int(), started: z.number().int(), pupils: z.number().int() });
export type HomeworkDone = z.infer<typeof homeworkDoneSchema>;

/** GET /classes/{id}/dashboard: every figure computed by the database, weeks are Singapore weeks. */
export const classDashboardSchema = z.object({
  classId: z.number().int(),
  /** The Monday of this Singapore week. */
  thisWeek: z.iso.date(),
  weeks: z.array(classWeekSchema),
  pupils: z.array(classDashboardPupilSchema),
  tricky: classTrickyGridSchema,
  homework: z.array(homeworkDoneSchema),
});
export type ClassDashboard = z.infer<typeof classDashboardSchema>;

/** A class in the teacher's list: its size, pupils active this Singapore week and the next national race for its grade. */
export const classListItemSchema = classSummarySchema.extend({
  activeThisWeek: z.number().int(),
  nextRace: z
    .object({ id: z.number().int(), title: z.string(), titleZh: z.string().nullable(), startTime: z.string(), signedUp: z.number().int() })
    .nullable(),
});
export type ClassListItem = z.infer<typeof classListItemSchema>;
