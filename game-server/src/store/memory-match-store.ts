import { valueDigest, type BoundedAddResult, type GuardedSetResult, type GuardedWrite, type HashGuard, type MatchStore } from './match-store.js';

type Value = { kind: 'string'; value: string } | { kind: 'hash'; value: Map<string, string> } | { kind: 'zset'; value: Map<string, number> };

/** The embedded default: one process, no Redis. Same semantics as RedisMatchStore, TTLs included. */
export class MemoryMatchStore implements MatchStore {
  readonly kind = 'memory' as const;
  readonly description = 'in-memory (embedded default, single process)';
  private readonly data = new Map<string, Value>();
  private readonly expiresAt = new Map<string, number>();

  private readonly sweeper: NodeJS.Timeout;

  /**
   * Like Redis, expired keys are also swept on a timer: a race nobody reads again (everyone
   * left) would otherwise keep its keys, and the process's memory, for ever.
   */
  constructor(
    private readonly now: () => number = Date.now,
    sweepEveryMs = 1_000,
  ) {
    this.sweeper = setInterval(() => this.sweepExpired(), sweepEveryMs);
    this.sweeper.unref();
  }

  /** Keys held, expired ones not yet swept included. */
  get keyCount(): number {
    return this.data.size;
  }

  private sweepExpired(): void {
    const now = this.now();
    for (const [key, expiry] of this.expiresAt) {
      if (expiry <= now) {
        this.data.delete(key);
        this.expiresAt.delete(key);
      }
    }
  }

  readonly reachable = true;

  async ping(): Promise<boolean> {
    return true;
  }

  private live(key: string): Value | undefined {
    const expiry = this.expiresAt.get(key);
    if (expiry !== undefined && expiry <= this.now()) {
      this.data.delete(key);
      this.expiresAt.delete(key);
    }
    return this.data.get(key);
  }

  private hash(key: string, create: boolean): Map<string, string> | undefined {
    const entry = this.live(key);
    if (entry?.kind === 'hash') return entry.value;
    if (entry) throw new Error(`WRONGTYPE ${key}`);
    if (!create) return undefined;
    const value = new Map<string, string>();
    this.data.set(key, { kind: 'hash', value });
    return value;
  }

  private zset(key: string, create: boolean): Map<string, number> | undefined {
    const entry = this.live(key);
    if (entry?.kind === 'zset') return entry.value;
    if (entry) throw new Error(`WRONGTYPE ${key}`);
    if (!create) return undefined;
    const value = new Map<string, number>();
    this.data.set(key, { kind: 'zset', value });
    return value;
  }

  private ttl(key: string, ttlMs?: number): void {
    if (ttlMs !== undefined) this.expiresAt.set(key, this.now() + ttlMs);
  }

  async get(key: string): Promise<string | null> {
    const entry = this.live(key);
    return entry?.kind === 'string' ? entry.value : null;
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    this.data.set(key, { kind: 'string', value });
    this.expiresAt.delete(key);
    this.ttl(key, ttlMs);
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false;
    await this.set(key, value, ttlMs);
    return true;
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const entry = this.live(key);
    const count = (entry?.kind === 'string' ? Number(entry.value) : 0) + 1;
    this.data.set(key, { kind: 'string', value: String(count) });
    if (!entry) this.ttl(key, ttlMs);
    return count;
  }

  async del(...keys: string[]): Promise<void> {
    for (const key of keys) {
      this.data.delete(key);
      this.expiresAt.delete(key);
    }
  }

  async expire(key: string, ttlMs: number): Promise<void> {
    if (this.live(key)) this.ttl(key, ttlMs);
  }

  async hget(key: string, field: string): Promise<string | null> {
    return this.hash(key, false)?.get(field) ?? null;
  }

  async hkeys(key: string): Promise<string[]> {
    return [...(this.hash(key, false)?.keys() ?? [])];
  }

  async hmget(key: string, fields: readonly string[]): Promise<(string | null)[]> {
    const hash = this.hash(key, false);
    return fields.map((field) => hash?.get(field) ?? null);
  }

  async hgetAll(key: string): Promise<Record<string, string>> {
    return Object.fromEntries(this.hash(key, false) ?? []);
  }

  async hset(key: string, fields: Record<string, string>, ttlMs?: number): Promise<void> {
    const hash = this.hash(key, true)!;
    for (const [field, value] of Object.entries(fields)) hash.set(field, value);
    this.ttl(key, ttlMs);
  }

  async hdel(key: string, field: string): Promise<void> {
    this.hash(key, false)?.delete(field);
  }

  async hcompareAndSet(key: string, field: string, expected: string | null, next: string, ttlMs?: number): Promise<boolean> {
    const current = this.hash(key, false)?.get(field) ?? null;
    if (current !== expected) return false;
    await this.hset(key, { [field]: next }, ttlMs);
    return true;
  }

  async haddWithin(key: string, field: string, value: string, limit: number, ttlMs?: number): Promise<BoundedAddResult> {
    const hash = this.hash(key, false);
    if (hash?.has(field)) return 'exists';
    if ((hash?.size ?? 0) >= limit) return 'full';
    await this.hset(key, { [field]: value }, ttlMs);
    return 'added';
  }

  async hcompareAndSetGuarded(guard: HashGuard, key: string, field: string, expected: string | null, next: string, ttlMs?: number): Promise<GuardedSetResult> {
    if ((this.hash(guard.key, false)?.get(guard.field) ?? null) !== guard.value) return 'guard';
    return (await this.hcompareAndSet(key, field, expected, next, ttlMs)) ? 'set' : 'changed';
  }

  async hcompareAndSetGuardedMany(guardKey: string, key: string, writes: readonly GuardedWrite[], ttlMs?: number): Promise<GuardedSetResult[]> {
    const results: GuardedSetResult[] = [];
    for (const w of writes) {
      const current = this.hash(key, false)?.get(w.field) ?? null;
      const holdsExpected = w.expectedDigest === null ? current === null : current !== null && valueDigest(current) === w.expectedDigest;
      if ((this.hash(guardKey, false)?.get(w.field) ?? null) !== w.guardValue) results.push('guard');
      else if (!holdsExpected) results.push('changed');
      else {
        await this.hset(key, { [w.field]: w.next }, ttlMs);
        results.push('set');
      }
    }
    return results;
  }

  async zadd(key: string, score: number, member: string): Promise<void> {
    this.zset(key, true)!.set(member, score);
  }

  async zrangeUpTo(key: string, max: number, limit: number): Promise<string[]> {
    const zset = this.zset(key, false);
    if (!zset) return [];
    return [...zset.entries()]
      .filter(([, score]) => score <= max)
      .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([member]) => member);
  }

  async zrem(key: string, member: string): Promise<void> {
    this.zset(key, false)?.delete(member);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.data.clear();
  }
}
