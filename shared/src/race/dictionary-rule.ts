/**
 * Dictionary race timing and scoring, one place. Kahoot-style: a right answer given at once
 * earns full points, falling linearly to half at the time limit; a wrong or missing answer earns none.
 */
export const DICTIONARY_QUESTION_MS = 15_000;
/** Between questions the right answer and the board are shown for this long. */
export const DICTIONARY_REVEAL_MS = 4_000;
export const DICTIONARY_FULL_POINTS = 1_000;
export const DICTIONARY_QUESTIONS_PER_RACE = 10;

export function dictionaryAnswerPoints(correct: boolean, answerMs: number, limitMs = DICTIONARY_QUESTION_MS): number {
  if (!correct) return 0;
  const fraction = Math.min(Math.max(answerMs, 0), limitMs) / limitMs;
  return Math.round(DICTIONARY_FULL_POINTS * (1 - fraction / 2));
}

/** The question open at `now`, or the reveal after it, from the race's fixed schedule. */
export function dictionaryPhase(startAt: number, questionCount: number, now: number, questionMs = DICTIONARY_QUESTION_MS, revealMs = DICTIONARY_REVEAL_MS): { index: number; phase: 'question' | 'reveal' | 'over'; opensAt: number; closesAt: number } {
  const slot = questionMs + revealMs;
  const index = Math.floor((now - startAt) / slot);
  if (now < startAt) return { index: 0, phase: 'question', opensAt: startAt, closesAt: startAt + questionMs };
  if (index >= questionCount) return { index: questionCount, phase: 'over', opensAt: startAt + questionCount * slot, closesAt: startAt + questionCount * slot };
  const opensAt = startAt + index * slot;
  return { index, phase: now < opensAt + questionMs ? 'question' : 'reveal', opensAt, closesAt: opensAt + questionMs };
}

export function dictionaryRaceDurationMs(questionCount: number, questionMs = DICTIONARY_QUESTION_MS, revealMs = DICTIONARY_REVEAL_MS): number {
  return questionCount * (questionMs + revealMs);
}
