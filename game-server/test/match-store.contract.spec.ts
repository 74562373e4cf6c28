import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import { valueDigest, type MatchStore } from '../src/store/match-store.js';
import { MemoryMatchStore } from '../src/store/memory-match-store.js';
import { RedisMatchStore } from '../src/store/redis-match-store.js';
import { loadGameConfig } from '../src/config/game-config.js';
import { Cluster } from 'ioredis';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The same assertions against both stores: Redis when REDIS_URL is set (CI), memory always. */
const stores: [string, () => MatchStore][] = [['memory', () => new MemoryMatchStore()]];
if (process.env.REDIS_URL) stores.push(['redis', () => new RedisMatchStore(process.env.REDIS_URL!, `test:${randomUUID()}:`)]);
// A local Redis Cluster (see BENCHMARKS/ARCHITECTURE: three `--cluster-enabled yes` servers) proves the scripts' keys share a slot.
const clusterSeeds = loadGameConfig(process.env).redisClusterNodes;
if (clusterSeeds) stores.push(['redis cluster', () => new RedisMatchStore(clusterSeeds, `test:${randomUUID()}:`)]);

describe.each(stores)('MatchStore contract: %s', (_name, make) => {
  const store = make();
  afterAll(async () => {
    if (store instanceof RedisMatchStore) {
      const servers = store.client instanceof Cluster ? store.client.nodes('master') : [store.client];
      for (const server of servers) for (const key of await server.keys(`${store.prefix}*`)) await server.del(key);
    }
    await store.close();
  });

  test('answers ping', async () => {
    expect(await store.ping()).toBe(true);
  });

  test('strings: set, get, delete, and expiry', async () => {
    await store.set('a', '1');
    expect(await store.get('a')).toBe('1');
    await store.set('short', 'x', 50);
    await sleep(80);
    expect(await store.get('short')).toBeNull();
    await store.del('a');
    expect(await store.get('a')).toBeNull();
  });

  test('setIfAbsent lets exactly one of many concurrent callers win', async () => {
    const wins = await Promise.all(Array.from({ length: 10 }, (_, i) => store.setIfAbsent('lock', String(i), 1_000)));
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  test('counters: each increment answers the new count, and the window runs from the first', async () => {
    // A window long enough for a busy CI machine (an 80 ms one closed before the sixth increment).
    const windowMs = 1_000;
    const first = Date.now();
    expect(await Promise.all(Array.from({ length: 5 }, () => store.increment('counter', windowMs)))).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
    await sleep(200);
    expect(await store.increment('counter', windowMs)).toBe(6);
    await sleep(first + windowMs + 100 - Date.now());
    expect(await store.increment('counter', windowMs)).toBe(1);
  });

  test('hashes: set several fields, read one or all, delete one, expire the key', async () => {
    await store.hset('race', { state: 'registered', text: '我们' }, 60_000);
    await store.hset('race', { state: 'inProgress' });
    expect(await store.hget('race', 'state')).toBe('inProgress');
    expect(await store.hgetAll('race')).toEqual({ state: 'inProgress', text: '我们' });
    expect((await store.hkeys('race')).sort()).toEqual(['state', 'text']);
    expect(await store.hmget('race', ['text', 'absent', 'state'])).toEqual(['我们', null, 'inProgress']);
    expect(await store.hmget('race', [])).toEqual([]);
    expect(await store.hkeys('no-such-hash')).toEqual([]);
    await store.hdel('race', 'text');
    expect(await store.hgetAll('race')).toEqual({ state: 'inProgress' });
    await store.hset('gone', { x: '1' }, 50);
    await sleep(80);
    expect(await store.hgetAll('gone')).toEqual({});
  });

  test('compare-and-set of a hash field: only the caller holding the current value wins', async () => {
    expect(await store.hcompareAndSet('racers', '7', null, 'v1')).toBe(true);
    expect(await store.hcompareAndSet('racers', '7', null, 'v1-again')).toBe(false);
    const results = await Promise.all([store.hcompareAndSet('racers', '7', 'v1', 'v2a'), store.hcompareAndSet('racers', '7', 'v1', 'v2b')]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(['v2a', 'v2b']).toContain(await store.hget('racers', '7'));
  });

  test('bounded add: a field joins only while the hash has room, and of two racing for the last place one wins', async () => {
    expect(await store.haddWithin('{b}:seats', 'a', 'va', 2, 60_000)).toBe('added');
    expect(await store.haddWithin('{b}:seats', 'a', 'again', 2)).toBe('exists');
    expect(await store.hget('{b}:seats', 'a')).toBe('va');
    const racing = await Promise.all([store.haddWithin('{b}:seats', 'b', 'vb', 2), store.haddWithin('{b}:seats', 'c', 'vc', 2)]);
    expect(racing.sort()).toEqual(['added', 'full']);
    expect(Object.keys(await store.hgetAll('{b}:seats'))).toHaveLength(2);
    // A higher limit (places freed by removed members) lets the next one in.
    expect(await store.haddWithin('{b}:seats', 'd', 'vd', 3)).toBe('added');
    expect(await store.haddWithin('{b}:none', 'x', 'v', 0)).toBe('full');
    expect(await store.hgetAll('{b}:none')).toEqual({});
  });

  test('guarded compare-and-set: written only while the guard field holds the value, and only over the expected value', async () => {
    const guard = { key: '{r}:holders', field: '7', value: 'socket-a' };
    expect(await store.hcompareAndSetGuarded(guard, '{r}:pupils', '7', null, 'v1')).toBe('guard');
    await store.hset('{r}:holders', { '7': 'socket-a' });
    expect(await store.hcompareAndSetGuarded(guard, '{r}:pupils', '7', null, 'v1', 60_000)).toBe('set');
    expect(await store.hcompareAndSetGuarded(guard, '{r}:pupils', '7', 'stale', 'v2')).toBe('changed');
    await store.hset('{r}:holders', { '7': 'socket-b' });
    expect(await store.hcompareAndSetGuarded(guard, '{r}:pupils', '7', 'v1', 'v2')).toBe('guard');
    expect(await store.hget('{r}:pupils', '7')).toBe('v1');
    expect(await store.hcompareAndSetGuarded({ ...guard, value: 'socket-b' }, '{r}:pupils', '7', 'v1', 'v2')).toBe('set');
    expect(await store.hget('{r}:pupils', '7')).toBe('v2');
  });

  test('many guarded compare-and-sets in one step are judged one by one', async () => {
    await store.hset('{r}:owners', { '1': 'sock-1', '2': 'sock-2', '3': 'sock-3' });
    await store.hset('{r}:records', { '2': 'r2', '3': 'r3' });
    const results = await store.hcompareAndSetGuardedMany(
      '{r}:owners',
      '{r}:records',
      [
        { field: '1', guardValue: 'sock-1', expectedDigest: null, next: 'r1-new' },
        { field: '2', guardValue: 'sock-2', expectedDigest: valueDigest('stale'), next: 'r2-new' },
        { field: '3', guardValue: 'someone-else', expectedDigest: valueDigest('r3'), next: 'r3-new' },
        { field: '4', guardValue: 'sock-4', expectedDigest: null, next: 'r4-new' },
      ],
      60_000,
    );
    expect(results).toEqual(['set', 'changed', 'guard', 'guard']);
    expect(await store.hgetAll('{r}:records')).toEqual({ '1': 'r1-new', '2': 'r2', '3': 'r3' });
    expect(await store.hcompareAndSetGuardedMany('{r}:owners', '{r}:records', [{ field: '2', guardValue: 'sock-2', expectedDigest: null, next: 'r2-new' }])).toEqual(['changed']);
    expect(await store.hcompareAndSetGuardedMany('{r}:owners', '{r}:records', [{ field: '1', guardValue: 'sock-1', expectedDigest: valueDigest('r1-new'), next: 'r1-newer' }])).toEqual(['set']);
    expect(await store.hget('{r}:records', '1')).toBe('r1-newer');
    expect(await store.hcompareAndSetGuardedMany('{r}:owners', '{r}:records', [])).toEqual([]);
    // Typed Chinese: the value is stored as written, and its digest is what the next write expects.
    const typed = JSON.stringify({ typed: '我们一起去学校', name: '林伟杰' });
    expect(await store.hcompareAndSetGuardedMany('{r}:owners', '{r}:records', [{ field: '1', guardValue: 'sock-1', expectedDigest: valueDigest('r1-newer'), next: typed }])).toEqual(['set']);
    expect(await store.hget('{r}:records', '1')).toBe(typed);
    expect(await store.hcompareAndSetGuardedMany('{r}:owners', '{r}:records', [{ field: '1', guardValue: 'sock-1', expectedDigest: valueDigest(typed), next: 'r1-last' }])).toEqual(['set']);
  });

  test('sorted sets: members due by score, lowest first, removable', async () => {
    await store.zadd('due', 300, 'c');
    await store.zadd('due', 100, 'a');
    await store.zadd('due', 200, 'b');
    expect(await store.zrangeUpTo('due', 250, 10)).toEqual(['a', 'b']);
    expect(await store.zrangeUpTo('due', 1_000, 2)).toEqual(['a', 'b']);
    await store.zrem('due', 'a');
    expect(await store.zrangeUpTo('due', 1_000, 10)).toEqual(['b', 'c']);
  });
});

test('REDIS_URL and REDIS_CLUSTER_NODES decide whether the Redis stores are under test', () => {
  expect(stores.map(([name]) => name)).toEqual(['memory', ...(process.env.REDIS_URL ? ['redis'] : []), ...(process.env.REDIS_CLUSTER_NODES ? ['redis cluster'] : [])]);
});
