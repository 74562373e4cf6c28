import { afterEach, describe, expect, test, vi } from 'vitest';
import { InUseTicker, type InUse } from './in-use-ticker.js';

describe('entries in use, handed over together once per tick', () => {
  afterEach(() => vi.useRealTimers());

  test('each tick gets the entries used since the one before, each key once with its newest entry, and nothing when none was used', () => {
    vi.useFakeTimers();
    const ticks: string[][] = [];
    const ticker = new InUseTicker<InUse & { name: string }>(200, (waiting) => ticks.push(waiting.map(([key, entry]) => `${key}=${entry.name}`)));
    const a = { name: 'a1' };
    const b = { name: 'b1' };
    ticker.use('race-a', a);
    ticker.use('race-b', b);
    ticker.use('race-a', a);
    expect(a.inUse).toBe(true);
    vi.advanceTimersByTime(199);
    expect(ticks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([['race-a=a1', 'race-b=b1']]);
    // Handed over: the flags are clear, so the next use waits for the next tick.
    expect([a.inUse, b.inUse]).toEqual([false, false]);
    vi.advanceTimersByTime(400);
    expect(ticks).toHaveLength(1);
    // A key's entry replaced (a fresh read): the newest one is handed over.
    ticker.use('race-b', b);
    ticker.use('race-b', { name: 'b2' });
    vi.advanceTimersByTime(200);
    expect(ticks.at(-1)).toEqual(['race-b=b2']);
    ticker.close();
    ticker.use('race-c', { name: 'c1' });
    vi.advanceTimersByTime(1_000);
    expect(ticks).toHaveLength(2);
  });
});
