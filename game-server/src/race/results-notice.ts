import { RACE_EVENTS_IO, type OwnResult, type RaceResultRow } from '@learnstar/shared';
import type { RaceBroadcaster } from './race-broadcaster.js';
import type { RaceRepository } from './race-repository.js';
import type { RaceMeta } from './race-records.js';
import { finishedNotice } from './race-views.js';

/**
 * Announces a race's results. The host gets every row whole (fair-play holds, points, mistakes,
 * timelines); the room gets the rows as the board showed them, encoded once; each racer's socket
 * gets their own whole row (`result`), first, so a page on this node has it when `finished` comes.
 */
export async function announceResults(broadcaster: RaceBroadcaster, repo: RaceRepository, meta: RaceMeta, results: RaceResultRow[]): Promise<void> {
  const owners = await repo.owners(meta.raceId);
  for (const row of results) {
    const socketId = owners.get(row.userId);
    if (socketId) broadcaster.toSocket(socketId, RACE_EVENTS_IO.result, { raceId: meta.raceId, result: row } satisfies OwnResult);
  }
  if (meta.hostId !== null) broadcaster.toHost(meta.raceId, RACE_EVENTS_IO.finished, finishedNotice(meta, results, true));
  broadcaster.toRaceButHost(meta.raceId, RACE_EVENTS_IO.finished, finishedNotice(meta, results, false));
}

/** The results again for one socket that missed them (back after the end): as `announceResults` would have sent them to it. */
export function resendResults(broadcaster: RaceBroadcaster, socketId: string, meta: RaceMeta, results: RaceResultRow[], userId: number): void {
  const host = meta.hostId === userId;
  const own = results.find((r) => r.userId === userId);
  if (own && !host) broadcaster.toSocket(socketId, RACE_EVENTS_IO.result, { raceId: meta.raceId, result: own } satisfies OwnResult);
  broadcaster.toSocket(socketId, RACE_EVENTS_IO.finished, finishedNotice(meta, results, host));
}
