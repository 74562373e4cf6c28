import { describe, expect, test } from 'vitest';
import { ALONE_HOLD_MS, nextBeat } from './live-racers.js';

describe("a race's writes when its room is on one node", () => {
  test('fall on its own beat: never more than ALONE_HOLD_MS after a commit, whenever the commit came', () => {
    const phase = 1_000_000 + 1_234;
    for (const now of [phase, phase + 1, phase + 2_999, phase + 3_000, phase + 7_777, phase - 1]) {
      const due = nextBeat(phase, now);
      expect(due).toBeGreaterThanOrEqual(now);
      expect(due - now).toBeLessThan(ALONE_HOLD_MS);
      expect((due - phase) % ALONE_HOLD_MS).toBe(0);
    }
  });

  test('races that started together write at their own phases, not all at once', () => {
    const now = 5_000_000;
    const dues = [0, 750, 1_500, 2_250].map((offset) => nextBeat(now + offset, now));
    expect(new Set(dues).size).toBe(4);
    expect(dues).toEqual([now, now + 750, now + 1_500, now + 2_250]);
  });
});
