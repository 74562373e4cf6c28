import { Inject, Injectable } from '@nestjs/common';
import type { Database, GameSession, User } from '@learnstar/db';
import {
  ERROR_CODES,
  isMiniGame,
  miniGamePoints,
  pointsWithinDailyCap,
  type FairPlayAction,
  type FairPlayGameSession,
  type FairPlayGameSessionPage,
  type FairPlayGameSessionsQuery,
  type GameSessionResult,
  type MiniGame,
} from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import type { Tx } from '../common/database/transaction.js';
import { AppError } from '../common/envelope/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import { GameStats } from '../games/game-stats.js';
import { PointsLedger } from '../points/points-ledger.service.js';
import { RANKING_CACHE, type RankingCache } from '../ranking/ranking-cache.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { LearningMemory } from '../learning/learning-memory.service.js';

/**
 * Game-centre sessions the fair-play model held, reviewed by an operator. Clearing makes the
 * session count as if it had finished then: the points it would have earned, within the daily cap
 * of the day it was played, and a place on the boards. Disqualifying keeps it in the pupil's
 * history only. Each decision is taken once, under the session's row lock.
 */
@Injectable()
export class FairPlayGamesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly ledger: PointsLedger,
    @Inject(RANKING_CACHE) private readonly rankings: RankingCache,
    private readonly audit: AuditService,
    private readonly stats: GameStats,
    private readonly memory: LearningMemory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list({ page, pageSize }: FairPlayGameSessionsQuery): Promise<FairPlayGameSessionPage> {
    const where = { status: 'held' };
    const [rows, total] = await Promise.all([
      this.db.prisma.gameSession.findMany({ where, orderBy: [{ finishedAt: 'desc' }, { id: 'desc' }], skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.gameSession.count({ where }),
    ]);
    const users = await this.db.prisma.user.findMany({ where: { id: { in: [...new Set(rows.map((s) => s.userId))] } } });
    const byId = new Map(users.map((u) => [u.id, u]));
    return { rows: rows.map((s) => view(s, byId.get(s.userId)!)), total };
  }

  async decide(reviewer: User, id: string, action: FairPlayAction): Promise<FairPlayGameSession> {
    const decided = await this.db.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "GameSession" WHERE id = ${id} FOR UPDATE`;
      const session = await tx.gameSession.findUnique({ where: { id } });
      if (!session || !isMiniGame(session.game)) throw new AppError(ERROR_CODES.notFound, 'resultNotFound');
      if (session.status !== 'held') throw new AppError(ERROR_CODES.conflict, 'resultNotFlagged');
      const updated = action === 'clear' ? await this.clearIn(tx, session, session.game) : await tx.gameSession.update({ where: { id }, data: { status: 'disqualified' } });
      await this.audit.recordIn(tx, reviewer, {
        action: action === 'clear' ? 'gameSession.clear' : 'gameSession.disqualify',
        targetType: 'gameSession',
        targetId: id,
        before: { status: session.status, userId: session.userId, game: session.game },
        after: { status: updated.status, points: updated.points },
      });
      return updated;
    });
    if (decided.points > 0) await this.rankings.bump();
    return view(decided, (await this.db.prisma.user.findUnique({ where: { id: decided.userId } }))!);
  }

  /** The session counts: its points within what the cap left of the day it was played. */
  private async clearIn(tx: Tx, session: GameSession, game: MiniGame): Promise<GameSession> {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${session.userId} FOR UPDATE`;
    const earnedThatDay = await this.stats.pointsOnDay(tx, session.userId, session.finishedAt ?? session.issuedAt);
    const points = pointsWithinDailyCap(miniGamePoints(game, session.score), earnedThatDay);
    if (points > 0) await this.ledger.applyIn(tx, { userId: session.userId, delta: points, reason: 'miniGame', reference: session.id });
    const { heldReasons: _held, ...result } = (session.detail ?? {}) as GameSessionResult;
    await this.memory.rememberSessionIn(tx, session, this.clock.now());
    return tx.gameSession.update({ where: { id: session.id }, data: { status: 'finished', points, detail: { ...result, points } as object } });
  }
}

function view(s: GameSession, user: User): FairPlayGameSession {
  const detail = (s.detail ?? {}) as GameSessionResult;
  const items = new Map(((s.items as { items?: { id: string; answer: string }[] } | null)?.items ?? []).map((i) => [i.id, i.answer]));
  const log = ((s.answers as { answers?: { itemId: string; input: string; atMs: number }[] } | null)?.answers ?? []).filter((a) => typeof a?.atMs === 'number');
  return {
    sessionId: s.id,
    game: s.game as MiniGame,
    userId: s.userId,
    name: user.name,
    gradeCode: s.gradeCode,
    score: s.score,
    correct: s.correct,
    answered: s.answered,
    status: s.status,
    reasons: detail.heldReasons ?? [],
    finishedAt: (s.finishedAt ?? s.issuedAt).toISOString(),
    // Race commits are right when they match the passage from their position; plane and bee when they are the item's answer.
    answers: log.map((a) => [a.atMs, rightAnswer(s.game, items, a) ? 1 : 0]),
  };
}

function rightAnswer(game: string, items: Map<string, string>, a: { itemId: string; input: string }): boolean {
  if (game !== 'race') return a.input.trim().toLowerCase() === items.get(a.itemId);
  const start = Number(a.itemId.slice(1));
  return Array.from(a.input).every((ch, i) => items.get(`c${start + i}`) === ch);
}
