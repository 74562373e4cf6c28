import { foldInput, foldRefusal, racerFigures, type InputVerdict, type RaceInput, type RaceWindow } from '@learnstar/shared';
import { raceWindow } from './race-views.js';
import type { ShedInputs } from './shed-inputs.js';
import type { RaceMeta, RacerRecord } from './race-records.js';

const TIMELINE_STEP_MS = 5_000;

/** Once results are being calculated nothing more counts, whatever the clock says. */
function closed(meta: RaceMeta): boolean {
  return meta.state === 'calculating' || meta.state === 'finished';
}

/** The end a commit that arrived at `arrivedAt` is judged against. */
export function judgedEnd(meta: RaceMeta, arrivedAt: number): number | null {
  return closed(meta) ? arrivedAt - 1 : meta.endAt;
}

/**
 * Judges one typing commit against the racer's record and folds it in, in place: the shed
 * numbers before it used up, the commit taken or its refusal recorded, the WPM timeline sampled.
 * The record is this node's own (held, or just read from the store): changing it leaves no new
 * objects alive per commit, where building a new record each time made the garbage collector copy
 * and promote every racer's record again and again. `key`: the racer's, built once per commit.
 */
export function judgeCommit(racer: RacerRecord, key: string, input: RaceInput, arrivedAt: number, meta: RaceMeta, shed: ShedInputs): InputVerdict {
  shed.consumeInto(key, racer.progress);
  const window: RaceWindow = closed(meta) ? { ...raceWindow(meta), endAt: arrivedAt - 1 } : raceWindow(meta);
  const verdict = foldInput(racer.progress, input, arrivedAt, window);
  if (verdict.ok) sampleInto(racer, meta, arrivedAt);
  else foldRefusal(racer.progress, verdict.reason, verdict.consumedSeq);
  return verdict;
}

/** Adds a WPM sample every few seconds of race time, for the WPM-over-time chart. */
function sampleInto(racer: RacerRecord, meta: RaceMeta, now: number): void {
  if (meta.startAt === null) return;
  const last = racer.timeline.at(-1)?.[0] ?? 0;
  const seconds = Math.floor((now - meta.startAt) / 1000);
  if (seconds * 1000 - last * 1000 < TIMELINE_STEP_MS && racer.progress.finishedAt === null) return;
  racer.timeline.push([seconds, racerFigures(racer.progress, raceWindow(meta), now).wpm]);
}
