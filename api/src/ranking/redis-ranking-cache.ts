import { Redis } from 'ioredis';
import { REDIS_COMMAND_TIMEOUT_MS, reportRedisOutages } from '@learnstar/shared';
import { RANKING_CACHE_TTL_S, type CachedBoard, type RankingCache, type Scored } from './ranking-cache.js';

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

/**
 * Boards as Redis sorted sets (score = value) with a hash from user id to member for "my place".
 * Redis only caches what PostgreSQL holds, so while it is out of reach the boards are computed
 * without it (a read misses, a write is skipped) instead of failing the page; a change made
 * meanwhile whose bump was lost moves the version on once Redis is back, so no stale board is served.
 */
export class RedisRankingCache implements RankingCache {
  readonly kind = 'redis';
  private readonly redis: Redis;
  private bumpMissed = false;

  /** `namespace` keeps apart the boards of different databases sharing one Redis. */
  constructor(url: string, namespace: string, warn: (message: string) => void) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true, keyPrefix: `ls:${namespace}:`, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
    reportRedisOutages(this.redis, 'ranking cache', warn);
    this.redis.on('ready', () => {
      if (this.bumpMissed) void this.bump();
    });
  }

  /** Not while reconnecting: a command would wait for the reconnect attempts before failing. */
  private get reachable(): boolean {
    return this.redis.status === 'ready' || this.redis.status === 'wait';
  }

  async version(): Promise<string | null> {
    if (!this.reachable) return null;
    return this.redis.get('rank:version').then((version) => version ?? '0', () => null);
  }

  async bump(): Promise<void> {
    this.bumpMissed = true;
    if (!this.reachable) return;
    await this.redis.incr('rank:version').then(() => (this.bumpMissed = false), () => undefined);
  }

  async read(key: string, limit: number, userId: number | null): Promise<CachedBoard | null> {
    if (!this.reachable) return null;
    return this.readBoard(key, limit, userId).catch(() => null);
  }

  async write(key: string, rows: Scored[]): Promise<void> {
    if (!this.reachable) return;
    await this.writeBoard(key, rows).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  private async readBoard(key: string, limit: number, userId: number | null): Promise<CachedBoard | null> {
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
  private async writeBoard(key: string, rows: Scored[]): Promise<void> {
    const tx = this.redis.multi().del(key, `${key}:members`, `${key}:built`);
    if (rows.length) {
      tx.zadd(key, ...rows.flatMap((r) => [r.value, member(r)]));
      tx.hset(`${key}:members`, Object.fromEntries(rows.map((r) => [String(r.userId), member(r)])));
      tx.expire(key, RANKING_CACHE_TTL_S).expire(`${key}:members`, RANKING_CACHE_TTL_S);
    }
    await tx.set(`${key}:built`, '1', 'EX', RANKING_CACHE_TTL_S).exec();
  }
}
