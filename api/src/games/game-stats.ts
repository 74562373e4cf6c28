import { Inject, Injectable } from '@nestjs/common';
import { Prisma, type Database, type User } from '@learnstar/db';
import {
  ERROR_CODES,
  GAME_BOARD_SIZE,
  MINI_GAMES,
  MINI_GAME_DAILY_POINTS_CAP,
  isGradeCode,
  type GameBoardRow,
  type GameCentre,
  type MiniGame,
} from '@learnstar/shared';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { DATABASE } from '../common/database/database.module.js';
import type { Tx } from '../common/database/transaction.js';
import { AppError } from '../common/envelope/app-error.js';
import { singaporeDay, singaporeWeekStart } from '../ranking/week.js';

/** Only finished sessions count: for bests, points today and the boards; refused ones never. */
const FINISHED = 'finished';

/** Figures of the game centre read from the finished sessions: points today, bests, weekly boards. */
@Injectable()
export class GameStats {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Points the pupil earned from the game centre on the Singapore day of `at` (what the daily cap limits). */
  async pointsOnDay(tx: Tx, userId: number, at: Date, game?: MiniGame): Promise<number> {
    const day = singaporeDay(at);
    const { _sum } = await tx.gameSession.aggregate({
      where: { userId, status: FINISHED, finishedAt: { gte: day.start, lt: day.end }, ...(game ? { game } : {}) },
      _sum: { points: true },
    });
    return _sum.points ?? 0;
  }

  async best(tx: Tx, userId: number, game: MiniGame): Promise<number> {
    const { _max } = await tx.gameSession.aggregate({ where: { userId, game, status: FINISHED }, _max: { score: true } });
    return _max.score ?? 0;
  }

  async centre(user: User): Promise<GameCentre> {
    if (!isGradeCode(user.gradeCode)) throw new AppError(ERROR_CODES.badRequest, 'gameNeedsGradeCode');
    const gradeCode = user.gradeCode;
    const now = this.clock.now();
    const games = await Promise.all(
      MINI_GAMES.map(async (game) => ({
        game,
        best: await this.best(this.db.prisma, user.id, game),
        pointsToday: await this.pointsOnDay(this.db.prisma, user.id, now, game),
        weeklyTop: await this.weeklyTop(game, gradeCode, user.id, now),
      })),
    );
    return { dailyCap: MINI_GAME_DAILY_POINTS_CAP, pointsToday: games.reduce((sum, g) => sum + g.pointsToday, 0), gradeCode, games };
  }

  /**
   * Each pupil's best score this Singapore week in this game and grade code; ties go to who reached
   * it first. A round that scored nothing (quit before an answer) is no place on a board.
   */
  private async weeklyTop(game: MiniGame, gradeCode: number, me: number, now: Date): Promise<GameBoardRow[]> {
    const rows = await this.db.prisma.$queryRaw<{ userId: number; name: string; score: number }[]>(Prisma.sql`
      SELECT "userId", name, score FROM (
        SELECT DISTINCT ON (s."userId") s."userId", u.name, s.score, s."finishedAt"
          FROM "GameSession" s JOIN "User" u ON u.id = s."userId"
         WHERE s.game = ${game} AND s."gradeCode" = ${gradeCode} AND s.status = ${FINISHED} AND s.score > 0 AND s."finishedAt" >= ${singaporeWeekStart(now)}
         ORDER BY s."userId", s.score DESC, s."finishedAt" ASC
      ) best
      ORDER BY score DESC, "finishedAt" ASC
      LIMIT ${GAME_BOARD_SIZE}`);
    return rows
      .map((row, i) => ({ place: i + 1, name: row.name, score: row.score, me: row.userId === me }));
  }
}
