import { Injectable } from '@nestjs/common';
import type { RaceResultsRequest } from '@learnstar/shared';
import { RaceResultsService, type WrittenRace } from './race-results.service.js';
import { ResultBatchFigures } from './result-batch-figures.js';

/**
 * Results of races ending in the same second (a scheduled round ends for every room at once) wait
 * here and are written in batches, one transaction per batch and one batch at a time: the first
 * race is written at once, and the races that arrive while a batch is writing go together in the
 * next. 200 races used to be 200 transactions one after another (each one locking, judging and
 * crediting its racers row by row); now they are a handful. Transactions opened all at once ran
 * past the pool ("Unable to start a transaction in the given time"), hence one at a time.
 *
 * A batch that fails for one race's sake (its match deleted meanwhile, say) is written again race
 * by race, so the others are not lost with it; the writes are idempotent on (race, racer), so
 * nothing is written twice. A deadlock cannot happen between batches (see RaceResultsService),
 * and a batch that is picked as a victim anyway is simply written again.
 */
/**
 * Results per batch (whole races, so a batch may hold one race above it). Kept moderate: a batch
 * holds its pupils' rows locked until it commits, and on a CPU-starved API 2,000 results took
 * 58 s, close to the transaction's limit (load-tests/result-batch-bench.mjs, BENCHMARKS.md).
 */
export const MAX_RESULTS_PER_BATCH = Number(process.env.RESULT_BATCH_MAX_RESULTS ?? 500);
const DEADLOCK_RETRIES = 5;

interface Waiting {
  request: RaceResultsRequest;
  resolve: (written: WrittenRace) => void;
  reject: (error: unknown) => void;
}

@Injectable()
export class RaceResultsQueue {
  private readonly waiting: Waiting[] = [];
  private writing = false;

  constructor(
    private readonly results: RaceResultsService,
    readonly figures: ResultBatchFigures,
  ) {}

  submit(request: RaceResultsRequest): Promise<WrittenRace> {
    return new Promise<WrittenRace>((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      this.figures.waiting = this.waiting.length;
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.waiting.length) {
        const batch = this.takeBatch();
        this.figures.waiting = this.waiting.length;
        await this.write(batch);
      }
    } finally {
      this.writing = false;
    }
  }

  /** Whole races, oldest first, up to the result limit (always at least one race). */
  private takeBatch(): Waiting[] {
    let results = 0;
    let count = 0;
    while (count < this.waiting.length && (count === 0 || results + this.waiting[count].request.results.length <= MAX_RESULTS_PER_BATCH)) {
      results += this.waiting[count].request.results.length;
      count++;
    }
    return this.waiting.splice(0, count);
  }

  private async write(batch: Waiting[]): Promise<void> {
    const started = performance.now();
    try {
      const answers = await this.retryingDeadlocks(() => this.results.writeBatch(batch.map((w) => w.request)));
      batch.forEach((w, i) => w.resolve(answers[i]));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      // Race by race: the one at fault fails alone.
      this.figures.splitBatches++;
      for (const w of batch) await this.write([w]);
      return;
    }
    this.figures.batchWritten(batch.length, performance.now() - started);
  }

  private async retryingDeadlocks<T>(write: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (attempt >= DEADLOCK_RETRIES || !isDeadlock(error)) throw error;
      }
    }
  }
}

function isDeadlock(error: unknown): boolean {
  return /40P01|deadlock detected/.test(String((error as { message?: unknown })?.message ?? ''));
}
