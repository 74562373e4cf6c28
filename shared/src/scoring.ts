/**
 * Typing metrics: small pure functions, one place. The game server is the only caller that
 * produces results; the client only shows what the server computed.
 */
/** 5 characters = 1 word (SPEC: the speed unit is words per minute). */
export const CHARS_PER_WORD = 5;

export function charactersPerMinute(correctChars: number, elapsedMs: number): number {
  if (elapsedMs <= 0) return 0;
  return round1((correctChars * 60_000) / elapsedMs);
}

export function wordsPerMinute(correctChars: number, elapsedMs: number): number {
  return round1(charactersPerMinute(correctChars, elapsedMs) / CHARS_PER_WORD);
}

/** Percentage of typed characters that were correct, 0–100. */
export function accuracy(correctChars: number, typedChars: number): number {
  if (typedChars <= 0) return 0;
  return round1((correctChars / typedChars) * 100);
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
