import { describe, expect, it } from 'vitest';
import type { TimedAnswer } from './answer-timing.js';
import type { WriteItem } from './schemas.js';
import { judgeGameLog } from './session-rule.js';
import type { CharacterStrokes, DrawnPoint, StrokePoint } from './stroke-matcher.js';
import { DA, REN, drawn } from './write-fixtures.spec-helper.js';
import { sessionAnswers, skillOf } from '../learning/memory-answers.js';
import { WRITE_STROKE_AFTER_MISS_SCORE, WRITE_STROKE_SCORE, WRITE_TRACED_STROKE_SCORE } from './write-scoring.js';

const item = (id: string, word: string, strokes: CharacterStrokes): WriteItem => ({ id, answer: word, word, pinyin: '', meaning: '', strokes });
const items = [item('i0', '人', REN), item('i1', '大', DA)];
const timing = { elapsedMs: 600_000, late: false };

/** A log as the page sends it: each stroke drawn 600 ms after the one before. */
function log(strokes: [string, string, DrawnPoint[] | ((startMs: number) => DrawnPoint[])][]): TimedAnswer[] {
  let at = 2_000;
  return strokes.map(([itemId, input, points]) => {
    const drawnPoints = typeof points === 'function' ? points(at) : points;
    at = drawnPoints[drawnPoints.length - 1][2] + 600;
    return { itemId, input, atMs: drawnPoints[drawnPoints.length - 1][2], points: drawnPoints };
  });
}
const along = (median: readonly StrokePoint[], seed: string) => (start: number) => drawn(median, 40, seed, start);
const honest = (id: string, character: CharacterStrokes, step: string) => character.medians.map((m, i) => [id, step, along(m, `${id}${step}${i}`)] as [string, string, (s: number) => DrawnPoint[]]);

describe('judgeGameLog for write', () => {
  it('scores strokes traced and written from memory, the characters written whole as right', () => {
    const answers = log([...honest('i0', REN, 'trace'), ...honest('i0', REN, 'write'), ...honest('i1', DA, 'trace'), ...honest('i1', DA, 'write')]);
    const judged = judgeGameLog('write', { items }, answers, 'finished', timing);
    expect(judged).toEqual({ outcome: { score: 5 * (WRITE_STROKE_SCORE + WRITE_TRACED_STROKE_SCORE), correct: 2, answered: 2, missed: [] } });
  });

  it('scores less for a stroke missed first, and lists its character to practise', () => {
    const reversed = (start: number) => drawn([...REN.medians[0]].reverse(), 20, 'rev', start);
    const answers = log([['i0', 'write', reversed], ...honest('i0', REN, 'write')]);
    const judged = judgeGameLog('write', { items }, answers, 'finished', timing);
    expect(judged).toMatchObject({ outcome: { score: WRITE_STROKE_AFTER_MISS_SCORE + WRITE_STROKE_SCORE, correct: 1, missed: [{ word: '人' }] } });
  });

  it('gives nothing for an "all right" log of strokes that are not the character', () => {
    const line = (start: number): DrawnPoint[] => Array.from({ length: 10 }, (_, i) => [100 + i * 20, 900, start + i * 30]);
    const answers = log(Array.from({ length: 5 }, (_, i) => [i < 2 ? 'i0' : 'i1', 'write', line] as [string, string, typeof line]));
    expect(judgeGameLog('write', { items }, answers, 'finished', timing)).toMatchObject({ outcome: { score: 0, correct: 0 } });
  });

  it('refuses strokes with no points, drawn in no time, or all at once', () => {
    const noPoints = [{ itemId: 'i0', input: 'write', atMs: 3_000 }];
    expect(judgeGameLog('write', { items }, noPoints, 'finished', timing)).toEqual({ refusal: 'gameStrokeImplausible' });
    const instant = REN.medians.map((m, i) => ({ itemId: 'i0', input: 'write', atMs: 3_000 + i * 500, points: m.map(([x, y]): DrawnPoint => [x, y, 3_000 + i * 500]) }));
    expect(judgeGameLog('write', { items }, instant, 'finished', timing)).toEqual({ refusal: 'gameStrokeImplausible' });
    const allAtOnce = log(honest('i0', REN, 'write')).map((a, i) => ({ ...a, atMs: 10 + i }));
    expect(judgeGameLog('write', { items }, allAtOnce, 'finished', timing)).toMatchObject({ refusal: expect.any(String) });
  });

  it('in a 听写 round, where no outline is shown, gives traced strokes nothing and written ones their score', () => {
    const answers = log([...honest('i0', REN, 'trace'), ...honest('i0', REN, 'write')]);
    const judged = judgeGameLog('write', { items, dictation: true }, answers, 'finished', timing);
    expect(judged).toEqual({ outcome: { score: 2 * WRITE_STROKE_SCORE, correct: 1, answered: 1, missed: [] } });
  });

  it('refuses a step it does not know', () => {
    const answers = log(honest('i0', REN, 'watch'));
    expect(judgeGameLog('write', { items }, answers, 'finished', timing)).toEqual({ refusal: 'gameStrokeImplausible' });
  });
});

describe('what Write it teaches the learning memory', () => {
  it('remembers each character written from memory as the write skill: right when no stroke was missed', () => {
    const reversed = (start: number) => drawn([...DA.medians[0]].reverse(), 20, 'rev', start);
    const answers = log([...honest('i0', REN, 'trace'), ...honest('i0', REN, 'write'), ['i1', 'write', reversed], ...honest('i1', DA, 'write')]);
    const taught = sessionAnswers('write', { items }, answers, { missed: [] });
    expect(taught.map(({ character, right, kind }) => ({ character, right, kind }))).toEqual([
      { character: '人', right: true, kind: 'written' },
      { character: '大', right: false, kind: 'written' },
    ]);
    expect(taught.every((a) => skillOf(a) === 'write')).toBe(true);
    // 人's two strokes were drawn 600 ms apart, each over 435 ms: about a second a stroke.
    expect(taught[0].ms).toBeGreaterThan(400);
    expect(taught[0].ms).toBeLessThan(1_500);
  });

  it('teaches nothing of a character only traced', () => {
    expect(sessionAnswers('write', { items }, log(honest('i0', REN, 'trace')), { missed: [] })).toEqual([]);
  });
});
