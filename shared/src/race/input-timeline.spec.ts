import { describe, expect, it } from 'vitest';
import { applyInput, newRacerProgress, type RacerProgress } from './racer-progress.js';
import { InputTimeline, MAX_VISIBILITY_CHANGES, applyVisibility, parseHiddenSpans, parseInputTimeline } from './input-timeline.js';

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

describe('the timeline the match server holds (InputTimeline)', () => {
  it('is stored as the same text, after the text the record was read with', () => {
    const timeline = new InputTimeline('1a+2,2b-1');
    timeline.add(36 * 17 + 31, 3);
    timeline.add(2_000, -2);
    timeline.addVisibility(2_001, true);
    timeline.addVisibility(2_002, false);
    expect(String(timeline)).toBe('1a+2,2b-1,hv+3,1jk-2,1jlH,1jmV');
    expect(JSON.parse(JSON.stringify({ inputs: timeline }))).toEqual({ inputs: '1a+2,2b-1,hv+3,1jk-2,1jlH,1jmV' });
    expect(String(new InputTimeline())).toBe('');
  });

  it('grows past its first array and keeps every entry in order', () => {
    const timeline = new InputTimeline();
    for (let i = 0; i < 500; i++) timeline.add(i * 300, (i % 3) + 1);
    const read = parseInputTimeline(timeline);
    expect(read).toHaveLength(500);
    expect(read[499]).toEqual([499 * 300, 2]);
  });

  it('is changed in place by a commit folded in, while a copied progress keeps its own', () => {
    let progress = type(newRacerProgress(), 2_000, 1, '我们');
    expect(progress.inputs).toBeInstanceOf(InputTimeline);
    const before = String(progress.inputs);
    const hidden = applyVisibility(progress, true, 3_000, race);
    expect(String(progress.inputs)).toBe(before);
    progress = type(hidden, 4_000, 2, '在');
    expect(String(hidden.inputs)).toBe(`${before},1jkH`);
    expect(String(progress.inputs)).toBe(`${before},1jkH,2bc+1`);
  });
});
