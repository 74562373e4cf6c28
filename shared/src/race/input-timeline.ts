import type { RaceWindow, RacerProgress } from './racer-progress.js';

/**
 * A racer's input timeline, kept compact in the racer's record: one entry per accepted input or
 * visibility change, comma-separated, each `<ms from start, base 36>` followed by `+<chars>`
 * (inserted), `-<count>` (deleted), `H` (the page went hidden) or `V` (visible again): capitals, which base 36 never uses.
 */

/** Visibility changes recorded per racer; later ones are ignored (a page is not switched that often). */
export const MAX_VISIBILITY_CHANGES = 200;

/** Appends one entry to the racer's timeline. */
export function logInput(progress: RacerProgress, now: number, race: RaceWindow, change: string): string {
  const entry = `${Math.max(0, now - race.startAt).toString(36)}${change}`;
  return progress.inputs ? `${progress.inputs},${entry}` : entry;
}

/**
 * The page's visibility as the client reported it at `now`. Commits while hidden count as typed
 * while hidden (fair play); the change goes on the timeline so reviewers see the hidden spans.
 * Unchanged, capped or after the racer finished: the progress as it was.
 */
export function applyVisibility(progress: RacerProgress, hidden: boolean, now: number, race: RaceWindow): RacerProgress {
  const changes = progress.visibilityChanges ?? 0;
  if ((progress.hidden ?? false) === hidden || changes >= MAX_VISIBILITY_CHANGES || progress.finishedAt !== null || now > race.endAt) return progress;
  return { ...progress, hidden, visibilityChanges: changes + 1, inputs: logInput(progress, now, race, hidden ? 'H' : 'V') };
}

function entries(inputs: string): { at: number; change: string }[] {
  return inputs
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const at = entry.search(/[+\-HV]/);
      return { at: parseInt(entry.slice(0, at), 36), change: entry.slice(at) };
    });
}

/** The typing back as [ms from start, characters added (negative: deleted)]. */
export function parseInputTimeline(inputs: string): [number, number][] {
  return entries(inputs)
    .filter(({ change }) => change !== 'H' && change !== 'V')
    .map(({ at, change }) => [at, Number(change)]);
}

/** The spans the page was hidden, as [from, to] ms from start; one still open ends at the last entry. */
export function parseHiddenSpans(inputs: string): [number, number][] {
  const all = entries(inputs);
  const spans: [number, number][] = [];
  let since: number | null = null;
  for (const { at, change } of all) {
    if (change === 'H' && since === null) since = at;
    if (change === 'V' && since !== null) {
      spans.push([since, at]);
      since = null;
    }
  }
  if (since !== null) spans.push([since, Math.max(since, all.at(-1)?.at ?? since)]);
  return spans;
}
