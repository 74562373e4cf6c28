import { createHash } from 'node:crypto';

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

/** What `haddWithin` did: added the field, found it there already, or found the hash full. */
export type BoundedAddResult = 'added' | 'exists' | 'full';

/** One write of `hcompareAndSetGuardedMany`: field `field` of the hash, guarded by the same field of the guard hash. */
export interface GuardedWrite {
  field: string;
  /** What the guard hash's `field` must hold. */
  guardValue: string;
  /** The SHA-1 (hex) of the value the field must hold (see `valueDigest`); null = absent. */
  expectedDigest: string | null;
  next: string;
}

/** The digest a writer keeps of what it wrote, instead of the value itself (racer records are kilobytes). */
export function valueDigest(value: string): string {
  return createHash('sha1').update(value).digest('hex');
}

export interface MatchStore {
  readonly kind: 'redis' | 'memory';
  /** For the start-up log line, without credentials. */
  readonly description: string;
  /** False while the store is known to be out of reach (its client reconnecting): joins are refused at once then. */
  readonly reachable: boolean;
  ping(): Promise<boolean>;

  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Sets only when absent; the basis of locks and unique codes. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  del(...keys: string[]): Promise<void>;
  expire(key: string, ttlMs: number): Promise<void>;
  /** Adds one to a counter and answers the new count; a new counter expires `ttlMs` later (a fixed window). */
  increment(key: string, ttlMs: number): Promise<number>;

  hget(key: string, field: string): Promise<string | null>;
  hgetAll(key: string): Promise<Record<string, string>>;
  /** The hash's field names. */
  hkeys(key: string): Promise<string[]>;
  /** The values of the given fields, in order (null where absent). */
  hmget(key: string, fields: readonly string[]): Promise<(string | null)[]>;
  hset(key: string, fields: Record<string, string>, ttlMs?: number): Promise<void>;
  hdel(key: string, field: string): Promise<void>;
  /**
   * Compare-and-set of one hash field: writes `next` only if the field still holds `expected`
   * (null = absent). Atomic (a Lua script in Redis), so two nodes never both win.
   */
  hcompareAndSet(key: string, field: string, expected: string | null, next: string, ttlMs?: number): Promise<boolean>;
  /**
   * Adds a field that is absent while the hash has fewer than `limit` fields, in one atomic step:
   * of two callers racing for the last place, one gets it (a race's capacity across nodes).
   */
  haddWithin(key: string, field: string, value: string, limit: number, ttlMs?: number): Promise<BoundedAddResult>;
  /**
   * The same compare-and-set, done only while another hash field holds a given value (a racer's
   * record written only by the socket that owns it), in one atomic step: 'guard' when the guard
   * field differs, 'changed' when the field no longer holds `expected`, 'set' when written.
   */
  hcompareAndSetGuarded(guard: HashGuard, key: string, field: string, expected: string | null, next: string, ttlMs?: number): Promise<GuardedSetResult>;

  /**
   * Many guarded compare-and-sets on one hash in one atomic step (one round trip): each write is
   * judged alone, as `hcompareAndSetGuarded` would with the value whose digest is given, and the
   * results come back in order.
   */
  hcompareAndSetGuardedMany(guardKey: string, key: string, writes: readonly GuardedWrite[], ttlMs?: number): Promise<GuardedSetResult[]>;

  zadd(key: string, score: number, member: string): Promise<void>;
  /** Members with score ≤ max, lowest first. */
  zrangeUpTo(key: string, max: number, limit: number): Promise<string[]>;
  zrem(key: string, member: string): Promise<void>;

  close(): Promise<void>;
}
