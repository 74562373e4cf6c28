import { chars } from '../race/racer-progress.js';
import { answeredTooFast, type TimedAnswer } from './answer-timing.js';
import { BEE_MAX_TRIES_PER_ITEM, GAME_CLOCK_TOLERANCE_MS, WRITE_MAX_STROKES_PER_ITEM, WRITE_STEPS, type MiniGame } from './constants.js';
import { strokeImplausible } from './write-scoring.js';
import type { GameRefusal } from './messages.js';

export interface LogTiming {
  /** ms from issue to the finish on the server's clock. */
  elapsedMs: number;
  /** The finish came after the session's deadline. */
  late: boolean;
}

/** Answers a log may hold, by game: one per plane; race commits may retype; bee allows wrong flowers. */
export function maxAnswers(game: MiniGame, itemCount: number): number {
  if (game === 'plane') return itemCount;
  if (game === 'race') return itemCount * 2;
  if (game === 'write') return itemCount * WRITE_MAX_STROKES_PER_ITEM;
  return itemCount * BEE_MAX_TRIES_PER_ITEM;
}

/**
 * Plane: a plane is answered once (shot down or mis-picked). Bee: up to BEE_MAX_TRIES_PER_ITEM
 * flowers per prompt, none after the right one. Race commits may start at any issued character.
 */
function repeatsItem(game: MiniGame, answers: readonly TimedAnswer[], answerOf: Map<string, string>): boolean {
  if (game === 'race' || game === 'write') return false;
  const tries = new Map<string, number>();
  const done = new Set<string>();
  for (const { itemId, input } of answers) {
    if (done.has(itemId)) return true;
    const count = (tries.get(itemId) ?? 0) + 1;
    tries.set(itemId, count);
    if (game === 'plane' || input === answerOf.get(itemId)) done.add(itemId);
    if (count > BEE_MAX_TRIES_PER_ITEM) return true;
  }
  return false;
}

/** A race commit starts at the cursor or before it (a retype after deleting), never beyond what is typed. */
function commitsOutOfPlace(answers: readonly TimedAnswer[], targetLength: number): boolean {
  let typed = 0;
  for (const { itemId, input } of answers) {
    const start = Number(itemId.slice(1));
    if (start > typed) return true;
    typed = Math.min(targetLength, start + chars(input).length);
  }
  return false;
}

/** Write it: every answer is a stroke of a step, drawn as a hand draws. */
function strokesImplausible(answers: readonly TimedAnswer[]): boolean {
  const steps: readonly string[] = WRITE_STEPS;
  return answers.some((a, i) => !steps.includes(a.input) || strokeImplausible(a, i > 0 ? answers[i - 1].atMs : 0));
}

/**
 * Why a log could not have come from a child playing this session, or null when it could.
 * Checked in this order so that each refusal names the plainest fault.
 */
export function refuseGameLog(
  game: MiniGame,
  items: readonly { id: string; answer: string }[],
  answers: readonly TimedAnswer[],
  timing: LogTiming,
): GameRefusal | null {
  if (timing.late) return 'gameFinishedLate';
  if (answers.some((a, i) => a.atMs < 0 || (i > 0 && a.atMs <= answers[i - 1].atMs))) return 'gameAnswerTimesInvalid';
  const answerOf = new Map(items.map((item) => [item.id, item.answer]));
  if (answers.some((a) => !answerOf.has(a.itemId))) return 'gameUnknownItem';
  if (answers.length > maxAnswers(game, items.length)) return 'gameTooManyAnswers';
  if (repeatsItem(game, answers, answerOf)) return 'gameItemRepeated';
  if (game === 'race' && commitsOutOfPlace(answers, items.length)) return 'gameCommitOutOfPlace';
  if (game === 'write' && strokesImplausible(answers)) return 'gameStrokeImplausible';
  const span = answers.length ? answers[answers.length - 1].atMs : 0;
  if (span > timing.elapsedMs + GAME_CLOCK_TOLERANCE_MS) return 'gameLogExceedsElapsed';
  if (answeredTooFast(game, answers)) return 'gameAnswersTooFast';
  return null;
}
