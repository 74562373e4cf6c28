import { z } from 'zod';
import type { FlagReason } from './verdict.js';

/**
 * Reading a dictionary question and its four options, then choosing: a child needs well over a
 * second, and the fastest adults in quiz games answer after about half a second (a simple visual
 * reaction alone is 200–250 ms). A right answer sooner than this was not read.
 */
export const MIN_DICTIONARY_ANSWER_MS = 400;
/** One or two lucky taps are a child's; more right answers that fast are a script's. */
export const MAX_UNREAD_RIGHT_ANSWERS = 2;

/** Each answer as the match server records it (ms since the question opened). */
export const dictionaryAnswersSchema = z.record(z.string(), z.object({ correct: z.boolean(), ms: z.number() }));

export function judgeDictionaryAnswers(answers: Record<string, { correct: boolean; ms: number }>): FlagReason[] {
  const unread = Object.values(answers).filter((a) => a.correct && a.ms < MIN_DICTIONARY_ANSWER_MS).length;
  return unread > MAX_UNREAD_RIGHT_ANSWERS ? ['answeredBeforeReading'] : [];
}
