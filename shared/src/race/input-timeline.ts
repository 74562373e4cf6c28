import type { RaceWindow, RacerProgress } from './racer-progress.js';

/**
 * A racer's input timeline, kept compact in the racer's record: one entry per accepted input or
 * visibility change, comma-separated, each `<ms from start, base 36>` followed by `+<chars>`
 * (inserted), `-<count>` (deleted), `H` (the page went hidden) or `V` (visible again): capitals, which base 36 never uses.
 */

/** Visibility changes recorded per racer; later ones are ignored (a page is not switched that often). */
export const MAX_VISIBILITY_CHANGES = 200;

/** Entries that are not a count of characters: the page went hidden ('H') or visible again ('V'). */
const HIDDEN = 0x40000000;
const VISIBLE = HIDDEN + 1;
/** The largest time an entry can hold (about 12 days): an Int32Array's. */
const MAX_MS = 0x7fffffff;

/**
 * A racer's timeline as the match server holds it while the race runs: the entries since the
 * record was read, [ms from start, change] in a typed array that doubles when full, after the text
 * the record was read with. It is written out as the same text (toJSON), only when the record is.
 * Appending to the text instead made two strings per commit that lived until the record's next
 * write, and the whole text copied again at each write: about a third of what the match server's
 * garbage collector promoted to its old generation at 1,000 racers (BENCHMARKS.md, #28 §1).
 */
export class InputTimeline {
  private entries = new Int32Array(64);
  private count = 0;

  /** `stored`: the timeline as the record was read (its text), kept as it is. */
  constructor(private readonly stored = '') {}

  /** One entry: `change` is +characters inserted or -characters deleted. */
  add(ms: number, change: number): void {
    if (this.count * 2 === this.entries.length) {
      const grown = new Int32Array(this.entries.length * 2);
      grown.set(this.entries);
      this.entries = grown;
    }
    this.entries[this.count * 2] = Math.min(MAX_MS, Math.max(0, Math.round(ms)));
    this.entries[this.count * 2 + 1] = change;
    this.count++;
  }

  /** The page went hidden or visible again at `ms`. */
  addVisibility(ms: number, hidden: boolean): void {
    this.add(ms, hidden ? HIDDEN : VISIBLE);
  }

  /** A copy that shares nothing with this one (for rules that return a new progress). */
  copy(): InputTimeline {
    const copy = new InputTimeline(this.stored);
    copy.entries = this.entries.slice();
    copy.count = this.count;
    return copy;
  }

  toString(): string {
    const parts = this.stored ? [this.stored] : [];
    for (let i = 0; i < this.count; i++) parts.push(entryText(this.entries[i * 2], this.entries[i * 2 + 1]));
    return parts.join(',');
  }

  /** Stored (JSON) as the text: the format the API reads is unchanged. */
  toJSON(): string {
    return this.toString();
  }
}

function entryText(ms: number, change: number): string {
  const mark = change === HIDDEN ? 'H' : change === VISIBLE ? 'V' : change > 0 ? `+${change}` : String(change);
  return `${ms.toString(36)}${mark}`;
}

/** The racer's timeline as text (what is stored and sent with the result); undefined when there is none. */
export function timelineText(inputs: string | InputTimeline | undefined): string | undefined {
  return inputs === undefined ? undefined : String(inputs);
}

/** Appends one entry to the racer's timeline, in place: `change` is +inserted or -deleted characters. */
export function logInput(progress: RacerProgress, now: number, race: RaceWindow, change: number): void {
  let timeline = progress.inputs;
  if (!(timeline instanceof InputTimeline)) progress.inputs = timeline = new InputTimeline(timeline);
  timeline.add(now - race.startAt, change);
}

/**
 * The page's visibility as the client reported it at `now`. Commits while hidden count as typed
 * while hidden (fair play); the change goes on the timeline so reviewers see the hidden spans.
 * Unchanged, capped or after the racer finished: the progress as it was.
 */
export function applyVisibility(progress: RacerProgress, hidden: boolean, now: number, race: RaceWindow): RacerProgress {
  const changes = progress.visibilityChanges ?? 0;
  if ((progress.hidden ?? false) === hidden || changes >= MAX_VISIBILITY_CHANGES || progress.finishedAt !== null || now > race.endAt) return progress;
  // A new timeline, not the one `progress` holds: the progress given is left as it was.
  const inputs = progress.inputs instanceof InputTimeline ? progress.inputs.copy() : new InputTimeline(progress.inputs);
  inputs.addVisibility(now - race.startAt, hidden);
  return { ...progress, hidden, visibilityChanges: changes + 1, inputs };
}

function entries(inputs: string | InputTimeline): { at: number; change: string }[] {
  return String(inputs)
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const at = entry.search(/[+\-HV]/);
      return { at: parseInt(entry.slice(0, at), 36), change: entry.slice(at) };
    });
}

/** The typing back as [ms from start, characters added (negative: deleted)]. */
export function parseInputTimeline(inputs: string | InputTimeline): [number, number][] {
  return entries(inputs)
    .filter(({ change }) => change !== 'H' && change !== 'V')
    .map(({ at, change }) => [at, Number(change)]);
}

/** The spans the page was hidden, as [from, to] ms from start; one still open ends at the last entry. */
export function parseHiddenSpans(inputs: string | InputTimeline): [number, number][] {
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
