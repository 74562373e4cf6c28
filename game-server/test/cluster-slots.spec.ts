import { describe, expect, test } from 'vitest';
import { raceKeys } from '../src/race/race-keys.js';
import { SlotCheckedMemoryStore, slotOf } from './cluster-slots.js';

describe('race keys on a Redis Cluster', () => {
  test('the slot function is Redis Cluster’s (CLUSTER KEYSLOT values from the Redis docs)', () => {
    expect(slotOf('somekey')).toBe(11058);
    expect(slotOf('{user1000}.following')).toBe(slotOf('{user1000}.followers'));
  });

  test('every store key of one race hashes to one slot, and races spread over many slots', () => {
    const raceIds = Array.from({ length: 200 }, (_, i) => `m-${i}-${(i * 7919).toString(36)}`);
    for (const id of raceIds) {
      const keys = [raceKeys.meta(id), raceKeys.racers(id), raceKeys.owners(id), raceKeys.createLock(id), raceKeys.broadcastTick(id), raceKeys.stepLock(id)];
      expect(new Set(keys.map(slotOf)).size, id).toBe(1);
      // The match store prefixes every key (MATCH_STORE_PREFIX): the tag still decides the slot.
      expect(new Set(keys.map((k) => slotOf(`ls:${k}`))).size, id).toBe(1);
    }
    expect(new Set(raceIds.map((id) => slotOf(raceKeys.meta(id)))).size).toBeGreaterThan(150);
  });

  test('a guarded write across two slots is refused as a cluster would refuse it, and the race keys’ is not', async () => {
    const store = new SlotCheckedMemoryStore();
    const guard = (key: string) => ({ key, field: '7', value: 'socket-a' });
    // The names before the hash tag: racers and owners of one race in different slots.
    await expect(store.hcompareAndSetGuarded(guard('race:r1:owners'), 'race:r1:racers', '7', null, 'v')).rejects.toThrow(/CROSSSLOT/);
    await expect(store.hcompareAndSetGuardedMany('race:r1:owners', 'race:r1:racers', [])).rejects.toThrow(/CROSSSLOT/);
    await store.hset(raceKeys.owners('r1'), { '7': 'socket-a' });
    expect(await store.hcompareAndSetGuarded(guard(raceKeys.owners('r1')), raceKeys.racers('r1'), '7', null, 'v')).toBe('set');
    await store.close();
  });
});
