import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { RACE_EVENTS_IO } from '@learnstar/shared';
import { LOGGER } from '../common/tokens.js';
import { RaceBroadcaster } from './race-broadcaster.js';
import { RaceRepository } from './race-repository.js';
import { RaceLifecycle } from './race-lifecycle.js';

const POLL_MS = 100;
/** What racers are told: try again this soon (a supervisor or orchestrator restarts the node in about a second). */
export const RECONNECT_HINT_MS = 1_000;
/** How long the last messages (results, the reconnect hint) may take to leave before the sockets close. */
const FLUSH_WAIT_MS = 1_000;

export interface DrainReport {
  /** Races that were ending within the grace period and finished (results written). */
  finished: number;
  /** Races still running at the deadline, whose racers were told to reconnect. */
  unfinished: number;
}

/**
 * A SIGTERM'd match server's last seconds: it keeps the race clock running so races ending within
 * the grace period finish here and their results are written through the API, then tells the
 * racers of every race still running to reconnect (the restarted node, or another, carries on from
 * the store). New sockets are refused meanwhile (`draining`, checked on the handshake).
 */
@Injectable()
export class RaceDrain {
  draining = false;

  constructor(
    private readonly repo: RaceRepository,
    private readonly broadcaster: RaceBroadcaster,
    private readonly lifecycle: RaceLifecycle,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async drain(graceMs: number): Promise<DrainReport> {
    this.draining = true;
    const deadline = Date.now() + graceMs;
    const ending = new Set(await this.endingBy(deadline));
    let pending = [...ending];
    while (pending.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      pending = await this.stillRunning(pending);
    }
    // Finished in the store, but maybe not yet announced by this node's step: its racers hear the results before their sockets close.
    await this.untilDeadline(this.lifecycle.stepsDone(ending), deadline);
    const unfinished = new Set([...this.broadcaster.localRaces()].filter((raceId) => !ending.has(raceId) || pending.includes(raceId)));
    this.broadcaster.toLocalSockets(RACE_EVENTS_IO.serverRestarting, { reconnectInMs: RECONNECT_HINT_MS });
    await this.untilDeadline(this.broadcaster.localWritesFlushed(), Math.min(deadline, Date.now() + FLUSH_WAIT_MS));
    const report = { finished: ending.size - pending.length, unfinished: (await this.stillRunning([...unfinished])).length };
    this.logger.info(report, 'match server stopping: races ending within the grace period finished, racers of the others told to reconnect');
    return report;
  }

  private async untilDeadline(work: Promise<void>, deadline: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))))]);
    clearTimeout(timer);
  }

  /** This node's races that are running and end by the deadline (or are being calculated now). */
  private async endingBy(deadline: number): Promise<string[]> {
    const metas = await Promise.all(this.broadcaster.localRaces().map((raceId) => this.repo.meta(raceId)));
    return metas.filter((meta) => meta && (meta.state === 'calculating' || (meta.state === 'inProgress' && meta.endAt !== null && meta.endAt <= deadline))).map((meta) => meta!.raceId);
  }

  private async stillRunning(raceIds: string[]): Promise<string[]> {
    const metas = await Promise.all(raceIds.map((raceId) => this.repo.meta(raceId).catch(() => null)));
    return raceIds.filter((_, i) => metas[i] && metas[i]!.state !== 'finished' && metas[i]!.state !== 'notStarted');
  }
}
