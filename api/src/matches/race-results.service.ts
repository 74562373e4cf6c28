import { Injectable, Inject } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { racePoints, type RaceResultsRequest, type RaceResultsResponse } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { judgeRaceResults } from '../fairplay/fair-play-judge.js';
import { PointsLedger } from '../points/points-ledger.service.js';
import { RANKING_CACHE, type RankingCache } from '../ranking/ranking-cache.js';
import { InviteStreamsService } from '../classes/invite-streams.service.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { LearningMemory } from '../learning/learning-memory.service.js';

/**
 * Writes what the match server judged. Idempotent on (race, racer): a retry after a lost answer
 * or a second node sending the same race writes nothing twice and awards points once.
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

  async write(request: RaceResultsRequest): Promise<RaceResultsResponse> {
    const written = await this.db.prisma.$transaction(async (tx) => {
      // Held results are stored flagged and earn nothing until cleared (api/src/fairplay).
      const flags = await judgeRaceResults(tx, request.game, request.results);
      const created = await tx.raceResult.createManyAndReturn({
        data: request.results.map((r) => ({
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
          fairPlay: flags.has(r.userId) ? 'flagged' : 'ok',
          flagReasons: flags.get(r.userId) ?? [],
        })),
        skipDuplicates: true,
        select: { userId: true },
      });
      const count = created.length;
      // What each answer taught, for the results written now (not a retry's) and not held: a held one teaches when cleared.
      const fresh = new Set(created.map((r) => r.userId));
      await this.memory.rememberRaceResultsIn(tx, request.results.filter((r) => fresh.has(r.userId) && !flags.has(r.userId)), this.clock.now());
      const points = [];
      for (const r of request.results) {
        const earned = request.practice || flags.has(r.userId) ? 0 : racePoints(r.score, r.place, r.submitted, request.game);
        if (earned > 0) await this.ledger.applyIn(tx, { userId: r.userId, delta: earned, reason: 'raceResult', reference: request.raceId });
        points.push({ userId: r.userId, points: earned });
      }
      return { written: count, points, flagged: [...flags].map(([userId, reasons]) => ({ userId, reasons })) };
    }, { timeout: 30_000 });
    // Only after the commit: a board rebuilt now must already see these results.
    if (written.written > 0) await this.rankings.bump();
    // A class race that ended leaves its pupils' notices; a lost push only leaves it until the page's next poll.
    if (written.written > 0) await this.classNotices.raceEnded(request.raceId).catch(() => undefined);
    return written;
  }
}
