import { Redis } from 'ioredis';

/** One pupil on a board, in the order places are given. */
export interface Scored {
  userId: number;
  name: string;
  gradeCode: number | null;
  value: number;
  /** When the value was reached: the earlier one ranks higher on a tie, then the lower user id. */
  reachedAt: Date;
}

export interface CachedBoard {
  top: (Scored & { place: number })[];
  me: (Scored & { place: number }) | null;
}

/**
 * Built boards, keyed by board, grade (and week) and a data version that every write of results
 * or points moves on. A board is computed from PostgreSQL (the source of truth) when its key is
 * missing, so after a restart of the API or of Redis the boards are rebuilt, never stale.
 */
export interface RankingCache {
  readonly kind: 'redis' | 'memory';
  version(): Promise<string>;
  /** Called after a write that changes rankings has committed. */
  bump(): Promise<void>;
  read(key: string, limit: number, userId: number | null): Promise<CachedBoard | null>;
  write(key: string, rows: Scored[]): Promise<void>;
  close(): Promise<void>;
}

export const RANKING_CACHE = Symbol('RANKING_CACHE');
/** Built boards expire anyway, so a bump lost in a crash heals itself. */
export const RANKING_CACHE_TTL_S = 600;

const MAX_TIME = 9_999_999_999_999;
const MAX_ID = 9_999_999_999;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Sorted-set member: equal values are ordered by the member in reverse, so the member encodes
 * "earlier first, then lower id first" as larger strings, followed by what the row shows.
 */
function member(row: Scored): string {
  return `${pad(MAX_TIME - row.reachedAt.getTime(), 13)}:${pad(MAX_ID - row.userId, 10)}:${row.userId}:${row.gradeCode ?? ''}:${row.name}`;
}

function parse(value: string, score: string, place: number): Scored & { place: number } {
  const [inverseTime, , userId, gradeCode, ...name] = value.split(':');
  return { place, userId: Number(userId), gradeCode: gradeCode === '' ? null : Number(gradeCode), name: name.join(':'), value: Number(score), reachedAt: new Date(MAX_TIME - Number(inverseTime)) };
}

/** Boards as Redis sorted sets (score = value) with a hash from user id to member for "my place". */
export class RedisRankingCache implements RankingCache {
  readonly kind = 'redis';
  private readonly redis: Redis;

  /** `namespace` keeps apart the boards of different databases sharing one Redis. */
  constructor(url: string, namespace: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true, keyPrefix: `ls:${namespace}:` });
  }

  async version(): Promise<string> {
    return (await this.redis.get('rank:version')) ?? '0';
  }

  async bump(): Promise<void> {
    await this.redis.incr('rank:version');
  }

  async read(key: string, limit: number, userId: number | null): Promise<CachedBoard | null> {
    const [[, exists], [, top], [, mine]] = (await this.redis
      .multi()
      .exists(`${key}:built`)
      .zrevrange(key, 0, limit - 1, 'WITHSCORES')
      .hget(`${key}:members`, String(userId ?? 0))
      .exec()) as [unknown, unknown][];
    if (!exists) return null;
    const flat = top as string[];
    const rows = [];
    for (let i = 0; i < flat.length; i += 2) rows.push(parse(flat[i], flat[i + 1], i / 2 + 1));
    let me = null;
    if (typeof mine === 'string') {
      const [rank, score] = await Promise.all([this.redis.zrevrank(key, mine), this.redis.zscore(key, mine)]);
      if (rank !== null && score !== null) me = parse(mine, score, rank + 1);
    }
    return { top: rows, me };
  }

  /** Replaces a board in one MULTI, so a reader sees the old board or the whole new one. */
  async write(key: string, rows: Scored[]): Promise<void> {
    const tx = this.redis.multi().del(key, `${key}:members`, `${key}:built`);
    if (rows.length) {
      tx.zadd(key, ...rows.flatMap((r) => [r.value, member(r)]));
      tx.hset(`${key}:members`, Object.fromEntries(rows.map((r) => [String(r.userId), member(r)])));
      tx.expire(key, RANKING_CACHE_TTL_S).expire(`${key}:members`, RANKING_CACHE_TTL_S);
    }
    await tx.set(`${key}:built`, '1', 'EX', RANKING_CACHE_TTL_S).exec();
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

/** The embedded default: the same boards in process memory. */
export class MemoryRankingCache implements RankingCache {
  readonly kind = 'memory';
  private counter = 0;
  private readonly boards = new Map<string, { rows: Scored[]; expiresAt: number }>();

  async version(): Promise<string> {
    return String(this.counter);
  }

  async bump(): Promise<void> {
    this.counter++;
    this.boards.clear();
  }

  async read(key: string, limit: number, userId: number | null): Promise<CachedBoard | null> {
    const board = this.boards.get(key);
    if (!board || board.expiresAt < Date.now()) return null;
    const placed = board.rows.map((r, i) => ({ ...r, place: i + 1 }));
    return { top: placed.slice(0, limit), me: placed.find((r) => r.userId === userId) ?? null };
  }

  async write(key: string, rows: Scored[]): Promise<void> {
    this.boards.set(key, { rows, expiresAt: Date.now() + RANKING_CACHE_TTL_S * 1000 });
  }

  async close(): Promise<void> {}
}
