import { chars } from '../race/racer-progress.js';
import { MIN_MS_PER_CHAR } from '../race/constants.js';
import type { MiniGame } from './constants.js';

/**
 * The least time a child needs for one answer, counted from the previous answer (or from the
 * start). Each figure is a floor well below what a quick adult achieves, so an honest pupil is never
 * refused; a log under it was produced by a script, a replay or a clock trick.
 *
 * - Reading a new target and starting to respond: 250 ms. A simple visual reaction of an adult is
 *   about 200–250 ms and a choice reaction (which plane, which flower) is slower still; children
 *   are slower than adults.
 * - Typing: 60 ms per key, i.e. 200 words a minute, beyond the fastest adult typists; a child at
 *   a school keyboard manages 150–400 ms per key.
 * - Picking on a tablet or steering the bee to a flower: 300 ms for the finger or the bee to get there.
 * - Race commits: the typing races' own floor, MIN_MS_PER_CHAR per character entered (shared/race),
 *   with no reaction time between commits since a racer reads ahead while typing.
 */
export const MIN_REACTION_MS = 250;
export const MIN_MS_PER_KEY = 60;
export const MIN_PICK_MS = 300;

export interface TimedAnswer {
  itemId: string;
  input: string;
  atMs: number;
  /** Write it: the stroke drawn, [x, y, t] (write-scoring.ts). */
  points?: readonly (readonly [number, number, number])[];
}

/**
 * Write it: the least time for one stroke, from the end of the one before: lifting the finger,
 * finding the next stroke's start and drawing it. A quick adult's short stroke takes ~150 ms.
 */
export const MIN_STROKE_GAP_MS = 80;

/**
 * Minimum gap before `answer`. Plane: reaction plus the quicker of typing the keys or picking an
 * option (the server does not know whether the pupil used keys or touch). Bee: another flower for
 * the same prompt needs only the flight; a new prompt needs reading first. Race: per character.
 */
export function minAnswerGapMs(game: MiniGame, answer: TimedAnswer, previous: TimedAnswer | undefined): number {
  const length = chars(answer.input).length;
  switch (game) {
    case 'plane':
      return MIN_REACTION_MS + Math.min(length * MIN_MS_PER_KEY, MIN_PICK_MS);
    case 'bee':
      return previous?.itemId === answer.itemId ? MIN_PICK_MS : MIN_REACTION_MS + MIN_PICK_MS;
    case 'race':
      return (previous ? 0 : MIN_REACTION_MS) + length * MIN_MS_PER_CHAR;
    case 'write':
      return (previous ? 0 : MIN_REACTION_MS) + MIN_STROKE_GAP_MS;
  }
}

/** True when some answer came sooner after the one before (or after the start) than a child can manage. */
export function answeredTooFast(game: MiniGame, answers: readonly TimedAnswer[]): boolean {
  return answers.some((answer, i) => {
    const previous = i > 0 ? answers[i - 1] : undefined;
    return answer.atMs - (previous?.atMs ?? 0) < minAnswerGapMs(game, answer, previous);
  });
}
