import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import type { FieldError, RaceResultsRequest, RaceResultsResponse } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { RaceResultsService } from './race-results.service.js';

/**
 * Results wait here for a write slot. When many races end in the same second (a scheduled
 * round ends for every room at once), each write used to open its own transaction at once;
 * past the pool's ten connections Prisma gave up ("Unable to start a transaction in the given
 * time") and those races stayed in calculating. A queue in the API process runs the writes
 * one after another and the rest wait their turn without a deadline, so none is lost. One at a
 * time because races that share a racer deadlock on that pupil's row when run together (each
 * deadlock costs PostgreSQL's one-second detection): 200 races queue through in seconds.
 */
export const RESULT_WRITES_AT_ONCE = 1;
const DEADLOCK_RETRIES = 5;

export interface QueuedResults {
  response: RaceResultsResponse;
  /** Racers the API has no account for: skipped, named by their place in the request. */
  skipped: number[];
  errors: FieldError[];
}

@Injectable()
export class RaceResultsQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly results: RaceResultsService,
  ) {}

  async submit(request: RaceResultsRequest): Promise<QueuedResults> {
    const ids = request.results.map((r) => r.userId);
    const known = new Set((await this.db.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((u) => u.id));
    const errors = request.results.flatMap((r, i) => (known.has(r.userId) ? [] : [{ field: `results.${i}.userId`, msg: 'notFound' as const }]));
    const skipped = ids.filter((id) => !known.has(id));
    const writable = request.results.filter((r) => known.has(r.userId));
    if (writable.length === 0) return { response: { written: 0, points: [], flagged: [] }, skipped, errors };
    await this.slot();
    try {
      return { response: await this.writeRetryingDeadlocks({ ...request, results: writable }), skipped, errors };
    } finally {
      this.release();
    }
  }

  /**
   * Two races sharing a racer lock that pupil's row (points) after inserting rows that reference
   * it, so PostgreSQL can pick one of them as a deadlock victim. The write is one transaction
   * and idempotent, so the victim is simply written again.
   */
  private async writeRetryingDeadlocks(request: RaceResultsRequest): Promise<RaceResultsResponse> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.results.write(request);
      } catch (error) {
        if (attempt >= DEADLOCK_RETRIES || !isDeadlock(error)) throw error;
      }
    }
  }

  private async slot(): Promise<void> {
    if (this.running < RESULT_WRITES_AT_ONCE) {
      this.running++;
      return;
    }
    // The releasing write hands its slot over directly, so the count stays right.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

function isDeadlock(error: unknown): boolean {
  return /40P01|deadlock detected/.test(String((error as { message?: unknown })?.message ?? ''));
}
