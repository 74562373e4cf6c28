import { RACE_EVENTS_IO, isGradeCode, judgeDictionaryAnswers, judgeLive, newTimingStats, racerFigures, type HostFlags } from '@learnstar/shared';
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
const recentFlags = new WeakMap<RaceMeta, { at: number; flagged: number[] }>();

/** The racers whose timing breaks the model, ascending: the markers the host sees. */
export function flaggedRacers(meta: RaceMeta, racers: RacerRecord[], now: number): number[] {
  return racers
    .filter((r) => !r.removed && breaksModel(meta, r, now))
    .map((r) => r.userId)
    .sort((a, b) => a - b);
}

/**
 * The host's markers, when they are to be sent with this board: for a progress board judged at
 * most once per HOST_FLAGS_MS per race (judging every racer for each of five boards a second was
 * a large share of a board's cost), and sent then while any racer is marked, or once when none is
 * any longer. Other boards (a dictionary reveal) are judged afresh and always sent. `flagged` null:
 * nothing to send. `judgeAgainAt`: this board changed the race since its markers were last judged
 * but was not judged itself; a board at that time must judge them, or a racer who stops typing
 * right after a burst would never be marked (the caller schedules it: ProgressBoards).
 */
function hostFlags(meta: RaceMeta, racers: RacerRecord[], now: number, replaceable: boolean): { flagged: number[] | null; judgeAgainAt: number | null } {
  if (!replaceable) return { flagged: flaggedRacers(meta, racers, now), judgeAgainAt: null };
  const known = recentFlags.get(meta);
  if (known && now - known.at < HOST_FLAGS_MS) return { flagged: null, judgeAgainAt: known.at + HOST_FLAGS_MS };
  const flagged = flaggedRacers(meta, racers, now);
  recentFlags.set(meta, { at: now, flagged });
  return { flagged: flagged.length || known?.flagged.length ? flagged : null, judgeAgainAt: null };
}

/**
 * Sends an event that carries the live board (progress, a dictionary reveal) to the race's room:
 * the same board for everyone, encoded once. A classroom race's host also gets its fair-play
 * markers (`race:flags`, a list of user ids) on its own: only the teacher sees them, as a
 * classmate's result under check is not the other pupils' business, and a second copy of the
 * whole board for the host cost as much to build and encode as the room's. `replaceable`: the
 * next board replaces this one (progress), so it may skip Redis when the room is on this node only.
 * Returns when a board should judge the host's markers this one skipped (null: none skipped).
 */
export function sendBoard(broadcaster: RaceBroadcaster, meta: RaceMeta, racers: RacerRecord[], now: number, event: string, payload: object, replaceable = false): number | null {
  const entries = board(meta, racers, now);
  if (replaceable) broadcaster.toRaceReplaceable(meta.raceId, event, { ...payload, board: entries });
  else broadcaster.toRace(meta.raceId, event, { ...payload, board: entries });
  if (meta.kind !== 'classroom' || meta.hostId === null) return null;
  const { flagged, judgeAgainAt } = hostFlags(meta, racers, now, replaceable);
  if (flagged) broadcaster.toHost(meta.raceId, RACE_EVENTS_IO.flags, { raceId: meta.raceId, flagged } satisfies HostFlags, replaceable);
  return judgeAgainAt;
}
