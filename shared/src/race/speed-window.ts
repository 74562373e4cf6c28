import { MAX_IME_COMMIT_CHARS, MIN_MS_PER_CHAR, SPEED_WINDOW_MS } from './constants.js';

/**
 * The sustained-speed check's window: [arrival time, characters] of a racer's recent commits
 * (RacerProgress.recent), kept in place, its pairs reused, as the match server judges every commit.
 */

/** Characters in the speed window at `now` with a commit of `entered` more. */
export function inSpeedWindow(recent: [number, number][], now: number, entered: number): number {
  let sum = entered;
  for (const entry of recent) if (now - entry[0] < SPEED_WINDOW_MS) sum += entry[1];
  return sum;
}

/** Drops commits that left the speed window and adds this one (in the pair of one dropped, if any). */
export function keepRecent(recent: [number, number][], now: number, entered: number): void {
  let kept = 0;
  let spare: [number, number] | undefined;
  for (const entry of recent) {
    if (now - entry[0] < SPEED_WINDOW_MS) recent[kept++] = entry;
    else spare ??= entry;
  }
  recent.length = kept;
  if (spare) {
    spare[0] = now;
    spare[1] = entered;
    recent.push(spare);
  } else recent.push([now, entered]);
}

/** Characters a human could have entered since the window's first commit (or now), plus one IME commit of burst. */
export function sustainedLimit(recent: [number, number][], now: number): number {
  let first = now;
  for (const entry of recent) {
    if (now - entry[0] < SPEED_WINDOW_MS) {
      first = entry[0];
      break;
    }
  }
  return Math.floor(Math.max(0, now - first) / MIN_MS_PER_CHAR) + MAX_IME_COMMIT_CHARS;
}
