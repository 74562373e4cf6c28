import { Inject, Injectable } from '@nestjs/common';
import type { Database, User } from '@learnstar/db';
import {
  ERROR_CODES,
  RACE_GHOSTS_LISTED,
  isGradeCode,
  type GameFinishRequest,
  type GameLevel,
  type GameSessionResult,
  type IssuedContent,
  type RaceGhost,
  type RaceGhostRun,
  type RacePassage,
} from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { AppError } from '../common/envelope/app-error.js';

/** A stored race that can be raced again: only finished (never refused) races that reached the line. */
interface GhostRace {
  summary: RaceGhost;
  passage: RacePassage;
  timeline: RaceGhostRun['timeline'];
}

/** Older finished races are looked at too, since quits and unfinished races are not ghosts. */
const SCANNED = RACE_GHOSTS_LISTED * 3;

/**
 * Ghost mode: the pupil's own races and those of pupils of the same grade code, replayed from the
 * stored answer log. Classmates are shown by display name only; the timeline carries positions,
 * characters and times, nothing else of them.
 */
@Injectable()
export class RaceGhosts {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async list(user: User): Promise<RaceGhost[]> {
    const races = await this.visible(user, {});
    return races.slice(0, RACE_GHOSTS_LISTED).map((race) => race.summary);
  }

  /** The ghost to race; one the pupil may not see is "not found" like one that does not exist. */
  async find(user: User, sessionId: string): Promise<GhostRace> {
    const [race] = await this.visible(user, { id: sessionId });
    if (!race) throw new AppError(ERROR_CODES.notFound, 'gameGhostNotFound');
    return race;
  }

  private async visible(user: User, where: { id?: string }): Promise<GhostRace[]> {
    const sameGrade = isGradeCode(user.gradeCode) ? [{ gradeCode: user.gradeCode }] : [];
    const rows = await this.db.prisma.gameSession.findMany({
      where: { ...where, game: 'race', status: 'finished', OR: [{ userId: user.id }, ...sameGrade] },
      orderBy: { finishedAt: 'desc' },
      take: SCANNED,
      select: { id: true, userId: true, level: true, items: true, answers: true, detail: true, finishedAt: true },
    });
    const users = await this.db.prisma.user.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.userId))] } }, select: { id: true, name: true } });
    const nameOf = new Map(users.map((u) => [u.id, u.name]));
    return rows.flatMap((row) => {
      const passage = (row.items as unknown as IssuedContent).passage;
      const finishMs = (row.detail as GameSessionResult | null)?.race?.finishMs;
      if (!passage || finishMs == null || !row.finishedAt) return [];
      const own = row.userId === user.id;
      const name = nameOf.get(row.userId) ?? '';
      const timeline = ((row.answers as GameFinishRequest | null)?.answers ?? []).map(({ itemId, input, atMs }) => ({ itemId, input, atMs }));
      const summary = { sessionId: row.id, name, own, passageId: passage.id, level: row.level as GameLevel, mode: passage.mode, finishMs, finishedAt: row.finishedAt.toISOString() };
      return [{ summary, passage, timeline }];
    });
  }
}
