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
});
