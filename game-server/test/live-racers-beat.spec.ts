import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pino } from 'pino';
import { CLASSROOM_CAPACITY, newRacerProgress } from '@learnstar/shared';
import { ALONE_HOLD_MS, LiveRacers, racerKey } from '../src/race/live-racers.js';
import { RaceRepository } from '../src/race/race-repository.js';
import { RedisMatchStore } from '../src/store/redis-match-store.js';
import { RoomPeers } from '../src/socket/room-peers.js';
import { sleep } from './harness.js';

const RACES = 8;

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.log('live-racers-beat.spec.ts skipped: it needs a real Redis (set REDIS_URL)');

describe.skipIf(!redisUrl)('held commits of races alone on one node, in Redis', () => {
  const prefix = `beat-${randomUUID()}:`;
  // Built only when the suite runs: a skipped describe's body is still collected.
  let store: RedisMatchStore;
  let repo: RaceRepository;
  beforeAll(() => {
    store = new RedisMatchStore(redisUrl!, prefix);
    repo = new RaceRepository(store);
  });
  afterAll(async () => {
    const keys = await store.client.keys(`${prefix}*`);
    if (keys.length) await store.client.del(...keys);
    repo.onModuleDestroy();
    await store.close();
  });

  test('races whose commits came in the same moment are written at their own times, each within ALONE_HOLD_MS', async () => {
    // No Redis adapter: every room is alone on this node, so commits are held for the longer time.
    const live = new LiveRacers(repo, new RoomPeers(), pino({ enabled: false }));
    const races = Array.from({ length: RACES }, (_, i) => ({ raceId: `beat-race-${i}`, socketId: `socket-${i}` }));
    for (const { raceId, socketId } of races) {
      const record = { userId: 1, name: 'Pupil', progress: newRacerProgress(), timeline: [], removed: false };
      await repo.addRacer(raceId, record, CLASSROOM_CAPACITY);
      await repo.claimOwner(raceId, 1, socketId);
      live.written(raceId, 1, socketId, (await repo.racerRaw(raceId, 1))!, record);
    }
    const committedAt = Date.now();
    for (const { raceId, socketId } of races) {
      const held = live.held(racerKey(raceId, 1), socketId)!;
      held.record.progress.lastSeq = 1;
      live.update(held, held.record, null);
    }
    const storedAfter = new Map<string, number>();
    while (storedAfter.size < RACES && Date.now() - committedAt < ALONE_HOLD_MS + 1_000) {
      await sleep(20);
      for (const { raceId } of races) {
        if (!storedAfter.has(raceId) && (await repo.racer(raceId, 1))?.record.progress.lastSeq === 1) storedAfter.set(raceId, Date.now() - committedAt);
      }
    }
    const times = [...storedAfter.values()];
    expect(times).toHaveLength(RACES);
    expect(Math.max(...times)).toBeLessThan(ALONE_HOLD_MS + 500);
    // Eight random beats in 3 s all within 300 ms of each other: about one chance in a million.
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(300);
  }, 10_000);
});
