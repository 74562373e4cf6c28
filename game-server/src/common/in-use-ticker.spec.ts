import { afterEach, describe, expect, test, vi } from 'vitest';
import { InUseTicker } from './in-use-ticker.js';

describe('keys in use, handed over together once per tick', () => {
  afterEach(() => vi.useRealTimers());

  test('each tick gets the keys used since the one before, each once, and nothing when none was used', () => {
    vi.useFakeTimers();
    const ticks: string[][] = [];
    const ticker = new InUseTicker(200, (keys) => ticks.push(keys));
    ticker.use('race-a');
    ticker.use('race-b');
    ticker.use('race-a');
    vi.advanceTimersByTime(199);
    expect(ticks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([['race-a', 'race-b']]);
    vi.advanceTimersByTime(400);
    expect(ticks).toHaveLength(1);
    ticker.use('race-b');
    vi.advanceTimersByTime(200);
    expect(ticks).toEqual([['race-a', 'race-b'], ['race-b']]);
    ticker.close();
    ticker.use('race-c');
    vi.advanceTimersByTime(1_000);
    expect(ticks).toHaveLength(2);
  });
});
