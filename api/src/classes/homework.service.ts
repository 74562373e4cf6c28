import { Inject, Injectable } from '@nestjs/common';
import { Prisma, type Database, type Homework as HomeworkRow, type SchoolClass } from '@learnstar/db';
import { COUNTED_FAIR_PLAY_STATES, ERROR_CODES, RACE_ID_PREFIXES, WRITE_HOMEWORK_GAME, type AssignHomework, type HomeworkGame, type ClassHomework, type Homework, type HomeworkProgress, type MyHomework } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { AppError } from '../common/envelope/app-error.js';
import { round1OrNull } from './round.js';
import { writtenHomeworkDone } from './write-homework.js';

interface Done {
  userId: number;
  done: number;
  accuracy: number | null;
  wpm: number | null;
}

/**
 * Homework: practice a teacher assigns to a class. Nothing is recorded when a pupil practises;
 * progress is read from the pupil's counted practice results as the match server stored them
 * (passages typed to their end or questions answered, at the homework's grade code, level and
 * typing mode) between the assignment and the due time, so it cannot drift from what the pupil did.
 */
@Injectable()
export class HomeworkService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async assign(found: SchoolClass, request: AssignHomework): Promise<ClassHomework> {
    const dueAt = new Date(request.dueAt);
    if (dueAt <= this.clock.now()) throw new AppError(ERROR_CODES.badRequest, 'dueInPast', [{ field: 'dueAt', msg: 'dueInPast' }]);
    const row = await this.db.prisma.homework.create({ data: { classId: found.id, game: request.game, gradeCode: request.gradeCode, level: request.level, mode: request.game === 1 ? request.mode : 'hanzi', count: request.count, dueAt, characters: request.characters ?? [] } });
    return (await this.forClass(found)).find((h) => h.id === row.id)!;
  }

  /** Newest first, each with every pupil of the class. */
  async forClass(found: SchoolClass): Promise<ClassHomework[]> {
    const [rows, members] = await Promise.all([
      this.db.prisma.homework.findMany({ where: { classId: found.id }, orderBy: { dueAt: 'desc' } }),
      this.db.prisma.classMember.findMany({ where: { classId: found.id }, orderBy: { joinedAt: 'asc' } }),
    ]);
    const names = new Map((await this.db.prisma.user.findMany({ where: { id: { in: members.map((m) => m.userId) } }, select: { id: true, name: true } })).map((u) => [u.id, u.name]));
    return Promise.all(rows.map(async (row) => {
      const done = await this.pupilsDone(row, members.map((m) => m.userId));
      const pupils = members.map((m): HomeworkProgress => ({ userId: m.userId, name: names.get(m.userId) ?? '', ...progress(row, done.find((d) => d.userId === m.userId)) }));
      return { ...view(row, found.name), pupils };
    }));
  }

  /** A pupil's homework for one game that is not yet due (none for anyone not in a class). */
  async forPupil(pupilId: number, game: HomeworkGame): Promise<MyHomework[]> {
    const rows = await this.db.prisma.homework.findMany({
      where: { game, dueAt: { gt: this.clock.now() }, class: { members: { some: { userId: pupilId } } } },
      include: { class: true },
      orderBy: { dueAt: 'asc' },
    });
    return Promise.all(rows.map(async (row) => ({ ...view(row, row.class.name), ...progress(row, (await this.pupilsDone(row, [pupilId]))[0]) })));
  }

  /**
   * What each of `userIds` did of one homework, by its game's rule: race results counted in SQL, or
   * (writing) characters written whole from memory in Write it sessions.
   */
  pupilsDone(row: HomeworkRow, userIds: number[]): Promise<Done[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    if (row.game === WRITE_HOMEWORK_GAME) return writtenHomeworkDone(this.db, row, userIds);
    const values = { game: Prisma.sql`${row.game}`, gradeCode: Prisma.sql`${row.gradeCode}`, level: Prisma.sql`${row.level}`, mode: Prisma.sql`${row.mode}`, createdAt: Prisma.sql`${row.createdAt}`, dueAt: Prisma.sql`${row.dueAt}` };
    return this.db.prisma.$queryRaw<Done[]>`
      SELECT r."userId", SUM(r.completed)::int AS done, AVG(r.accuracy)::float AS accuracy, AVG(r.wpm)::float AS wpm
      FROM "RaceResult" r
      WHERE r."userId" IN (${Prisma.join(userIds)}) AND ${countsForHomework(values)}
      GROUP BY r."userId"`;
  }
}

type HomeworkColumns = Record<'game' | 'gradeCode' | 'level' | 'mode' | 'createdAt' | 'dueAt', Prisma.Sql>;

/**
 * The one rule of a result `r` counted for a homework, whose columns are given as values (one
 * homework) or as column references (the class dashboard's query over all its homework).
 */
export function countsForHomework(h: HomeworkColumns): Prisma.Sql {
  return Prisma.sql`r.game = ${h.game} AND r."raceId" LIKE ${`${RACE_ID_PREFIXES.practice}%`} AND r.submitted
    AND r."gradeCode" = ${h.gradeCode} AND r.level = ${h.level} AND (${h.game} <> 1 OR r.mode = ${h.mode})
    AND r."fairPlay" IN (${Prisma.join(COUNTED_FAIR_PLAY_STATES)}) AND r."finishedAt" >= ${h.createdAt} AND r."finishedAt" <= ${h.dueAt}`;
}

/** Done up to the count, and how well: mean accuracy and (typing) speed of the counted rounds. */
function progress(row: HomeworkRow, mine: Done | undefined): Pick<HomeworkProgress, 'done' | 'accuracy' | 'wpm'> {
  return { done: Math.min(row.count, mine?.done ?? 0), accuracy: round1OrNull(mine?.accuracy), wpm: row.game === 1 ? round1OrNull(mine?.wpm) : null };
}

function view(row: HomeworkRow, className: string): Homework {
  return {
    id: row.id, classId: row.classId, className, game: row.game, gradeCode: row.gradeCode, level: row.level as Homework['level'], mode: row.mode as Homework['mode'],
    count: row.count, dueAt: row.dueAt.toISOString(), createdAt: row.createdAt.toISOString(), characters: row.characters,
  };
}
