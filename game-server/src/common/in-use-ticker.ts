/**
 * The keys looked at since the last tick, handed over together every `everyMs`. A cache that
 * refreshes what is in use on one timer sends its reads in one tick, so they leave as one Redis
 * pipeline (or one command), where refreshing each key whenever a caller found it stale was a round
 * trip per key: at 25 races, about 140 of them a second. Callers that look a key up on every commit
 * keep a flag of their own and call `use` only when it flips (the tick hands the key back).
 */
export class InUseTicker {
  private readonly inUse = new Set<string>();
  private readonly timer: NodeJS.Timeout;

  constructor(everyMs: number, private readonly tick: (keys: string[]) => void) {
    this.timer = setInterval(() => this.handOver(), everyMs).unref();
  }

  /** `key` was looked at: it goes to the next tick. */
  use(key: string): void {
    this.inUse.add(key);
  }

  close(): void {
    clearInterval(this.timer);
  }

  private handOver(): void {
    if (!this.inUse.size) return;
    const keys = [...this.inUse];
    this.inUse.clear();
    this.tick(keys);
  }
}
