import { Inject, Injectable } from '@nestjs/common';
import { Prisma, type Database } from '@learnstar/db';
import {
  CLASS_DASHBOARD_HOMEWORK,
  CLASS_DASHBOARD_TRICKY,
  CLASS_DASHBOARD_WEEKS,
  COUNTED_FAIR_PLAY_STATES,
  DAY_MS,
  type ClassDashboard,
  type ClassDashboardPupil,
  type HomeworkDone,
  type PupilWeek,
  type Spread,
  WRITE_HOMEWORK_GAME,
} from '@learnstar/shared';
import { BriefCache } from '../../common/cache/brief-cache.js';
import { DATABASE } from '../../common/database/database.module.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { ContentService } from '../../content/content.service.js';
import { pinyinOf } from '../../learning/learning-views.service.js';
import { singaporeWeekStart, weekLabel } from '../../ranking/week.js';
import { HomeworkService, countsForHomework } from '../homework.service.js';
import { round1 } from '../round.js';
import { utcLiteral } from '../../common/database/singapore-sql.js';
import { SG_WEEK } from './singapore-week-sql.js';

const WEEK_MS = 7 * DAY_MS;
const COUNTED = Prisma.join(COUNTED_FAIR_PLAY_STATES);

interface PupilWeekRow extends PupilWeek {
  userId: number;
}
interface SpreadRow {
  weekStart: string;
  pupils: number;
  wpm25: number; wpm50: number; wpm75: number;
  acc25: number; acc50: number; acc75: number;
}

/**
 * The teacher's class dashboard: each figure is one aggregate in SQL over the class's members
 * (joined through ClassMember, grouped by Singapore week), so a request reads a class's rows
 * through the (userId, …) indexes and never a whole table.
 *
 * A class's figures serve its requests for DASHBOARD_CACHE_MS (a teacher's tabs, a projector and
 * an operator alike), versioned by the class's homework and members: what the teacher just did on
 * the page (homework set or removed, a pupil in or out) shows at once, pupils' results within the
 * cache's half minute.
 */
@Injectable()
export class ClassDashboardService {
  private readonly cache: BriefCache<number, ClassDashboard>;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly content: ContentService,
    private readonly homeworkService: HomeworkService,
  ) {
    this.cache = new BriefCache(() => config.dashboardCacheMs);
  }

  async dashboard(classId: number): Promise<ClassDashboard> {
    const [version] = await this.db.prisma.$queryRaw<{ version: string }[]>`
      SELECT concat_ws(':', (SELECT COUNT(*) || '-' || COALESCE(MAX(id), 0) FROM "Homework" WHERE "classId" = ${classId}),
                            (SELECT COUNT(*) || '-' || COALESCE(MAX(id), 0) FROM "ClassMember" WHERE "classId" = ${classId})) AS version`;
    return this.cache.get(classId, this.clock.now().getTime(), () => this.compute(classId), version.version);
  }

  private async compute(classId: number): Promise<ClassDashboard> {
    const thisWeek = singaporeWeekStart(this.clock.now()).getTime();
    const from = thisWeek - (CLASS_DASHBOARD_WEEKS - 1) * WEEK_MS;
    const [pupilWeeks, spreads, known, members, tricky, homework] = await Promise.all([
      this.pupilWeeks(classId, from),
      this.spreads(classId, from),
      this.knownPerWeek(classId, from),
      this.db.prisma.$queryRaw<{ userId: number; name: string }[]>`
        SELECT u.id AS "userId", u.name FROM "ClassMember" m JOIN "User" u ON u.id = m."userId" WHERE m."classId" = ${classId} ORDER BY m."joinedAt", u.id`,
      this.tricky(classId),
      this.homework(classId),
    ]);
    const bySpread = new Map(spreads.map((row) => [row.weekStart, row]));
    const byKnown = new Map(known.map((row) => [row.weekStart, row.known]));
    const weeks = Array.from({ length: CLASS_DASHBOARD_WEEKS }, (_, i) => {
      const weekStart = weekLabel(new Date(from + i * WEEK_MS));
      const row = bySpread.get(weekStart);
      return {
        weekStart, pupils: row?.pupils ?? 0, charactersKnown: byKnown.get(weekStart) ?? 0,
        wpm: row ? spread(row.wpm25, row.wpm50, row.wpm75) : null, accuracy: row ? spread(row.acc25, row.acc50, row.acc75) : null,
      };
    });
    const pupils = members.map(({ userId, name }): ClassDashboardPupil => {
      const mine = pupilWeeks.filter((w) => w.userId === userId).map(({ weekStart, wpm, accuracy, results }) => ({ weekStart, wpm: round1(wpm), accuracy: round1(accuracy), results }));
      const latest = mine.at(-1) ?? null;
      return { userId, name, weeks: mine, latest, wpmChange: mine.length > 1 && latest ? round1(latest.wpm - mine[0].wpm) : null };
    });
    return { classId, thisWeek: weekLabel(new Date(thisWeek)), weeks, pupils, tricky, homework };
  }

  /** Each pupil's mean speed and accuracy per week over counted typing results (a held result is not the pupil's pace). */
  private weekly(classId: number, from: number): Prisma.Sql {
    return Prisma.sql`
      SELECT r."userId", ${SG_WEEK('r."finishedAt"')} AS "weekStart", AVG(r.wpm)::float AS wpm, AVG(r.accuracy)::float AS accuracy, COUNT(*)::int AS results
      FROM "RaceResult" r JOIN "ClassMember" m ON m."userId" = r."userId" AND m."classId" = ${classId}
      WHERE r.game = 1 AND r.submitted AND r."fairPlay" IN (${COUNTED}) AND r."finishedAt" >= ${utcLiteral(from)}::timestamp
      GROUP BY 1, 2`;
  }

  private pupilWeeks(classId: number, from: number): Promise<PupilWeekRow[]> {
    return this.db.prisma.$queryRaw<PupilWeekRow[]>`${this.weekly(classId, from)} ORDER BY 2`;
  }

  /** Quartiles over the pupils' weekly means, so a pupil who raced fifty times counts once. */
  private spreads(classId: number, from: number): Promise<SpreadRow[]> {
    const q = (p: number, column: string) => Prisma.sql`percentile_cont(${p}::float) WITHIN GROUP (ORDER BY ${Prisma.raw(column)})::float`;
    return this.db.prisma.$queryRaw<SpreadRow[]>`
      SELECT "weekStart", COUNT(*)::int AS pupils,
        ${q(0.25, 'wpm')} AS wpm25, ${q(0.5, 'wpm')} AS wpm50, ${q(0.75, 'wpm')} AS wpm75,
        ${q(0.25, 'accuracy')} AS acc25, ${q(0.5, 'accuracy')} AS acc50, ${q(0.75, 'accuracy')} AS acc75
      FROM (${this.weekly(classId, from)}) weekly GROUP BY "weekStart"`;
  }

  /** Characters that became known, by the week they did (the family page's rule: still known, knownAt in the week). */
  private knownPerWeek(classId: number, from: number) {
    return this.db.prisma.$queryRaw<{ weekStart: string; known: number }[]>`
      SELECT ${SG_WEEK('c."knownAt"')} AS "weekStart", COUNT(*)::int AS known
      FROM "CharacterMemory" c JOIN "ClassMember" m ON m."userId" = c."userId" AND m."classId" = ${classId}
      WHERE c.state = 'known' AND c."knownAt" >= ${utcLiteral(from)}::timestamp GROUP BY 1`;
  }

  /** The class's most missed characters (by misses, then by pupils who missed them) and each pupil's misses of them. */
  private async tricky(classId: number): Promise<ClassDashboard['tricky']> {
    const rows = await this.db.prisma.$queryRaw<{ userId: number; character: string; wrong: number; tricky: boolean; total: number; pupils: number }[]>`
      WITH missed AS (
        SELECT c."userId", c.character, c.wrong, c.state = 'tricky' AS tricky
        FROM "CharacterMemory" c JOIN "ClassMember" m ON m."userId" = c."userId" AND m."classId" = ${classId} WHERE c.wrong > 0
      ), top AS (
        SELECT character, SUM(wrong)::int AS total, COUNT(*)::int AS pupils FROM missed GROUP BY character
        ORDER BY total DESC, pupils DESC, character LIMIT ${CLASS_DASHBOARD_TRICKY}
      )
      SELECT missed.*, top.total, top.pupils FROM missed JOIN top USING (character) ORDER BY top.total DESC, top.pupils DESC, character, missed."userId"`;
    const bank = rows.length ? await this.content.wordBank() : null;
    const characters = new Map<string, ClassDashboard['tricky']['characters'][number]>();
    for (const row of rows) if (!characters.has(row.character)) characters.set(row.character, { character: row.character, pinyin: pinyinOf(bank!, row.character), wrong: row.total, pupils: row.pupils });
    return { characters: [...characters.values()], cells: rows.map(({ userId, character, wrong, tricky }) => ({ userId, character, wrong, tricky })) };
  }

  /** The latest assignments, each with the pupils who did all of it and those who did some (the homework page's counting rule). */
  private async homework(classId: number): Promise<HomeworkDone[]> {
    const h = (column: string) => Prisma.raw(`h."${column}"`);
    const rule = countsForHomework({ game: h('game'), gradeCode: h('gradeCode'), level: h('level'), mode: h('mode'), createdAt: h('createdAt'), dueAt: h('dueAt') });
    const rows = await this.db.prisma.$queryRaw<(Omit<HomeworkDone, 'dueAt'> & { dueAt: Date })[]>`
      SELECT h.id, h.game, h."gradeCode", h.level, h.mode, h.count, h."dueAt",
        COUNT(d."userId") FILTER (WHERE d.done >= h.count)::int AS done,
        COUNT(d."userId") FILTER (WHERE d.done > 0 AND d.done < h.count)::int AS started,
        (SELECT COUNT(*) FROM "ClassMember" cm WHERE cm."classId" = h."classId")::int AS pupils
      FROM (SELECT * FROM "Homework" WHERE "classId" = ${classId} ORDER BY "dueAt" DESC, id DESC LIMIT ${CLASS_DASHBOARD_HOMEWORK}) h
      LEFT JOIN LATERAL (
        SELECT r."userId", SUM(r.completed) AS done FROM "RaceResult" r JOIN "ClassMember" m ON m."userId" = r."userId" AND m."classId" = h."classId"
        WHERE ${rule} GROUP BY r."userId"
      ) d ON true
      GROUP BY h.id, h.game, h."gradeCode", h.level, h.mode, h.count, h."dueAt", h."classId"
      ORDER BY h."dueAt" DESC, h.id DESC`;
    await this.countWritten(classId, rows);
    return rows.map((row) => ({ ...row, dueAt: row.dueAt.toISOString() }));
  }

  /**
   * A writing homework is done in Write it sessions, which the SQL's race-result rule cannot count:
   * its pupils' counts come from the homework page's own rule, in place of the SQL's zeros.
   */
  private async countWritten(classId: number, rows: { id: number; game: number; count: number; done: number; started: number }[]): Promise<void> {
    const written = rows.filter((row) => row.game === WRITE_HOMEWORK_GAME);
    if (written.length === 0) return;
    const [members, homework] = await Promise.all([
      this.db.prisma.classMember.findMany({ where: { classId }, select: { userId: true } }),
      this.db.prisma.homework.findMany({ where: { id: { in: written.map((row) => row.id) } } }),
    ]);
    const userIds = members.map((m) => m.userId);
    for (const assignment of homework) {
      const pupils = await this.homeworkService.pupilsDone(assignment, userIds);
      const row = written.find((r) => r.id === assignment.id)!;
      row.done = pupils.filter((p) => p.done >= assignment.count).length;
      row.started = pupils.filter((p) => p.done > 0 && p.done < assignment.count).length;
    }
  }
}

function spread(p25: number, median: number, p75: number): Spread {
  return { p25: round1(p25), median: round1(median), p75: round1(p75) };
}
