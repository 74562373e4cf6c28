import type { TimedAnswer } from './answer-timing.js';
import type { GameOutcome } from './scoring.js';
import type { WriteItem } from './schemas.js';
import { judgeStroke, lineLength } from './stroke-matcher.js';
import type { WriteStep } from './constants.js';
import type { MemoryAnswer } from '../learning/memory-answers.js';

/** Score of a stroke written from memory at the first try, after a miss, and traced over the outline. */
export const WRITE_STROKE_SCORE = 10;
export const WRITE_STROKE_AFTER_MISS_SCORE = 4;
export const WRITE_TRACED_STROKE_SCORE = 2;
/**
 * Fastest drawing a hand manages, in units of the 1024 box per ms: a quick adult sweeps a long
 * stroke (≈ 800 units, a 250 px line) in ~150 ms, about 5 a ms; 15 leaves room for a flick.
 */
export const MAX_STROKE_UNITS_PER_MS = 15;
/** A stroke's points span at least this long (a finger's dot on a tablet lasts 50 ms or more). */
export const MIN_STROKE_MS = 30;

/**
 * A stroke no hand drew: too few points, times that run backwards or outside the time between the
 * previous stroke and its own end, a stroke drawn faster than a hand can move.
 */
export function strokeImplausible(answer: TimedAnswer, previousAtMs: number): boolean {
  const points = answer.points;
  if (!points || points.length < 2) return true;
  const first = points[0][2];
  const last = points[points.length - 1][2];
  if (first < previousAtMs || last > answer.atMs || points.some((p, i) => i > 0 && p[2] < points[i - 1][2])) return true;
  const ms = last - first;
  return ms < MIN_STROKE_MS || lineLength(points.map((p) => [p[0], p[1]])) / ms > MAX_STROKE_UNITS_PER_MS;
}

/** How one step of one character went: strokes matched, and the misses before each. */
export interface WritingProgress {
  matched: number;
  misses: number[];
}

/** Follows a step's strokes with the matcher, as the page did: each match moves on to the next stroke. */
export function followStep(item: WriteItem, strokes: readonly TimedAnswer[]): WritingProgress {
  const total = item.strokes.medians.length;
  const progress: WritingProgress = { matched: 0, misses: Array.from({ length: total }, () => 0) };
  for (const stroke of strokes) {
    if (progress.matched === total) break;
    if (judgeStroke(item.strokes, stroke.points ?? [], progress.matched).matched) progress.matched++;
    else progress.misses[progress.matched]++;
  }
  return progress;
}

const ofStep = (answers: readonly TimedAnswer[], itemId: string, step: WriteStep) => answers.filter((a) => a.itemId === itemId && a.input === step);

/**
 * Write it, judged stroke by stroke on the server with the page's matcher: every matched stroke
 * from memory scores (less after a miss), a traced one a little. A character is right when it was
 * written whole from memory; one with a miss from memory, or not finished, is listed to practise.
 * A 听写 round (`dictation`) shows no outline, so a log's traced strokes there earn nothing.
 */
export function scoreWrite(items: readonly WriteItem[], answers: readonly TimedAnswer[], { dictation = false } = {}): GameOutcome {
  const outcome: GameOutcome = { score: 0, correct: 0, answered: 0, missed: [] };
  for (const item of items) {
    if (!answers.some((a) => a.itemId === item.id)) continue;
    outcome.answered++;
    const traced = dictation ? 0 : followStep(item, ofStep(answers, item.id, 'trace')).matched;
    const written = followStep(item, ofStep(answers, item.id, 'write'));
    outcome.score += traced * WRITE_TRACED_STROKE_SCORE;
    outcome.score += written.misses.slice(0, written.matched).reduce((sum, misses) => sum + (misses ? WRITE_STROKE_AFTER_MISS_SCORE : WRITE_STROKE_SCORE), 0);
    const whole = written.matched === item.strokes.medians.length;
    if (whole) outcome.correct++;
    if (!whole || written.misses.some((m) => m > 0)) outcome.missed.push({ itemId: item.id, word: item.word, pinyin: item.pinyin, meaning: item.meaning });
  }
  return outcome;
}

/**
 * What a round teaches the "write" skill: each character the pupil wrote from memory (a traced one
 * tests nothing), right when every stroke came at the first try, timed per stroke.
 */
export function writtenAnswers(items: readonly WriteItem[], answers: readonly TimedAnswer[]): MemoryAnswer[] {
  return items.flatMap((item) => {
    const strokes = ofStep(answers, item.id, 'write');
    if (strokes.length === 0) return [];
    const written = followStep(item, strokes);
    const total = item.strokes.medians.length;
    const right = written.matched === total && written.misses.every((m) => m === 0);
    const started = strokes[0].points?.[0]?.[2] ?? strokes[0].atMs;
    const ms = Math.max(0, Math.round((strokes[strokes.length - 1].atMs - started) / total));
    return [{ character: item.word, right, kind: 'written' as const, ms }];
  });
}
