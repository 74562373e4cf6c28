/**
 * Where live race state lives. Redis in production, so any match-server node can serve any racer;
 * an in-process map as the embedded default. Both pass the same contract tests.
 * Values are strings (JSON where structured); every key a race writes carries a TTL.
 */
export interface HashGuard {
  key: string;
  field: string;
  value: string;
}

export type GuardedSetResult = 'set' | 'changed' | 'guard';

export interface MatchStore {
  readonly kind: 'redis' | 'memory';
  /** For the start-up log line, without credentials. */
  readonly description: string;
  ping(): Promise<boolean>;

  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Sets only when absent; the basis of locks and unique codes. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  del(...keys: string[]): Promise<void>;
  expire(key: string, ttlMs: number): Promise<void>;

  hget(key: string, field: string): Promise<string | null>;
  hgetAll(key: string): Promise<Record<string, string>>;
  hset(key: string, fields: Record<string, string>, ttlMs?: number): Promise<void>;
  hdel(key: string, field: string): Promise<void>;
  /**
   * Compare-and-set of one hash field: writes `next` only if the field still holds `expected`
   * (null = absent). Atomic (a Lua script in Redis), so two nodes never both win.
   */
  hcompareAndSet(key: string, field: string, expected: string | null, next: string, ttlMs?: number): Promise<boolean>;
  /**
   * The same compare-and-set, done only while another hash field holds a given value (a racer's
   * record written only by the socket that owns it), in one atomic step: 'guard' when the guard
   * field differs, 'changed' when the field no longer holds `expected`, 'set' when written.
   */
  hcompareAndSetGuarded(guard: HashGuard, key: string, field: string, expected: string | null, next: string, ttlMs?: number): Promise<GuardedSetResult>;

  zadd(key: string, score: number, member: string): Promise<void>;
  /** Members with score ≤ max, lowest first. */
  zrangeUpTo(key: string, max: number, limit: number): Promise<string[]>;
  zrem(key: string, member: string): Promise<void>;

  close(): Promise<void>;
}
