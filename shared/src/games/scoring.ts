import type { TimedAnswer } from './answer-timing.js';
import { MINI_GAME_DAILY_POINTS_CAP, MINI_GAME_MAX_POINTS_PER_SESSION, MINI_GAME_RULES, type MiniGame } from './constants.js';
import type { BeeItem, MissedWord, PlaneItem, RaceFigures } from './schemas.js';

/** Score of one plane shot down. */
export const PLANE_HIT_SCORE = 10;
/** Bee: the right flower first time, and after a wrong one. */
export const BEE_FIRST_TRY_SCORE = 10;
export const BEE_LATER_TRY_SCORE = 4;

/** What the server derives from a log it accepted. */
export interface GameOutcome {
  score: number;
  correct: number;
  answered: number;
  missed: MissedWord[];
  race?: RaceFigures;
}

const missedWord = (item: PlaneItem | BeeItem): MissedWord => ({ itemId: item.id, word: item.word, pinyin: item.pinyin, meaning: item.meaning });
const itemIndex = (id: string) => Number(id.slice(1));

/**
 * Items the pupil met: planes fly and prompts come in item order, so every item up to the last one
 * answered was on screen; when the pupil lost, the planes that reached the bottom come after it.
 */
function itemsMet<T extends { id: string }>(items: readonly T[], answers: readonly TimedAnswer[], extra: number): T[] {
  const last = answers.reduce((max, a) => Math.max(max, itemIndex(a.itemId)), -1);
  return items.filter((item) => itemIndex(item.id) <= last + extra);
}

/** Plane: PLANE_HIT_SCORE per plane whose typed (or picked) pinyin is the answer. */
export function scorePlane(items: readonly PlaneItem[], answers: readonly TimedAnswer[], livesLost: number): GameOutcome {
  const answerOf = new Map(items.map((item) => [item.id, item.answer]));
  const hit = new Set(answers.filter((a) => a.input.trim().toLowerCase() === answerOf.get(a.itemId)).map((a) => a.itemId));
  return {
    score: hit.size * PLANE_HIT_SCORE,
    correct: hit.size,
    answered: answers.length,
    missed: itemsMet(items, answers, livesLost).filter((item) => !hit.has(item.id)).map(missedWord),
  };
}

/** Bee: full score for the right flower first, less after a wrong one; a word with a wrong visit is listed to revise. */
export function scoreBee(items: readonly BeeItem[], answers: readonly TimedAnswer[]): GameOutcome {
  let score = 0;
  let correct = 0;
  const wrongOnce = new Set<string>();
  const answered = new Set<string>();
  const answerOf = new Map(items.map((item) => [item.id, item.answer]));
  for (const { itemId, input } of answers) {
    answered.add(itemId);
    if (input !== answerOf.get(itemId)) {
      wrongOnce.add(itemId);
      continue;
    }
    correct++;
    score += wrongOnce.has(itemId) ? BEE_LATER_TRY_SCORE : BEE_FIRST_TRY_SCORE;
  }
  const rightFirst = (id: string) => answered.has(id) && !wrongOnce.has(id);
  return {
    score,
    correct,
    answered: answered.size,
    missed: itemsMet(items, answers, 0).filter((item) => !rightFirst(item.id)).map(missedWord),
  };
}

/** Points for a session's score: one per MINI_GAME_RULES[game].scorePerPoint, at most MINI_GAME_MAX_POINTS_PER_SESSION. */
export function miniGamePoints(game: MiniGame, score: number): number {
  if (score <= 0) return 0;
  return Math.min(MINI_GAME_MAX_POINTS_PER_SESSION, Math.floor(score / MINI_GAME_RULES[game].scorePerPoint));
}

/** The share of `points` the daily cap still allows, given what the pupil earned today. */
export function pointsWithinDailyCap(points: number, pointsToday: number): number {
  return Math.max(0, Math.min(points, MINI_GAME_DAILY_POINTS_CAP - pointsToday));
}
