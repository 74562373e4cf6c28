import { chars } from '../race/racer-progress.js';
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
