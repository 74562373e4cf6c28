import { chars } from '../race/racer-progress.js';
import type { TimedAnswer } from './answer-timing.js';
import type { Hare } from './schemas.js';

/**
 * A race commit replaces what was typed from its start on (a retype after deleting); characters
 * beyond the target are dropped. The server's scoring, the pupil's own input box and a ghost's
 * replay all apply commits with this one rule.
 */
export function applyCommit(typed: readonly string[], start: number, input: string, targetLength: number): string[] {
  return [...typed.slice(0, start), ...chars(input)].slice(0, targetLength);
}

/** Characters from the start that match the target: how far a racer has got along the track. */
export function correctPrefix(typed: readonly string[], target: readonly string[]): number {
  let n = 0;
  while (n < typed.length && typed[n] === target[n]) n++;
  return n;
}

/** When the hare crosses the line: its run over the whole target plus its one nap. */
export function hareFinishMs(hare: Hare, targetLength: number): number {
  return Math.round((targetLength / hare.cpm) * 60_000 + hare.napMs);
}

/**
 * Where the hare is `ms` into the race: it runs at its cpm, stops for napMs on reaching napAtChar,
 * then runs on; it crosses the line at hareFinishMs, the time the server scores against.
 */
export function harePosition(hare: Hare, targetLength: number, ms: number): { chars: number; napping: boolean } {
  const msPerChar = 60_000 / hare.cpm;
  const napStart = hare.napAtChar * msPerChar;
  if (ms >= hareFinishMs(hare, targetLength)) return { chars: targetLength, napping: false };
  if (ms < napStart) return { chars: Math.max(0, ms / msPerChar), napping: false };
  if (ms < napStart + hare.napMs) return { chars: hare.napAtChar, napping: true };
  return { chars: Math.min(targetLength, (ms - hare.napMs) / msPerChar), napping: false };
}

/** A ghost's place `ms` into its recorded race: its commits up to then, replayed on the target. */
export function ghostPosition(target: readonly string[], timeline: readonly TimedAnswer[], ms: number): number {
  let typed: string[] = [];
  for (const { itemId, input, atMs } of timeline) {
    if (atMs > ms) break;
    typed = applyCommit(typed, Number(itemId.slice(1)), input, target.length);
  }
  return correctPrefix(typed, target);
}

/** When a recorded race had typed the whole target, or null when it never did. */
export function ghostFinishMs(target: readonly string[], timeline: readonly TimedAnswer[]): number | null {
  let typed: string[] = [];
  for (const { itemId, input, atMs } of timeline) {
    typed = applyCommit(typed, Number(itemId.slice(1)), input, target.length);
    if (correctPrefix(typed, target) === target.length) return atMs;
  }
  return null;
}
