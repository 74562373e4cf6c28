import { z } from 'zod';

/** Singapore weeks (Monday first, ending with this one) of speed, accuracy and characters known on the parent's view. */
export const CHILD_TRENDS_WEEKS = 8;
/** Singapore days (ending today) of minutes practised. */
export const CHILD_TRENDS_DAYS = 14;
/** The child's place in the grade: average typing speed over this many weeks against the grade's pupils'. */
export const GRADE_PLACE_WEEKS = 4;
/**
 * A grade figure (a median, a place) is given only when at least this many pupils make it up:
 * a median of two pupils would all but tell a parent the other child's figure.
 */
export const GRADE_FIGURE_MIN_PUPILS = 5;
/** Where the child stands among the grade's pupils by speed: in the fastest 10 %, 25 %, half, or the other half. */
export const GRADE_PLACE_BANDS = ['top10', 'top25', 'top50', 'lower50'] as const;
export type GradePlaceBand = (typeof GRADE_PLACE_BANDS)[number];

/** The grade's median, or null when fewer than GRADE_FIGURE_MIN_PUPILS pupils make it up. */
const gradeMedian = z.number().nullable();

const trendWeekSchema = z.object({
  weekStart: z.iso.date(),
  /** The child's mean over typing races that count (fair play ok or cleared); null in a week without one. */
  wpm: z.number().nullable(),
  accuracy: z.number().nullable(),
  races: z.number().int(),
  /** Median of the weekly means of the grade's pupils who typed that week. */
  gradeWpm: gradeMedian,
  gradeAccuracy: gradeMedian,
  /** Characters that became known in the week. */
  known: z.number().int(),
  /** Median among the grade's pupils who practised characters that week (none known counts as 0). */
  gradeKnown: gradeMedian,
});

const trendDaySchema = z.object({
  day: z.iso.date(),
  /** Minutes of races, dictionary rounds and game-centre rounds finished that Singapore day. */
  minutes: z.number(),
  /** Median among the grade's pupils who practised that day. */
  gradeMinutes: gradeMedian,
});

/**
 * GET /family/children/{id}/trends: the parent's pictures of one child, each beside the grade's
 * median (never another child's name or figure). Every figure is aggregated by the database.
 */
export const childTrendsSchema = z.object({
  gradeCode: z.number().int().nullable(),
  today: z.iso.date(),
  weeks: z.array(trendWeekSchema),
  days: z.array(trendDaySchema),
  place: z.object({
    /** Null when the child typed no counted race in the last GRADE_PLACE_WEEKS or too few pupils did. */
    band: z.enum(GRADE_PLACE_BANDS).nullable(),
    wpm: z.number().nullable(),
    gradeWpm: gradeMedian,
    /** The grade's pupils with a counted typing race in those weeks. */
    pupils: z.number().int(),
  }),
});
export type ChildTrends = z.infer<typeof childTrendsSchema>;
