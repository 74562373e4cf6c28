import { describe, expect, it, test } from 'vitest';
import { applyInput, newRacerProgress, recordRefusal, type RaceInput, type RacerProgress } from './racer-progress.js';
import { racerFigures } from './racer-figures.js';
import { MAX_IME_COMMIT_CHARS } from './constants.js';
import { parseInputTimeline } from './input-timeline.js';

const race = { text: '我们在学校学习中文', startAt: 1_000, endAt: 61_000 };

function play(inputs: [number, RaceInput][], start = newRacerProgress()) {
  let progress: RacerProgress = start;
  const refusals: string[] = [];
  for (const [at, input] of inputs) {
    const result = applyInput(progress, input, at, race);
    if (result.ok) progress = result.progress;
    else {
      refusals.push(result.reason);
      progress = recordRefusal(progress, result.reason, result.consumedSeq);
    }
  }
  return { progress, refusals };
}

const ime = (seq: number, text: string): RaceInput => ({ seq, kind: 'insert', text, mode: 'ime' });

describe('racer progress on the server', () => {
  test('IME commits of several characters are applied in order and the race finishes on the last one', () => {
    const { progress, refusals } = play([
      [2_000, ime(1, '我们')],
      [4_000, ime(2, '在学校')],
      [7_000, ime(3, '学习')],
      [13_000, ime(4, '中文')],
    ]);
    expect(refusals).toEqual([]);
    expect(progress.finishedAt).toBe(13_000);
    // 9 correct characters in 12 s → 45 CPM → 9 WPM; all keystrokes correct.
    expect(racerFigures(progress, race, 20_000)).toEqual({ position: 9, correctChars: 9, errors: 0, accuracy: 100, cpm: 45, wpm: 9, progress: 100, finished: true });
  });

  test('a wrong character counts against accuracy even after it is corrected, and is remembered by the expected character', () => {
    const { progress } = play([
      [2_000, ime(1, '我门')],
      [3_000, { seq: 2, kind: 'delete', count: 1 }],
      [4_000, ime(3, '们')],
    ]);
    const figures = racerFigures(progress, race, 7_000);
    expect(figures).toMatchObject({ position: 2, correctChars: 2, errors: 1 });
    expect(figures.accuracy).toBe(66.7);
    // 2 correct characters in 6 s → 20 CPM → 4 WPM
    expect(figures.cpm).toBe(20);
    expect(figures.wpm).toBe(4);
    expect(progress.mistakes).toEqual({ 们: 1 });
  });

  test('replays, gaps, input before the start and after the end are refused and recorded', () => {
    const { progress, refusals } = play([
      [500, ime(1, '我')],
      [2_000, ime(1, '我')],
      [2_100, ime(1, '们')],
      [2_200, ime(3, '在')],
      [61_001, ime(2, '们')],
    ]);
    expect(refusals).toEqual(['tooEarly', 'replay', 'sequenceGap', 'tooLate']);
    expect(progress.typed).toBe('我');
    expect(progress.refused).toEqual({ tooEarly: 1, replay: 1, sequenceGap: 1, tooLate: 1 });
  });

  test('a commit longer than an IME produces, and more than one key at once in pinyin mode, are refused', () => {
    const long = '我们在学校学习中文我们'.slice(0, MAX_IME_COMMIT_CHARS + 1);
    expect(play([[2_000, ime(1, long)]]).refusals).toEqual(['commitTooLong']);
    expect(play([[2_000, { seq: 1, kind: 'insert', text: 'wo', mode: 'pinyin' }]]).refusals).toEqual(['commitTooLong']);
  });

  test('sustained input faster than a human is refused; a steady 10 characters a second is not', () => {
    const bot: [number, RaceInput][] = Array.from({ length: 40 }, (_, i) => [2_000 + i * 5, { seq: i + 1, kind: 'insert', text: 'x', mode: 'pinyin' }]);
    expect(play(bot).refusals.filter((r) => r === 'tooFast').length).toBeGreaterThan(20);
    const human: [number, RaceInput][] = Array.from({ length: 40 }, (_, i) => [2_000 + i * 100, { seq: i + 1, kind: 'insert', text: 'x', mode: 'pinyin' }]);
    expect(play(human).refusals).toEqual([]);
  });
});

describe('pinyin mode with polyphones', () => {
  // 他还没来 as annotated (tā hái méi lái); 还 is also typed huan, 没 also mo.
  const pinyinRace = { text: 'ta hai mei lai', accepted: [['ta'], ['hai', 'huan'], ['mei', 'mo'], ['lai']], startAt: 1_000, endAt: 61_000 };
  const typeKeys = (keys: string, race: typeof pinyinRace | { text: string; startAt: number; endAt: number }) => {
    let progress = newRacerProgress();
    Array.from(keys).forEach((key, i) => {
      const result = applyInput(progress, { seq: i + 1, kind: 'insert', text: key, mode: 'pinyin' }, 2_000 + i * 200, race);
      if (!result.ok) throw new Error(result.reason);
      progress = result.progress;
    });
    return progress;
  };

  test('the other reading of a polyphone is right: every key correct, the race finished', () => {
    const progress = typeKeys('ta huan mo lai', pinyinRace);
    expect(progress.finishedAt).not.toBeNull();
    expect(progress.mistakes).toEqual({});
    expect(racerFigures(progress, pinyinRace, 10_000)).toMatchObject({ position: 14, correctChars: 14, errors: 0, accuracy: 100, progress: 100, finished: true });
  });

  test('a key that fits no reading is wrong, remembered by the key expected there', () => {
    const progress = typeKeys('ta hx', pinyinRace);
    expect(progress.mistakes).toEqual({ a: 1 });
    expect(racerFigures(progress, pinyinRace, 10_000)).toMatchObject({ correctChars: 4, errors: 1 });
  });

  test('without accepted keys only the text as written counts', () => {
    const progress = typeKeys('ta huan', { text: pinyinRace.text, startAt: 1_000, endAt: 61_000 });
    expect(racerFigures(progress, pinyinRace, 10_000).correctChars).toBe(7);
    expect(racerFigures(progress, { text: pinyinRace.text, startAt: 1_000, endAt: 61_000 }, 10_000).correctChars).toBe(4);
  });
});

describe('the input timeline', () => {
  it('keeps every accepted input compactly, as the server timed it, and reads back', () => {
    const race = { text: '我们在学校学习。', startAt: 1_000, endAt: 100_000 };
    let progress = newRacerProgress();
    const inputs: [number, RaceInput][] = [
      [2_500, { seq: 1, kind: 'insert', text: '我们', mode: 'ime' }],
      [4_100, { seq: 2, kind: 'insert', text: '再', mode: 'ime' }],
      [4_900, { seq: 3, kind: 'delete', count: 1 }],
      [6_000, { seq: 4, kind: 'insert', text: '在学校', mode: 'ime' }],
    ];
    for (const [at, input] of inputs) {
      const result = applyInput(progress, input, at, race);
      if (!result.ok) throw new Error(result.reason);
      progress = result.progress;
    }
    expect(parseInputTimeline(progress.inputs!)).toEqual([[1_500, 2], [3_100, 1], [3_900, -1], [5_000, 3]]);
    expect(String(progress.inputs).length).toBeLessThan(30);
  });
});
