import { Injectable } from '@nestjs/common';
import type { InternalSession, RaceView } from '@learnstar/shared';
import { RaceRepository } from './race-repository.js';
import { RaceBroadcaster } from './race-broadcaster.js';
import { RaceEntry } from './race-entry.js';
import { RaceRefusal } from './race-errors.js';
import { raceView } from './race-views.js';
import { resendResults } from './results-notice.js';

/**
 * A page coming back after its socket dropped (a match-server restart, or another node taking
 * over) asks for its race by id. Only someone already in it gets back in: the race's host (into
 * the host room), or a racer whose record the store holds, through the same entry as a join
 * (`RaceEntry.enter`: the owner moves to the new socket, an old socket's writes are refused).
 * That covers solo practice, which has no join code or match to join by. With the in-memory store
 * a restart loses the race: the answer is 'raceNotFound' and the page says the race was lost.
 */
@Injectable()
export class RaceRejoin {
  constructor(
    private readonly repo: RaceRepository,
    private readonly entry: RaceEntry,
    private readonly broadcaster: RaceBroadcaster,
  ) {}

  async rejoin(session: InternalSession, raceId: string, socketId: string): Promise<RaceView> {
    const meta = await this.repo.meta(raceId);
    if (!meta) throw new RaceRefusal('raceNotFound');
    let view: RaceView;
    if (meta.hostId === session.userId) {
      this.broadcaster.joinAsHost(socketId, raceId);
      view = raceView(meta, await this.repo.racers(raceId), Date.now());
    } else {
      if (!(await this.repo.racerRaw(raceId, session.userId))) throw new RaceRefusal('raceNotFound');
      view = await this.entry.enter(meta, session, socketId);
    }
    // The race ended while the page was away: it missed the results broadcast, so it hears it now.
    const latest = view.state === 'finished' ? await this.repo.meta(raceId) : null;
    if (latest?.results) resendResults(this.broadcaster, socketId, latest, JSON.parse(latest.results), session.userId);
    return view;
  }
}
