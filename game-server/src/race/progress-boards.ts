import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { PROGRESS_BROADCAST_INTERVAL_MS, RACE_EVENTS_IO } from '@learnstar/shared';
import { LOGGER } from '../common/tokens.js';
import { logFailure } from '../common/log-failure.js';
import { RoomPeers } from '../socket/room-peers.js';
import { RaceRepository } from './race-repository.js';
import { RaceBroadcaster } from './race-broadcaster.js';
import { LiveRacers } from './live-racers.js';
import { raceKeys } from './race-keys.js';
import { sendBoard } from './live-fair-play.js';

/**
 * The live board of each race: at most one per race per broadcast window across nodes, carrying
 * the latest state, sent after every change (a commit, an answer) and after this node's held
 * commits reach the store.
 */
@Injectable()
export class ProgressBoards implements OnModuleDestroy {
  private readonly timers = new Set<NodeJS.Timeout>();
  /** When each race's next board from this node is due. */
  private readonly pending = new Map<string, number>();
  /** Races with a board coming to judge the host's markers a board skipped (see judgeLater). */
  private readonly rejudges = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly repo: RaceRepository,
    private readonly broadcaster: RaceBroadcaster,
    private readonly live: LiveRacers,
    private readonly peers: RoomPeers,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.live.onStored((raceId) => this.afterStore(raceId));
  }

  /** Something in the race changed: a board goes out within a window (this node's, or another's). */
  schedule(raceId: string): void {
    // This node already has a board coming for the race: no need to ask the store again.
    const now = Date.now();
    if ((this.pending.get(raceId) ?? 0) > now) return;
    this.pending.set(raceId, now + PROGRESS_BROADCAST_INTERVAL_MS);
    // The room has members on this node only: no other node builds its board, nothing to claim.
    if (this.peers.alone(raceKeys.room(raceId), now)) return this.later(raceId);
    this.claimWindow(raceId);
  }

  /**
   * Commits this node held just reached the store: a board must go out after them. If another
   * node holds this window's broadcast it has not read the racers yet (its claim outlives its
   * wait), so it shows them; otherwise this node takes the next window.
   */
  private afterStore(raceId: string): void {
    // On this node only, the room's boards are built here from the held records, which the store has just caught up with.
    if (this.peers.alone(raceKeys.room(raceId))) return;
    this.claimWindow(raceId);
  }

  /** Sends the race's next board from this node if no other node has claimed the window. */
  private claimWindow(raceId: string): void {
    this.repo
      .claimBroadcast(raceId, PROGRESS_BROADCAST_INTERVAL_MS)
      .then((mine) => mine && this.later(raceId))
      .catch((err) => logFailure(this.logger, 'warn', err, { raceId }, 'could not schedule a progress broadcast'));
  }

  private later(raceId: string): void {
    if (this.closed) return;
    this.pending.set(raceId, Date.now() + PROGRESS_BROADCAST_INTERVAL_MS);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.pending.delete(raceId);
      this.send(raceId).catch((err) => logFailure(this.logger, 'warn', err, { raceId }, 'progress broadcast failed'));
    }, PROGRESS_BROADCAST_INTERVAL_MS);
    this.timers.add(timer);
  }

  /**
   * The room's board. The race as read at most a quarter second ago (a board going out just after
   * the race closed shows the same figures); the racers this node holds are taken as they are
   * here (fresher than the store, and not parsed again).
   */
  private async send(raceId: string): Promise<void> {
    const meta = await this.repo.cachedMeta(raceId);
    if (!meta || meta.state !== 'inProgress') return;
    const racers = await this.repo.racersBesides(raceId, this.live.heldInRace(raceId));
    const now = Date.now();
    const judgeAgainAt = sendBoard(this.broadcaster, meta, racers, now, RACE_EVENTS_IO.progress, { raceId, serverNow: now }, true);
    if (judgeAgainAt !== null) this.judgeLater(raceId, judgeAgainAt - now);
  }

  /**
   * This board skipped the host's markers (judged less than a second ago): one more board when
   * they may be judged again, in case nothing else in the race changes by then.
   */
  private judgeLater(raceId: string, delayMs: number): void {
    if (this.closed || this.rejudges.has(raceId)) return;
    const timer = setTimeout(() => {
      this.rejudges.delete(raceId);
      this.schedule(raceId);
    }, Math.max(0, delayMs));
    this.rejudges.set(raceId, timer);
  }

  /** A node shutting down drops its pending boards; another node's next change schedules new ones. */
  onModuleDestroy(): void {
    this.closed = true;
    for (const timer of [...this.timers, ...this.rejudges.values()]) clearTimeout(timer);
    this.timers.clear();
    this.rejudges.clear();
  }
}
