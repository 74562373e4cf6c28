import type { OwnResult, PublicResultRow, RaceResultEntry, RaceResultRow } from '../socket/race-events.js';

/** A racer's result as the other racers see it: the board's figures and the place, nothing private. */
export function publicResultRow(r: RaceResultRow): PublicResultRow {
  return {
    userId: r.userId, name: r.name, place: r.place, position: r.position, progress: r.progress, cpm: r.cpm, wpm: r.wpm, accuracy: r.accuracy,
    finished: r.finished, score: r.score, correctChars: r.correctChars, errors: r.errors, submitted: r.submitted, autoSubmitted: r.autoSubmitted,
  };
}

/** The results a racer's page shows: the room's rows with their own whole row (OwnResult) in its place. */
export function withOwnResult(results: readonly RaceResultEntry[], own: OwnResult | null): RaceResultEntry[] {
  if (!own) return [...results];
  return results.map((r) => (r.userId === own.result.userId ? own.result : r));
}
