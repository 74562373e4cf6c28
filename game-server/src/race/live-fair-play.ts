import { isGradeCode, judgeDictionaryAnswers, judgeLive, newTimingStats, racerFigures, type BoardEntry } from '@learnstar/shared';
import type { RaceMeta, RacerRecord } from './race-records.js';
import type { RaceBroadcaster } from './race-broadcaster.js';
import { board, raceWindow } from './race-views.js';

/** The most lenient grade code: a racer with no grade is judged as the oldest (as the API does). */
const DEFAULT_GRADE = 8;

/**
 * True when the racer's timing so far already breaks the fair-play model, so their result will be
 * held: the same model the API applies at the end (with the racer's grade and certified speed,
 * learnt from their session when they joined), the speed only once the race is under way.
 */
function breaksModel(meta: RaceMeta, racer: RacerRecord, now: number): boolean {
  if (meta.game === 2) return judgeDictionaryAnswers(racer.answers ?? {}).length > 0;
  const window = raceWindow(meta);
  const figures = racerFigures(racer.progress, window, now);
  const end = racer.progress.finishedAt ?? Math.min(now, window.endAt);
  const gradeCode = racer.judgedAs?.gradeCode;
  return (
    judgeLive({
      stats: racer.progress.timing ?? newTimingStats(),
      gradeCode: isGradeCode(gradeCode) ? gradeCode : DEFAULT_GRADE,
      cpm: figures.cpm,
      certifiedCpm: racer.judgedAs?.certifiedCpm,
      mode: meta.mode,
      elapsedMs: Math.max(0, end - window.startAt),
      finished: figures.finished,
    }).length > 0
  );
}

/** How long the host's fair-play markers of a live board are reused before they are judged again. */
export const HOST_FLAGS_MS = 1_000;

/** Each race's markers as last judged for a progress board (keyed on the cached race object). */
const recentFlags = new WeakMap<RaceMeta, { at: number; flagged: ReadonlySet<number> }>();

/** The racers whose timing breaks the model: the markers the host sees. */
export function flaggedRacers(meta: RaceMeta, racers: RacerRecord[], now: number): ReadonlySet<number> {
  return new Set(racers.filter((r) => !r.removed && breaksModel(meta, r, now)).map((r) => r.userId));
}

/**
 * The markers for a progress board: judged at most once per HOST_FLAGS_MS per race (a marker shows
 * at most a second late; judging every racer for each of five boards a second was a large share
 * of a board's cost). Other boards (a dictionary reveal) are judged afresh.
 */
function hostFlags(meta: RaceMeta, racers: RacerRecord[], now: number, replaceable: boolean): ReadonlySet<number> {
  if (!replaceable) return flaggedRacers(meta, racers, now);
  const known = recentFlags.get(meta);
  if (known && now - known.at < HOST_FLAGS_MS) return known.flagged;
  const flagged = flaggedRacers(meta, racers, now);
  recentFlags.set(meta, { at: now, flagged });
  return flagged;
}

/**
 * The host's copy of the live board: each racer whose timing breaks the model is marked. Only the
 * teacher sees it: a classmate's result under check is not the other pupils' business.
 */
export function hostBoard(entries: BoardEntry[], flagged: ReadonlySet<number>): BoardEntry[] {
  return entries.map((entry) => (flagged.has(entry.userId) ? { ...entry, flagged: true } : entry));
}

/**
 * Sends an event that carries the live board (progress, a dictionary reveal): a classroom race's
 * host gets the board with fair-play markers, everyone else the plain board. While nobody is
 * marked the two are the same, and the room gets one board (encoded once). `replaceable`: the
 * next board replaces this one (progress), so it may skip Redis when the room is on this node only.
 */
export function sendBoard(broadcaster: RaceBroadcaster, meta: RaceMeta, racers: RacerRecord[], now: number, event: string, payload: object, replaceable = false): void {
  const entries = board(meta, racers, now);
  const flagged = meta.kind === 'classroom' && meta.hostId !== null ? hostFlags(meta, racers, now, replaceable) : null;
  if (flagged?.size) return broadcaster.toRaceAndHost(meta.raceId, event, { ...payload, board: entries }, { ...payload, board: hostBoard(entries, flagged) }, replaceable);
  if (replaceable) broadcaster.toRaceReplaceable(meta.raceId, event, { ...payload, board: entries });
  else broadcaster.toRace(meta.raceId, event, { ...payload, board: entries });
}
