import { afterEach, describe, expect, test } from 'vitest';
import { MemoryMatchStore } from './memory-match-store.js';

describe('in-memory match store expiry', () => {
  let store: MemoryMatchStore | undefined;
  afterEach(async () => {
    await store?.close();
  });

  test('expired keys are dropped on a timer, without being read', async () => {
    store = new MemoryMatchStore(Date.now, 20);
    await store.set('race:1', 'x', 30);
    await store.hset('race:1:racers', { a: '1' }, 30);
    await store.set('race:2', 'kept', 60_000);
    expect(store.keyCount).toBe(3);
    await new Promise((r) => setTimeout(r, 150));
    expect(store.keyCount).toBe(1);
    expect(await store.get('race:2')).toBe('kept');
  });
});
