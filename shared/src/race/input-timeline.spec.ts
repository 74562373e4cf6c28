import { describe, expect, it } from 'vitest';
import { applyInput, newRacerProgress, type RacerProgress } from './racer-progress.js';
import { MAX_VISIBILITY_CHANGES, applyVisibility, parseHiddenSpans, parseInputTimeline } from './input-timeline.js';

const race = { text: '我们在学校学习中文', startAt: 1_000, endAt: 61_000 };

function type(progress: RacerProgress, at: number, seq: number, text: string): RacerProgress {
  const result = applyInput(progress, { seq, kind: 'insert', text, mode: 'ime' }, at, race);
  if (!result.ok) throw new Error(result.reason);
  return result.progress;
}

describe('visibility on the input timeline', () => {
  it('counts characters committed while hidden and records the hidden spans', () => {
    let progress = type(newRacerProgress(), 2_000, 1, '我们');
    progress = applyVisibility(progress, true, 3_000, race);
    progress = type(progress, 4_000, 2, '在学');
    progress = type(progress, 5_000, 3, '校学');
    progress = applyVisibility(progress, false, 6_000, race);
    progress = type(progress, 7_000, 4, '习');
    expect(progress.timing!.hiddenChars).toBe(4);
    expect(parseInputTimeline(progress.inputs!)).toEqual([[1_000, 2], [3_000, 2], [4_000, 2], [6_000, 1]]);
    expect(parseHiddenSpans(progress.inputs!)).toEqual([[2_000, 5_000]]);
  });

  it('ignores repeats of the same state, reports after finishing and a flood of changes', () => {
    const hidden = applyVisibility(newRacerProgress(), true, 2_000, race);
    expect(applyVisibility(hidden, true, 2_500, race)).toBe(hidden);
    expect(applyVisibility({ ...hidden, finishedAt: 2_600 }, false, 2_700, race).hidden).toBe(true);
    let flood = newRacerProgress();
    for (let i = 0; i < MAX_VISIBILITY_CHANGES + 50; i++) flood = applyVisibility(flood, i % 2 === 0, 2_000 + i, race);
    expect(flood.visibilityChanges).toBe(MAX_VISIBILITY_CHANGES);
  });

  it('reads times whose base-36 digits are letters (h is 17, v is 31)', () => {
    let progress = applyVisibility(newRacerProgress(), true, race.startAt + 17, race);
    progress = type(progress, race.startAt + 31, 1, '我');
    progress = applyVisibility(progress, false, race.startAt + 36 * 17 + 31, race);
    expect(parseInputTimeline(progress.inputs!)).toEqual([[31, 1]]);
    expect(parseHiddenSpans(progress.inputs!)).toEqual([[17, 36 * 17 + 31]]);
  });

  it('closes a span still open at the last entry', () => {
    const progress = applyVisibility(type(newRacerProgress(), 2_000, 1, '我'), true, 9_000, race);
    expect(parseHiddenSpans(progress.inputs!)).toEqual([[8_000, 8_000]]);
  });
});
