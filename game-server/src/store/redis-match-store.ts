import { Cluster, Redis } from 'ioredis';
import { REDIS_COMMAND_TIMEOUT_MS } from '@learnstar/shared';
import type { BoundedAddResult, GuardedSetResult, GuardedWrite, HashGuard, MatchStore } from './match-store.js';

/** Compare-and-set of a hash field in one round trip; Redis runs the script atomically. */
const HASH_CAS = `
local current = redis.call('HGET', KEYS[1], ARGV[1])
if (ARGV[2] == '' and current == false) or current == ARGV[3] then
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[4])
  if tonumber(ARGV[5]) > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[5]) end
  return 1
end
return 0`;

/** HASH_CAS behind a guard: KEYS[2]'s field ARGV[6] must hold ARGV[7], else -1. */
const GUARDED_HASH_CAS = `
if redis.call('HGET', KEYS[2], ARGV[6]) ~= ARGV[7] then return -1 end
${HASH_CAS}`;

/**
 * GUARDED_HASH_CAS for many fields of KEYS[1] at once, each guarded by the same field of KEYS[2].
 * ARGV[1] is the TTL, then five per write: field, guard value, a flag ('' = expected absent),
 * the SHA-1 (hex) of the expected value, next.
 * Returns 1 (set), 0 (changed) or -1 (guard) per write.
 */
const GUARDED_HASH_CAS_MANY = `
local results = {}
local wrote = false
for i = 2, #ARGV, 5 do
  local field = ARGV[i]
  if redis.call('HGET', KEYS[2], field) ~= ARGV[i + 1] then
    results[#results + 1] = -1
  else
    local current = redis.call('HGET', KEYS[1], field)
    if (ARGV[i + 2] == '' and current == false) or (current ~= false and redis.sha1hex(current) == ARGV[i + 3]) then
      redis.call('HSET', KEYS[1], field, ARGV[i + 4])
      wrote = true
      results[#results + 1] = 1
    else
      results[#results + 1] = 0
    end
  end
end
if wrote and tonumber(ARGV[1]) > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return results`;

/** Adds field ARGV[1] = ARGV[2] unless it is there (0) or the hash has ARGV[3] fields already (-1). */
const HASH_ADD_WITHIN = `
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then return 0 end
if redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[3]) then return -1 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
if tonumber(ARGV[4]) > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[4]) end
return 1`;

type ScriptCall = (...args: string[]) => Promise<number>;

/** A Redis Cluster's seed nodes (`REDIS_CLUSTER_NODES`); the client finds the rest. */
export type ClusterSeeds = { host: string; port: number }[];

/**
 * While Redis is away a command fails after two reconnect attempts, so a race event is answered
 * 'serviceUnavailable' with its retry hint at once. ioredis' own backoff grows to 2 s a try, and a
 * commit sent a few seconds into an outage waited about 25 s for its refusal (redis-outage.spec);
 * capped at 500 ms it is refused within a second, and Redis is found again within half a second.
 * A Redis that keeps the connection but stops answering fails each command after its timeout.
 */
const FAIL_FAST = { maxRetriesPerRequest: 2, retryStrategy: (times: number) => Math.min(times * 50, 500), commandTimeout: REDIS_COMMAND_TIMEOUT_MS };

/**
 * The match store in Redis: one server (REDIS_URL) or a Redis Cluster (REDIS_CLUSTER_NODES). On a
 * cluster every multi-key script gets keys of one slot: a race's keys share its `{raceId}` hash tag
 * (race-keys.ts).
 */
export class RedisMatchStore implements MatchStore {
  readonly kind = 'redis' as const;
  readonly description: string;
  readonly client: Redis | Cluster;

  constructor(target: string | ClusterSeeds, readonly prefix = 'ls:') {
    this.client = typeof target === 'string' ? new Redis(target, { ...FAIL_FAST, enableAutoPipelining: true }) : new Cluster(target, { redisOptions: FAIL_FAST, enableAutoPipelining: true });
    // defineCommand sends the script once and then calls it by its SHA (EVALSHA) on every commit.
    this.client.defineCommand('hashCas', { numberOfKeys: 1, lua: HASH_CAS });
    this.client.defineCommand('guardedHashCas', { numberOfKeys: 2, lua: GUARDED_HASH_CAS });
    this.client.defineCommand('hashAddWithin', { numberOfKeys: 1, lua: HASH_ADD_WITHIN });
    this.client.defineCommand('guardedHashCasMany', { numberOfKeys: 2, lua: GUARDED_HASH_CAS_MANY });
    this.description = typeof target === 'string' ? describeUrl(target) : `redis cluster ${target.map((n) => `${n.host}:${n.port}`).join(',')}`;
  }

  private k(key: string): string {
    return this.prefix + key;
  }

  get reachable(): boolean {
    return this.client.status === 'ready';
  }

  /** Not sent while reconnecting: it would wait for the reconnect attempts before failing. */
  async ping(): Promise<boolean> {
    if (!this.reachable) return false;
    try {
      return (await this.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  get(key: string): Promise<string | null> {
    return this.client.get(this.k(key));
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    if (ttlMs !== undefined) await this.client.set(this.k(key), value, 'PX', ttlMs);
    else await this.client.set(this.k(key), value);
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return (await this.client.set(this.k(key), value, 'PX', ttlMs, 'NX')) === 'OK';
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const k = this.k(key);
    const answers = await this.client.multi().incr(k).pexpire(k, ttlMs, 'NX').exec();
    const [error, count] = answers?.[0] ?? [new Error('increment: no answer'), 0];
    if (error) throw error;
    return Number(count);
  }

  async del(...keys: string[]): Promise<void> {
    if (keys.length) await this.client.del(...keys.map((k) => this.k(k)));
  }

  async expire(key: string, ttlMs: number): Promise<void> {
    await this.client.pexpire(this.k(key), ttlMs);
  }

  hget(key: string, field: string): Promise<string | null> {
    return this.client.hget(this.k(key), field);
  }

  hgetAll(key: string): Promise<Record<string, string>> {
    return this.client.hgetall(this.k(key));
  }

  hkeys(key: string): Promise<string[]> {
    return this.client.hkeys(this.k(key));
  }

  async hmget(key: string, fields: readonly string[]): Promise<(string | null)[]> {
    return fields.length ? this.client.hmget(this.k(key), ...fields) : [];
  }

  async hset(key: string, fields: Record<string, string>, ttlMs?: number): Promise<void> {
    const multi = this.client.multi().hset(this.k(key), fields);
    if (ttlMs !== undefined) multi.pexpire(this.k(key), ttlMs);
    await multi.exec();
  }

  async hdel(key: string, field: string): Promise<void> {
    await this.client.hdel(this.k(key), field);
  }

  async hcompareAndSet(key: string, field: string, expected: string | null, next: string, ttlMs = 0): Promise<boolean> {
    const result = await this.runScript('hashCas', this.k(key), field, expected === null ? '' : 'x', expected ?? '', next, String(ttlMs));
    return result === 1;
  }

  async haddWithin(key: string, field: string, value: string, limit: number, ttlMs = 0): Promise<BoundedAddResult> {
    const result = await this.runScript('hashAddWithin', this.k(key), field, value, String(limit), String(ttlMs));
    return result === 1 ? 'added' : result === 0 ? 'exists' : 'full';
  }

  async hcompareAndSetGuarded(guard: HashGuard, key: string, field: string, expected: string | null, next: string, ttlMs = 0): Promise<GuardedSetResult> {
    const result = await this.runScript('guardedHashCas', this.k(key), this.k(guard.key), field, expected === null ? '' : 'x', expected ?? '', next, String(ttlMs), guard.field, guard.value);
    return result === 1 ? 'set' : result === 0 ? 'changed' : 'guard';
  }

  async hcompareAndSetGuardedMany(guardKey: string, key: string, writes: readonly GuardedWrite[], ttlMs = 0): Promise<GuardedSetResult[]> {
    if (!writes.length) return [];
    const args: (string | Buffer)[] = [String(ttlMs)];
    // The records as bytes: ioredis then builds the command (and the pipeline it joins) as one
    // Buffer outside the JS heap. As strings it concatenated them into one string of the whole
    // race, which outlived scavenges: in the race bench these writes were the largest share of
    // what the match server kept past a scavenge, and as bytes what it promotes per scavenge fell
    // from 700 to 490 KB.
    for (const w of writes) args.push(w.field, w.guardValue, w.expectedDigest === null ? '' : 'x', w.expectedDigest ?? '', Buffer.from(w.next));
    const script = (this.client as unknown as Record<'guardedHashCasMany', (...a: (string | Buffer)[]) => Promise<number[]>>).guardedHashCasMany;
    const results = await script.call(this.client, this.k(key), this.k(guardKey), ...args);
    return results.map((r) => (r === 1 ? 'set' : r === 0 ? 'changed' : 'guard'));
  }

  /** Calls a script defined in the constructor (ioredis adds it as a method, by SHA). */
  private runScript(name: 'hashCas' | 'guardedHashCas' | 'hashAddWithin', ...args: string[]): Promise<number> {
    return (this.client as unknown as Record<typeof name, ScriptCall>)[name](...args);
  }

  async zadd(key: string, score: number, member: string): Promise<void> {
    await this.client.zadd(this.k(key), score, member);
  }

  zrangeUpTo(key: string, max: number, limit: number): Promise<string[]> {
    return this.client.zrangebyscore(this.k(key), '-inf', max, 'LIMIT', 0, limit);
  }

  async zrem(key: string, member: string): Promise<void> {
    await this.client.zrem(this.k(key), member);
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}

function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `redis ${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}
