import { Inject, Injectable } from '@nestjs/common';
import { Prisma, type Database, type RaceResult, type User } from '@learnstar/db';
import {
  ERROR_CODES,
  parseHiddenSpans,
  parseInputTimeline,
  racePoints,
  reviewFairPlay,
  timingStatsSchema,
  type FairPlayAction,
  type FairPlayResult,
  type FairPlayResultPage,
  type FairPlayResultsQuery,
  type FairPlayState,
} from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import type { Tx } from '../common/database/transaction.js';
import { AppError } from '../common/envelope/app-error.js';
import { PointsLedger } from '../points/points-ledger.service.js';
import { RANKING_CACHE, type RankingCache } from '../ranking/ranking-cache.js';
import { AuditService } from '../audit/audit.service.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { LearningMemory } from '../learning/learning-memory.service.js';

interface ResultDetail {
  hostId?: number | null;
  practice?: boolean;
  timeline?: [number, number][];
  timing?: unknown;
  inputs?: unknown;
}

const detailOf = (r: RaceResult) => (r.detail ?? {}) as ResultDetail;

/**
 * Held results, reviewed by the teacher who hosted the race or by an operator. Clearing credits
 * the points the result would have earned and puts it back in the rankings; disqualifying keeps
 * it in the pupil's history only. Each decision is taken once, under the result's row lock.
 */
@Injectable()
export class FairPlayReviewService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly ledger: PointsLedger,
    @Inject(RANKING_CACHE) private readonly rankings: RankingCache,
    private readonly audit: AuditService,
    private readonly memory: LearningMemory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(reviewer: User, query: FairPlayResultsQuery): Promise<FairPlayResultPage> {
    const where: Prisma.RaceResultWhereInput = {
      fairPlay: query.state === 'flagged' ? 'flagged' : { in: ['cleared', 'disqualified'] },
      ...(query.raceId ? { raceId: query.raceId } : {}),
      ...(reviewer.role === 'operator' ? {} : { detail: { path: ['hostId'], equals: reviewer.id } }),
    };
    const [rows, total] = await Promise.all([
      this.db.prisma.raceResult.findMany({ where, include: { user: true }, orderBy: [{ finishedAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.pageSize, take: query.pageSize }),
      this.db.prisma.raceResult.count({ where }),
    ]);
    return { rows: rows.map((r) => view(r, r.user)), total };
  }

  async decide(reviewer: User, id: number, action: FairPlayAction): Promise<FairPlayResult> {
    const decided = await this.db.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "RaceResult" WHERE id = ${id} FOR UPDATE`;
      const result = await tx.raceResult.findUnique({ where: { id }, include: { user: true } });
      if (!result || !mayReview(reviewer, result)) throw new AppError(ERROR_CODES.notFound, 'resultNotFound');
      const updated = await this.decideIn(tx, result, action, reviewer.id);
      await this.audit.recordIn(tx, reviewer, {
        action: action === 'clear' ? 'raceResult.clear' : 'raceResult.disqualify',
        targetType: 'raceResult',
        targetId: id,
        before: { fairPlay: result.fairPlay, userId: result.userId, raceId: result.raceId },
        after: { fairPlay: updated.fairPlay },
      });
      return { ...updated, user: result.user };
    });
    await this.afterDecision(decided);
    return view(decided, decided.user);
  }

  /**
   * Moves a locked result through the fair-play table inside the caller's transaction: cleared
   * credits the points it would have earned. The reviewer is the teacher, the operator, or the
   * pupil whose check confirmed the speed.
   */
  async decideIn(tx: Tx, result: RaceResult, action: FairPlayAction, reviewerId: number): Promise<RaceResult> {
    const next = reviewFairPlay(result.fairPlay as FairPlayState, action);
    if (!next) throw new AppError(ERROR_CODES.conflict, 'resultNotFlagged');
    const updated = await tx.raceResult.update({ where: { id: result.id }, data: { fairPlay: next, reviewedBy: reviewerId, reviewedAt: new Date() } });
    const earned = next === 'cleared' && !detailOf(result).practice ? racePoints(result.score, result.place ?? 1, result.submitted, result.game) : 0;
    if (earned > 0) await this.ledger.applyIn(tx, { userId: result.userId, delta: earned, reason: 'raceResult', reference: result.raceId });
    // A held result teaches only once cleared (a disqualified one never).
    if (next === 'cleared') await this.memory.rememberRaceResultsIn(tx, [result], this.clock.now());
    return updated;
  }

  /** After the commit: a cleared result enters the typing and points boards. */
  async afterDecision(result: RaceResult): Promise<void> {
    if (result.fairPlay === 'cleared') await this.rankings.bump();
  }
}

/** Operators review every result; a teacher the results of races they hosted. */
function mayReview(reviewer: User, result: RaceResult): boolean {
  return reviewer.role === 'operator' || (reviewer.role === 'teacher' && detailOf(result).hostId === reviewer.id);
}

function view(r: RaceResult, user: User): FairPlayResult {
  const detail = detailOf(r);
  const timing = timingStatsSchema.safeParse(detail.timing);
  return {
    id: r.id,
    raceId: r.raceId,
    game: r.game,
    userId: r.userId,
    name: user.name,
    gradeCode: user.gradeCode,
    cpm: r.cpm,
    wpm: r.wpm,
    accuracy: r.accuracy,
    state: r.fairPlay as FairPlayState,
    reasons: r.flagReasons,
    finishedAt: r.finishedAt.toISOString(),
    timeline: Array.isArray(detail.timeline) ? detail.timeline : [],
    timing: timing.success ? timing.data : null,
    inputs: typeof detail.inputs === 'string' ? parseInputTimeline(detail.inputs) : [],
    hidden: typeof detail.inputs === 'string' ? parseHiddenSpans(detail.inputs) : [],
  };
}
