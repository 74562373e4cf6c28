/**
 * What was typed, walked character by character (code points, as `Array.from` splits them) without
 * splitting it into an array: the match server looks at a racer's typed text on every commit and
 * for every ack, and an array of one string per character, made and dropped each time, was a large
 * share of its garbage. Each function gives what the array-based comparison gave.
 */

/** UTF-16 units of the character starting at `i`: 2 for a surrogate pair, else 1. */
function unitsAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff || i + 1 >= text.length) return 1;
  const d = text.charCodeAt(i + 1);
  return d >= 0xdc00 && d <= 0xdfff ? 2 : 1;
}

/** `Array.from(text).length`. */
export function charCount(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i += unitsAt(text, i)) n++;
  return n;
}

/**
 * How many characters of `typed` equal the target's character at their position; `typed` starts at
 * the target's character `from` (a part of what was typed: what a commit added or a deletion took).
 */
export function matchingChars(typed: string, target: readonly string[], from = 0): number {
  let n = 0;
  for (let i = 0, at = from; i < typed.length; at++) {
    const units = unitsAt(typed, i);
    const expected = target[at];
    if (expected !== undefined && expected.length === units && typed.startsWith(expected, i)) n++;
    i += units;
  }
  return n;
}

/** `typed` is the target exactly, character for character. */
export function isWhole(typed: string, target: readonly string[]): boolean {
  let i = 0;
  for (const ch of target) {
    if (!typed.startsWith(ch, i)) return false;
    i += ch.length;
  }
  return i === typed.length;
}

/** `typed` without its last `count` characters (code points, as `chars` splits them). */
export function withoutLastChars(typed: string, count: number): string {
  let end = typed.length;
  for (let left = count; left > 0 && end > 0; left--) end -= splitsPair(typed, end - 1) ? 2 : 1;
  return typed.slice(0, end);
}

/** True when `i` falls inside a surrogate pair of `text` (between its two halves). */
export function splitsPair(text: string, i: number): boolean {
  if (i <= 0 || i >= text.length) return false;
  const low = text.charCodeAt(i);
  const high = text.charCodeAt(i - 1);
  return low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
}
