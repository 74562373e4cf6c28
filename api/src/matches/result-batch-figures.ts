import { Injectable } from '@nestjs/common';

/** How the result writer is keeping up, for operators (GET /api/internal/metrics/race-results). */
@Injectable()
export class ResultBatchFigures {
  /** Races waiting for the next batch: a number that keeps growing means the database is the bottleneck. */
  waiting = 0;
  batches = 0;
  races = 0;
  largestBatch = 0;
  /** Batches that failed for one race's sake and were written again race by race. */
  splitBatches = 0;
  lastBatchMs = 0;
  slowestBatchMs = 0;

  batchWritten(races: number, ms: number): void {
    this.batches++;
    this.races += races;
    this.largestBatch = Math.max(this.largestBatch, races);
    this.lastBatchMs = Math.round(ms);
    this.slowestBatchMs = Math.max(this.slowestBatchMs, this.lastBatchMs);
  }
}
