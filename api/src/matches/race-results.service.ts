import { Injectable, Inject } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { ERROR_CODES, racePoints, type FieldError, type FlagReason, type RaceResultsRequest, type RaceResultsResponse } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { AppError } from '../common/envelope/app-error.js';
import type { Tx } from '../common/database/transaction.js';
import { judgeRaceResults } from '../fairplay/fair-play-judge.js';
import { PointsLedger } from '../points/points-ledger.service.js';
import { RANKING_CACHE, type RankingCache } from '../ranking/ranking-cache.js';
import { InviteStreamsService } from '../classes/invite-streams.service.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { LearningMemory } from '../learning/learning-memory.service.js';

export interface WrittenRace {
  response: RaceResultsResponse;
  /** Racers the API has no account for: skipped, named by their user id, with an error at their place in the request. */
  skipped: number[];
  errors: FieldError[];
}

/** Long enough for the largest batch on a loaded database; a batch past it is written race by race. */
const BATCH_TRANSACTION_MS = 60_000;

/**
 * Writes what the match server judged, many races in one transaction. Idempotent on (race,
 * racer): a retry after a lost answer or a second node sending the same race writes nothing twice
 * and awards points once.
 *
 * Deadlock-free: every batch first locks all its racers' user rows in one statement, ordered by
 * user id, and touches only rows keyed by those users afterwards. Two batches (in two API
 * replicas, or a race sent twice) that share pupils therefore queue on the first shared id instead
 * of each holding a row the other wants.
 */
@Injectable()
export class RaceResultsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly ledger: PointsLedger,
    @Inject(RANKING_CACHE) private readonly rankings: RankingCache,
    private readonly classNotices: InviteStreamsService,
    private readonly memory: LearningMemory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * One transaction for all the races; the answers are in the order of the requests. Racers the
   * API has no account for are skipped and named (the lock that finds the others also keeps them
   * from being deleted before the write).
   */
  async writeBatch(requests: RaceResultsRequest[]): Promise<WrittenRace[]> {
    const written = await this.db.prisma.$transaction(async (tx) => {
      const userIds = [...new Set(requests.flatMap((r) => r.results.map((x) => x.userId)))].sort((a, b) => a - b);
      const locked = await tx.$queryRawUnsafe<{ id: number }[]>('SELECT id FROM "User" WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', userIds);
      const known = new Set(locked.map((u) => u.id));
      const matches = await this.existingMatches(tx, requests);
      const answers: WrittenRace[] = [];
      for (const request of requests) {
        // A race of a match that is gone: refused (404) with nothing of the batch written; the queue then writes the others race by race.
        if (request.matchId !== null && !matches.has(request.matchId)) throw new AppError(ERROR_CODES.notFound, 'matchNotFound');
        const skipped = request.results.flatMap((r) => (known.has(r.userId) ? [] : [r.userId]));
        const errors = request.results.flatMap((r, i) => (known.has(r.userId) ? [] : [{ field: `results.${i}.userId`, msg: 'notFound' as const }]));
        const writable = request.results.filter((r) => known.has(r.userId));
        const response = writable.length ? await this.writeRaceIn(tx, { ...request, results: writable }) : { written: 0, points: [], flagged: [] };
        answers.push({ response, skipped, errors });
      }
      return answers;
    }, { timeout: BATCH_TRANSACTION_MS, maxWait: BATCH_TRANSACTION_MS });
    // Only after the commit: a board rebuilt now must already see these results.
    if (written.some((w) => w.response.written > 0)) await this.rankings.bump();
    // A class race that ended leaves its pupils' notices; a lost push only leaves it until the page's next poll.
    for (const [i, w] of written.entries()) if (w.response.written > 0) await this.classNotices.raceEnded(requests[i].raceId).catch(() => undefined);
    return written;
  }

  /**
   * The batch's matches that exist. Read, not locked: a match can only be cancelled before its
   * start, and no race of it ends before that; a lock here would also order against sign-ups,
   * which lock the match before their pupil.
   */
  private async existingMatches(tx: Tx, requests: RaceResultsRequest[]): Promise<Set<number>> {
    const ids = [...new Set(requests.flatMap((r) => (r.matchId === null ? [] : [r.matchId])))];
    if (!ids.length) return new Set();
    return new Set((await tx.match.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((m) => m.id));
  }

  /** One race inside the batch: results not stored before are stored, credited and remembered. */
  private async writeRaceIn(tx: Tx, request: RaceResultsRequest): Promise<RaceResultsResponse> {
    const { results } = request;
    // Held results are stored flagged and earn nothing until cleared (api/src/fairplay).
    const flags = await judgeRaceResults(tx, request.game, results);
    const earned = (userId: number, r: (typeof results)[number]) => (request.practice || flags.has(userId) ? 0 : racePoints(r.score, r.place, r.submitted, request.game));
    // Racers this race already stored (a retry, or the same race sent twice) are skipped, and so are repeats within the request.
    const stored = new Set((await tx.raceResult.findMany({ where: { raceId: request.raceId, userId: { in: results.map((r) => r.userId) } }, select: { userId: true } })).map((r) => r.userId));
    const fresh = results.filter((r) => !stored.has(r.userId) && (stored.add(r.userId), true));
    await tx.raceResult.createMany({ data: fresh.map((r) => resultRow(request, r, flags.get(r.userId))), skipDuplicates: true });
    await this.ledger.creditManyIn(
      tx,
      fresh.map((r) => ({ userId: r.userId, delta: earned(r.userId, r), reason: 'raceResult' as const, reference: request.raceId })),
    );
    // Per-result work that must commit with the result goes here, inside the batch's transaction,
    // for the results stored now (not a retry's): what each answer taught, unless held (a held
    // result teaches when cleared). It may touch these racers' rows (locked above), no one else's.
    await this.memory.rememberRaceResultsIn(tx, fresh.filter((r) => !flags.has(r.userId)), this.clock.now());
    return {
      written: fresh.length,
      points: results.map((r) => ({ userId: r.userId, points: earned(r.userId, r) })),
      flagged: [...flags].map(([userId, reasons]) => ({ userId, reasons })),
    };
  }
}

function resultRow(request: RaceResultsRequest, r: RaceResultsRequest['results'][number], flagReasons: FlagReason[] | undefined) {
  return {
    raceId: request.raceId,
    matchId: request.matchId,
    userId: r.userId,
    game: request.game,
    score: r.score,
    place: r.place,
    correctChars: r.correctChars,
    typedChars: r.typedChars,
    cpm: r.cpm,
    wpm: r.wpm,
    accuracy: r.accuracy,
    submitted: r.submitted,
    gradeCode: request.gradeCode,
    level: request.level,
    mode: request.mode,
    completed: r.completed,
    detail: { ...(r.detail ?? {}), autoSubmitted: r.autoSubmitted, practice: request.practice },
    fairPlay: flagReasons ? 'flagged' : 'ok',
    flagReasons: flagReasons ?? [],
  };
}
