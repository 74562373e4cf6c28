/**
 * Figures computed once and served to every request for a short while (a dashboard is a glance,
 * not a ledger). Requests during a computation share it, so a burst after expiry costs one set
 * of queries; a computation that fails is forgotten at once. At most `limit` keys are kept, the
 * oldest dropped first, so a cache per child or per class stays small however many there are.
 * A `version` (what the figures were computed from, cheaply read) makes an entry of another
 * version stale at once: the reader's own change shows on the next request.
 */
export class BriefCache<K, V> {
  private readonly entries = new Map<K, { until: number; version: string; value: Promise<V> }>();

  constructor(
    private readonly ms: () => number,
    private readonly limit = 1_000,
  ) {}

  get(key: K, now: number, compute: () => Promise<V>, version = ''): Promise<V> {
    const cached = this.entries.get(key);
    if (cached && cached.until > now && cached.version === version) return cached.value;
    this.entries.delete(key);
    const value = compute();
    this.entries.set(key, { until: now + this.ms(), version, value });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
