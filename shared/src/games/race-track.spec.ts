import { describe, expect, test } from 'vitest';
import { applyCommit, correctPrefix, hareFinishMs, harePosition } from './race-track.js';

const target = [...'小兔子跑得快'];

describe('race track positions', () => {
  test('a commit replaces what was typed from its start and never runs past the target', () => {
    expect(applyCommit([...'小兔'], 1, '免子跑', 6)).toEqual([...'小免子跑']);
    expect(applyCommit([...'小兔子跑得'], 5, '快了吧', 6)).toEqual(target);
    expect(correctPrefix([...'小免子跑'], target)).toBe(1);
  });

  test('the hare runs at its cpm, sleeps once at napAtChar, and crosses the line at hareFinishMs', () => {
    const hare = { cpm: 60, napAtChar: 2, napMs: 5_000 };
    expect(harePosition(hare, 6, 1_500)).toEqual({ chars: 1.5, napping: false });
    expect(harePosition(hare, 6, 2_000)).toEqual({ chars: 2, napping: true });
    expect(harePosition(hare, 6, 6_999)).toEqual({ chars: 2, napping: true });
    expect(harePosition(hare, 6, 8_000)).toEqual({ chars: 3, napping: false });
    expect(hareFinishMs(hare, 6)).toBe(11_000);
    expect(harePosition(hare, 6, 11_000)).toEqual({ chars: 6, napping: false });
  });
});
