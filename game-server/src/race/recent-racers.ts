import type { RacerRecord } from './race-records.js';

/** How long a racer's cached record survives without a commit (a reload or a finished race). */
const IDLE_MS = 30_000;

/** A racer record as this node last wrote it: the stored JSON and the object it was made from. */
export interface RecentRacer {
  raw: string;
  /** Never mutated: every commit builds a new record from it. */
  record: RacerRecord;
}

/**
 * The racer records this node wrote last, as stored and as objects. The next commit of the same
 * racer uses the raw JSON as the compare-and-set's expected value instead of reading it back (one
 * store round trip per commit instead of two) and starts from the object instead of parsing the
 * JSON again. When anything else changed the record the compare-and-set says so and the caller
 * reads it fresh, so a stale entry costs a retry, never a wrong write.
 */
export class RecentRacers {
  private readonly entries = new Map<string, RecentRacer & { at: number }>();

  get(key: string): RecentRacer | undefined {
    const entry = this.entries.get(key);
    if (entry) entry.at = Date.now();
    return entry;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, raw: string, record: RacerRecord): void {
    this.entries.set(key, { raw, record, at: Date.now() });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops entries idle for IDLE_MS; run now and then so racers who left free their memory. */
  sweep(now = Date.now()): void {
    for (const [key, entry] of this.entries) if (now - entry.at > IDLE_MS) this.entries.delete(key);
  }
}
