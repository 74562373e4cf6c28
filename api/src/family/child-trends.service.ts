import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import {
  CHILD_TRENDS_DAYS,
  CHILD_TRENDS_WEEKS,
  COUNTED_FAIR_PLAY_STATES,
  DAY_MS,
  ERROR_CODES,
  GAME_TYPES,
  GRADE_FIGURE_MIN_PUPILS,
  GRADE_PLACE_WEEKS,
  type ChildTrends,
  type GradePlaceBand,
} from '@learnstar/shared';
import { BriefCache } from '../common/cache/brief-cache.js';
import { DATABASE } from '../common/database/database.module.js';
import { API_CONFIG, type ApiConfig } from '../config/api-config.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { AppError } from '../common/envelope/app-error.js';
import { sgDaySql, sgWeekSql, utcLiteral } from '../common/database/singapore-sql.js';
import { singaporeDayStart, singaporeWeekStart, weekLabel } from '../ranking/week.js';
import { singaporeDayLabel } from '../learning/learning-days.js';

const WEEK_MS = 7 * DAY_MS;
const COUNTED = `r."fairPlay" IN (${COUNTED_FAIR_PLAY_STATES.map((s) => `'${s}'`).join(', ')})`;
/**
 * The child ($1) and the pupils of the child's grade ($2): every query starts from these rows, so
 * results are read through the (userId, finishedAt) indexes of a few thousand pupils, never a whole table.
 */
const PUPILS = `pupils AS (SELECT id, id = $1 AS me, role = 'pupil' AND "gradeCode" = $2 AS grade FROM "User" WHERE id = $1 OR (role = 'pupil' AND "gradeCode" = $2))`;
/**
 * Minutes a result took: typing as its right characters over its characters a minute (cpm is
 * right characters over elapsed minutes), a dictionary round as the sum of its answers' times (as
 * dictionaryResultFigures reads them), a game-centre round from issue to finish, held to its deadline.
 */
const RACE_MINUTES = `CASE WHEN r.game = ${GAME_TYPES.typing} THEN CASE WHEN r.cpm > 0 THEN r."correctChars" / r.cpm ELSE 0 END
  ELSE COALESCE((SELECT SUM((a.value->>'ms')::float8) FROM jsonb_each(CASE WHEN jsonb_typeof(r.detail->'answers') = 'object' THEN r.detail->'answers' ELSE '{}'::jsonb END) a
    WHERE jsonb_typeof(a.value->'ms') = 'number'), 0) / 60000 END`;

type Median = { median: number | null; pupils: number };
const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
/** A grade figure only from enough pupils that it names nobody (GRADE_FIGURE_MIN_PUPILS). */
const gradeFigure = ({ median, pupils }: Median) => (pupils >= GRADE_FIGURE_MIN_PUPILS ? oneDecimal(median) : null);

/**
 * The parent's pictures of one child against the grade's medians, each aggregated in SQL (access
 * checked by the caller). A child's figures serve every request for DASHBOARD_CACHE_MS, as the
 * other dashboards do: a parent, both parents and a teacher opening the page cost one set of
 * queries, and a race just finished shows within half a minute.
 */
@Injectable()
export class ChildTrendsService {
  private readonly cache: BriefCache<number, ChildTrends>;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.cache = new BriefCache(() => config.dashboardCacheMs);
  }

  trends(childId: number): Promise<ChildTrends> {
    return this.cache.get(childId, this.clock.now().getTime(), () => this.compute(childId));
  }

  private async compute(childId: number): Promise<ChildTrends> {
    const child = await this.db.prisma.user.findUnique({ where: { id: childId }, select: { role: true, gradeCode: true } });
    if (!child || child.role !== 'pupil') throw new AppError(ERROR_CODES.notFound, 'childNotFound');
    const now = this.clock.now();
    const thisWeek = singaporeWeekStart(now).getTime();
    const firstWeek = thisWeek - (CHILD_TRENDS_WEEKS - 1) * WEEK_MS;
    const today = singaporeDayStart(now).getTime();
    const firstDay = today - (CHILD_TRENDS_DAYS - 1) * DAY_MS;
    const ids = [childId, child.gradeCode] as const;
    const [speed, known, gradeKnown, minutes, place] = await Promise.all([
      this.speedByWeek(ids, firstWeek, thisWeek + WEEK_MS),
      this.knownByWeek(ids, firstWeek, thisWeek + WEEK_MS),
      this.gradeKnownByWeek(ids, firstWeek, thisWeek + WEEK_MS),
      this.minutesByDay(ids, firstDay, today + DAY_MS),
      this.place(ids, thisWeek - (GRADE_PLACE_WEEKS - 1) * WEEK_MS, thisWeek + WEEK_MS),
    ]);
    const weeks = Array.from({ length: CHILD_TRENDS_WEEKS }, (_, i) => {
      const weekStart = weekLabel(new Date(firstWeek + i * WEEK_MS));
      const s = speed.find((row) => row.week === weekStart);
      const g = gradeKnown.find((row) => row.week === weekStart);
      return {
        weekStart,
        wpm: oneDecimal(s?.wpm ?? null),
        accuracy: oneDecimal(s?.accuracy ?? null),
        races: s?.races ?? 0,
        gradeWpm: s ? gradeFigure({ median: s.gradeWpm, pupils: s.pupils }) : null,
        gradeAccuracy: s ? gradeFigure({ median: s.gradeAccuracy, pupils: s.pupils }) : null,
        known: known.find((row) => row.week === weekStart)?.known ?? 0,
        gradeKnown: g ? gradeFigure(g) : null,
      };
    });
    const days = Array.from({ length: CHILD_TRENDS_DAYS }, (_, i) => {
      const day = singaporeDayLabel(new Date(firstDay + i * DAY_MS));
      const m = minutes.find((row) => row.day === day);
      return { day, minutes: oneDecimal(m?.minutes ?? 0) ?? 0, gradeMinutes: m ? gradeFigure(m) : null };
    });
    return { gradeCode: child.gradeCode, today: singaporeDayLabel(now), weeks, days, place };
  }

  /** The child's weekly mean speed and accuracy, and the median of the grade's pupils' weekly means. */
  private speedByWeek(ids: readonly [number, number | null], from: number, to: number) {
    return this.db.prisma.$queryRawUnsafe<{ week: string; wpm: number | null; accuracy: number | null; races: number; gradeWpm: number | null; gradeAccuracy: number | null; pupils: number }[]>(
      `WITH ${PUPILS}, weekly AS (
         SELECT p.me, p.grade, ${sgWeekSql('r."finishedAt"')} AS week, AVG(r.wpm) AS wpm, AVG(r.accuracy) AS accuracy, COUNT(*)::int AS races
         FROM pupils p JOIN "RaceResult" r ON r."userId" = p.id
         WHERE r.game = ${GAME_TYPES.typing} AND ${COUNTED} AND r."finishedAt" >= $3::timestamp AND r."finishedAt" < $4::timestamp
         GROUP BY p.id, p.me, p.grade, 3)
       SELECT week, MAX(wpm) FILTER (WHERE me) AS wpm, MAX(accuracy) FILTER (WHERE me) AS accuracy, COALESCE(MAX(races) FILTER (WHERE me), 0)::int AS races,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY wpm) FILTER (WHERE grade) AS "gradeWpm",
         percentile_cont(0.5) WITHIN GROUP (ORDER BY accuracy) FILTER (WHERE grade) AS "gradeAccuracy",
         COUNT(*) FILTER (WHERE grade)::int AS pupils
       FROM weekly GROUP BY week`,
      ...ids, utcLiteral(from), utcLiteral(to),
    );
  }

  private knownByWeek(ids: readonly [number, number | null], from: number, to: number) {
    return this.db.prisma.$queryRawUnsafe<{ week: string; known: number }[]>(
      `SELECT ${sgWeekSql('"knownAt"')} AS week, COUNT(*)::int AS known FROM "CharacterMemory"
       WHERE "userId" = $1 AND state = 'known' AND "knownAt" >= $2::timestamp AND "knownAt" < $3::timestamp GROUP BY 1`,
      ids[0], utcLiteral(from), utcLiteral(to),
    );
  }

  /** Among the grade's pupils who practised characters in a week (a LearningDay in it), the median of characters that became known. */
  private gradeKnownByWeek(ids: readonly [number, number | null], from: number, to: number) {
    return this.db.prisma.$queryRawUnsafe<{ week: string; median: number | null; pupils: number }[]>(
      `WITH ${PUPILS}, practised AS (
         SELECT DISTINCT l."userId", to_char(date_trunc('week', l.day::date), 'YYYY-MM-DD') AS week
         FROM pupils p JOIN "LearningDay" l ON l."userId" = p.id WHERE p.grade AND l.day >= $3 AND l.day < $4),
       known AS (
         SELECT c."userId", ${sgWeekSql('c."knownAt"')} AS week, COUNT(*)::int AS known
         FROM pupils p JOIN "CharacterMemory" c ON c."userId" = p.id
         WHERE p.grade AND c.state = 'known' AND c."knownAt" >= $5::timestamp AND c."knownAt" < $6::timestamp GROUP BY 1, 2)
       SELECT p.week, percentile_cont(0.5) WITHIN GROUP (ORDER BY COALESCE(k.known, 0)) AS median, COUNT(*)::int AS pupils
       FROM practised p LEFT JOIN known k ON k."userId" = p."userId" AND k.week = p.week GROUP BY p.week`,
      ...ids, singaporeDayLabel(new Date(from)), singaporeDayLabel(new Date(to)), utcLiteral(from), utcLiteral(to),
    );
  }

  /** Minutes practised per Singapore day: the child's, and the median of the grade's pupils who practised that day. */
  private minutesByDay(ids: readonly [number, number | null], from: number, to: number) {
    return this.db.prisma.$queryRawUnsafe<{ day: string; minutes: number | null; median: number | null; pupils: number }[]>(
      `WITH ${PUPILS}, done AS (
         SELECT p.id, p.me, p.grade, r."finishedAt" AS at, ${RACE_MINUTES} AS minutes
         FROM pupils p JOIN "RaceResult" r ON r."userId" = p.id
         WHERE ${COUNTED} AND r."finishedAt" >= $3::timestamp AND r."finishedAt" < $4::timestamp
         UNION ALL
         SELECT p.id, p.me, p.grade, g."finishedAt", EXTRACT(EPOCH FROM (LEAST(g."finishedAt", g.deadline) - g."issuedAt")) / 60
         FROM pupils p JOIN "GameSession" g ON g."userId" = p.id
         WHERE g.status = 'finished' AND g."finishedAt" >= $3::timestamp AND g."finishedAt" < $4::timestamp),
       daily AS (SELECT id, me, grade, ${sgDaySql('at')} AS day, SUM(minutes) AS minutes FROM done GROUP BY 1, 2, 3, 4)
       SELECT day, MAX(minutes) FILTER (WHERE me) AS minutes, percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes) FILTER (WHERE grade) AS median,
         COUNT(*) FILTER (WHERE grade)::int AS pupils
       FROM daily GROUP BY day`,
      ...ids, utcLiteral(from), utcLiteral(to),
    );
  }

  /** Where the child's mean speed stands among the grade's pupils who typed in the window: the share of pupils faster. */
  private async place(ids: readonly [number, number | null], from: number, to: number): Promise<ChildTrends['place']> {
    const [row] = await this.db.prisma.$queryRawUnsafe<{ pupils: number; wpm: number | null; median: number | null; faster: number }[]>(
      `WITH ${PUPILS}, speeds AS (
         SELECT p.id, p.me, AVG(r.wpm) AS wpm FROM pupils p JOIN "RaceResult" r ON r."userId" = p.id
         WHERE p.grade AND r.game = ${GAME_TYPES.typing} AND ${COUNTED} AND r."finishedAt" >= $3::timestamp AND r."finishedAt" < $4::timestamp
         GROUP BY p.id, p.me)
       SELECT COUNT(*)::int AS pupils, MAX(wpm) FILTER (WHERE me) AS wpm, percentile_cont(0.5) WITHIN GROUP (ORDER BY wpm) AS median,
         COUNT(*) FILTER (WHERE wpm > (SELECT wpm FROM speeds WHERE me))::int AS faster
       FROM speeds`,
      ...ids, utcLiteral(from), utcLiteral(to),
    );
    const enough = row.pupils >= GRADE_FIGURE_MIN_PUPILS;
    return {
      band: enough && row.wpm !== null ? band(row.faster / row.pupils) : null,
      wpm: oneDecimal(row.wpm),
      gradeWpm: gradeFigure({ median: row.median, pupils: row.pupils }),
      pupils: row.pupils,
    };
  }
}

/** The band from the share of the grade's pupils faster than the child. */
function band(fasterShare: number): GradePlaceBand {
  if (fasterShare < 0.1) return 'top10';
  if (fasterShare < 0.25) return 'top25';
  if (fasterShare < 0.5) return 'top50';
  return 'lower50';
}
