import type { GradeCode } from '../grades.js';
import { chars } from '../race/racer-progress.js';
import { PINYIN_KEYS_PER_CHAR, ceilingFor } from './ceilings.js';
import { MAX_UNREAD_RIGHT_ANSWERS } from './dictionary.js';
import { intervalSpread, isPunctuation, type TimedCommit } from './timing-stats.js';
import { judgePlausibility, timingOf, type FlagReason } from './verdict.js';

export interface RaceLog {
  /** Commits as the game logged them: `c<start>` item ids, the characters, ms on the session clock. */
  answers: readonly { itemId: string; input: string; atMs: number }[];
  /** What the pupil typed towards (the passage text or its pinyin keys). */
  target: string;
  mode: 'hanzi' | 'pinyin';
  cpm: number;
  gradeCode: GradeCode;
  certifiedCpm?: number | null;
}

/**
 * The game centre's tortoise-and-hare race under the same model as the typing races: its commits
 * are folded like the match server folds a racer's, then judged by speed and rhythm.
 */
export function judgeRaceLog({ answers, target, mode, cpm, gradeCode, certifiedCpm }: RaceLog): FlagReason[] {
  const text = chars(target);
  const commits: TimedCommit[] = answers.map(({ itemId, input, atMs }) => ({ at: atMs, chars: chars(input).length, afterPunctuation: isPunctuation(text[Number(itemId.slice(1)) - 1]) }));
  return judgePlausibility({ stats: timingOf(commits), gradeCode, cpm, certifiedCpm, mode });
}

/**
 * Bee: the next prompt appears 650 ms after a right flower (the nectar's flight to the jar); reading
 * it, finding its flower among four to six and flying there take at least a reaction (250 ms) and a
 * flight (300 ms) more, 1,200 ms in all. A right answer to a new prompt sooner than this after the
 * previous answer was not read on the screen (300 ms left for frame timing and clocks).
 */
export const BEE_PROMPT_READ_MS = 900;
/**
 * Plane: several planes can be in the sky, so a pupil may read the next word while typing; but
 * typing its pinyin takes at least its keys at the grade's key ceiling, and a pick on a touch screen
 * (tap the plane, read three choices, tap one) at least this long.
 */
export const PLANE_TOUCH_PICK_MS = 700;
/**
 * Game answers are paced by the game (planes come on a schedule, the next meadow after a fixed
 * pause), which evens out a person's rhythm more than free typing does: only a timer's beat is
 * this even over MIN_GAME_ANSWERS_FOR_SPREAD answers.
 */
export const GAME_MIN_INTERVAL_CV = 0.05;
export const MIN_GAME_ANSWERS_FOR_SPREAD = 20;

export interface AnswerLog {
  game: 'plane' | 'bee';
  /** The session's items with their right answers. */
  items: readonly { id: string; answer: string }[];
  answers: readonly { itemId: string; input: string; atMs: number }[];
  gradeCode: GradeCode;
  certifiedCpm?: number | null;
}

/** The least time before a right answer to a new prompt, from the previous answer. */
function readingFloorMs(game: AnswerLog['game'], keys: number, msPerKey: number): number {
  return game === 'bee' ? BEE_PROMPT_READ_MS : Math.min(keys * msPerKey, PLANE_TOUCH_PICK_MS);
}

/**
 * Plane and bee sessions under the fair-play model (the log rule already refused answers faster
 * than any child): right answers to new prompts sooner than they can be read, pinyin typed faster
 * than the grade's key ceiling over the session, and a timer's even beat.
 */
export function judgeAnswerLog({ game, items, answers, gradeCode, certifiedCpm }: AnswerLog): FlagReason[] {
  const answerOf = new Map(items.map((item) => [item.id, item.answer]));
  const keyCeiling = ceilingFor(gradeCode, certifiedCpm) * PINYIN_KEYS_PER_CHAR;
  const msPerKey = 60_000 / keyCeiling;
  const reasons: FlagReason[] = [];
  let unread = 0;
  let rightKeys = 0;
  answers.forEach((answer, i) => {
    const previous = answers[i - 1];
    // As the games score it: plane pinyin is compared trimmed and in lower case.
    const right = answer.input.trim().toLowerCase() === answerOf.get(answer.itemId);
    // Keys typed after the first answer, over the time from it to the last.
    if (right && previous) rightKeys += chars(answer.input).length;
    const newPrompt = previous !== undefined && previous.itemId !== answer.itemId;
    if (right && newPrompt && answer.atMs - previous.atMs < readingFloorMs(game, chars(answer.input).length, msPerKey)) unread++;
  });
  const span = answers.length > 1 ? answers[answers.length - 1].atMs - answers[0].atMs : 0;
  if (game === 'plane' && span > 0 && (rightKeys * 60_000) / span > keyCeiling) reasons.push('aboveCeiling');
  const stats = timingOf(answers.map((a) => ({ at: a.atMs, chars: 1, afterPunctuation: false })));
  const spread = intervalSpread(stats);
  if (stats.intervals.n >= MIN_GAME_ANSWERS_FOR_SPREAD && spread !== null && spread < GAME_MIN_INTERVAL_CV) reasons.push('tooEven');
  if (unread > MAX_UNREAD_RIGHT_ANSWERS) reasons.push('answeredBeforeReading');
  return reasons;
}
