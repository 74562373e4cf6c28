/** How long a racer's cached record survives without a commit (a reload or a finished race). */
const IDLE_MS = 30_000;

/**
 * The racer records this node wrote last, as stored. The next commit of the same racer uses it as
 * the compare-and-set's expected value instead of reading it back: one store round trip per commit
 * instead of two. When anything else changed the record the compare-and-set says so and the caller
 * reads it fresh, so a stale entry costs a retry, never a wrong write.
 */
export class RecentRacers {
  private readonly entries = new Map<string, { raw: string; at: number }>();

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (entry) entry.at = Date.now();
    return entry?.raw;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, raw: string): void {
    this.entries.set(key, { raw, at: Date.now() });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops entries idle for IDLE_MS; run now and then so racers who left free their memory. */
  sweep(now = Date.now()): void {
    for (const [key, entry] of this.entries) if (now - entry.at > IDLE_MS) this.entries.delete(key);
  }
}
