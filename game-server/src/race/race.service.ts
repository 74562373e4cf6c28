import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  PROGRESS_BROADCAST_INTERVAL_MS,
  RACE_EVENTS_IO,
  applyInput,
  applyVisibility,
  racerFigures,
  recordRefusal,
  type InternalSession,
  type RaceInput,
  type RaceInputAck,
} from '@learnstar/shared';
import { LOGGER } from '../common/tokens.js';
import { RaceRepository } from './race-repository.js';
import { RaceBroadcaster } from './race-broadcaster.js';
import { RaceLifecycle } from './race-lifecycle.js';
import { RaceRefusal } from './race-errors.js';
import { LiveRacers, racerKey } from './live-racers.js';
import { ShedInputs } from './shed-inputs.js';
import { RacerQueues } from './racer-queues.js';
import { applyAnswer } from './dictionary/dictionary-race.js';
import { raceWindow } from './race-views.js';
import { sendBoard } from './live-fair-play.js';
import type { RaceMeta, RacerRecord } from './race-records.js';
import { logFailure } from '../common/log-failure.js';
import { RoomPeers } from '../socket/room-peers.js';
import { raceKeys } from './race-keys.js';

const TIMELINE_STEP_MS = 5_000;
/** How often records and shed numbers of racers who went quiet are dropped from memory. */
const SWEEP_INTERVAL_MS = 10_000;

@Injectable()
export class RaceService implements OnModuleDestroy {
  constructor(
    private readonly repo: RaceRepository,
    private readonly broadcaster: RaceBroadcaster,
    private readonly lifecycle: RaceLifecycle,
    private readonly live: LiveRacers,
    private readonly peers: RoomPeers,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.live.onStored((raceId) => this.boardAfterStore(raceId));
  }

  /**
   * One input commit: timestamped on arrival, applied to the server's copy with a compare-and-set
   * (retried if the racer's record changed meanwhile), refusals recorded with their reason.
   */
  input(session: InternalSession, raceId: string, input: RaceInput, socketId: string): Promise<RaceInputAck> {
    const arrivedAt = Date.now();
    return this.queues.enqueue(racerKey(raceId, session.userId), () => this.applyOne(session, raceId, input, socketId, arrivedAt), () => {
      this.shed.mark(racerKey(raceId, session.userId), input.seq);
      return { accepted: false, reason: 'tooFast' };
    });
  }

  /**
   * The racer's page was hidden or shown: queued with the racer's inputs, so commits sent after a
   * hide count as typed while hidden (fair play), and the change goes on the input timeline.
   */
  visibility(session: InternalSession, raceId: string, hidden: boolean, socketId: string): Promise<{ hidden: boolean }> {
    const arrivedAt = Date.now();
    return this.queues.enqueue(
      racerKey(raceId, session.userId),
      async () => {
        const meta = await this.repo.cachedMeta(raceId);
        if (!meta || meta.game !== 1) throw new RaceRefusal('raceNotFound');
        const next = await this.writeOwned(session, raceId, socketId, meta.endAt, (stored) => ({ ...stored, progress: applyVisibility(stored.progress, hidden, arrivedAt, raceWindow(meta)) }));
        return { hidden: next.progress.hidden ?? false };
      },
      () => Promise.reject(new RaceRefusal('inputRefused')),
    );
  }

  private readonly queues = new RacerQueues();
  private readonly shed = new ShedInputs();
  private readonly sweeper = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS).unref();

  private sweep(): void {
    this.live.sweep();
    // Shed numbers are kept as long as the racer's record is (until it has been idle a while).
    this.shed.keepOnly((key) => this.live.has(key));
  }

  private async applyOne(session: InternalSession, raceId: string, input: RaceInput, socketId: string, arrivedAt: number): Promise<RaceInputAck> {
    const meta = await this.repo.cachedMeta(raceId);
    if (!meta || meta.game !== 1) throw new RaceRefusal('raceNotFound');
    const key = racerKey(raceId, session.userId);
    let result: ReturnType<typeof applyInput> | undefined;
    // Once results are being calculated nothing more counts, whatever the clock says.
    const live = meta.state === 'calculating' || meta.state === 'finished' ? { ...meta, endAt: arrivedAt - 1 } : meta;
    const next = await this.writeOwned(session, raceId, socketId, live.endAt, (stored) => {
      const progress = this.shed.consumedInto(key, stored.progress);
      const racer = progress === stored.progress ? stored : { ...stored, progress };
      const applied = (result = applyInput(racer.progress, input, arrivedAt, raceWindow(live)));
      return applied.ok
        ? { ...racer, progress: applied.progress, timeline: sample(racer, applied.progress, meta, arrivedAt) }
        : { ...racer, progress: recordRefusal(racer.progress, applied.reason, applied.consumedSeq) };
    });
    this.shed.forget(key, next.progress.lastSeq);
    if (!result!.ok) {
      this.logger.info({ raceId, userId: session.userId, reason: result!.reason, seq: input.seq }, 'input refused');
      return { accepted: false, reason: result!.reason, typed: next.progress.typed, lastSeq: next.progress.lastSeq, storedSeq: this.storedSeq(raceId, session.userId, next) };
    }
    this.scheduleBroadcast(raceId);
    if (next.progress.finishedAt !== null) {
      // The last one to finish ends the race early: every finish is stored before anyone looks.
      this.live
        .flushRace(raceId)
        .then(() => this.lifecycle.finishIfAllDone(raceId))
        .catch((err) => this.logger.error({ err, raceId }, 'finishing the race failed; the clock retries at its end'));
    }
    return { accepted: true, typed: next.progress.typed, lastSeq: next.progress.lastSeq, storedSeq: this.storedSeq(raceId, session.userId, next), figures: racerFigures(next.progress, raceWindow(meta), arrivedAt) };
  }

  /** The racer's last commit in the store, for the ack: later ones are held on this node (LiveRacers). */
  private storedSeq(raceId: string, userId: number, next: RacerRecord): number {
    return this.live.storedSeq(raceId, userId) ?? next.progress.lastSeq;
  }

  /**
   * The racer's record built from the current one. A socket's first write on this node is a
   * compare-and-set (retried if it changed meanwhile) that lands only while this socket owns the
   * racer, so a replaced socket's write never lands; after it the record is held here and written
   * behind (see LiveRacers: by the race's end at the latest), with the same guard.
   */
  private async writeOwned(session: InternalSession, raceId: string, socketId: string, raceEndAt: number | null, build: (stored: RacerRecord) => RacerRecord): Promise<RacerRecord> {
    const held = this.live.held(raceId, session.userId, socketId);
    if (held) {
      if (held.removed) throw new RaceRefusal('removedFromRace');
      const next = build(held);
      this.live.update(raceId, session.userId, next, raceEndAt);
      return next;
    }
    let current = await this.repo.racer(raceId, session.userId);
    for (let attempt = 0; attempt < 5; attempt++) {
      if (!current) throw new RaceRefusal('raceNotFound');
      if (current.record.removed) throw new RaceRefusal('removedFromRace');
      const next = build(current.record);
      const write = await this.repo.casOwnedRacer(raceId, session.userId, socketId, current.raw, next);
      if (write.result === 'guard') throw new RaceRefusal('replacedByNewConnection');
      if (write.result === 'changed') {
        current = await this.repo.racer(raceId, session.userId);
        continue;
      }
      this.live.written(raceId, session.userId, socketId, write.raw, next);
      return next;
    }
    throw new RaceRefusal('inputRefused');
  }

  /** Dictionary races: one answer per racer per question, scored by the shared rule on arrival. */
  answer(session: InternalSession, raceId: string, questionIndex: number, optionIndex: number, socketId: string) {
    const arrivedAt = Date.now();
    const key = racerKey(raceId, session.userId);
    return this.queues.enqueue(key, async () => {
      if ((await this.repo.owner(raceId, session.userId)) !== socketId) throw new RaceRefusal('replacedByNewConnection');
      const meta = await this.repo.meta(raceId);
      if (!meta || meta.game !== 2) throw new RaceRefusal('raceNotFound');
      for (let attempt = 0; attempt < 5; attempt++) {
        const raw = await this.repo.racerRaw(raceId, session.userId);
        if (!raw) throw new RaceRefusal('raceNotFound');
        const racer = JSON.parse(raw) as RacerRecord;
        if (racer.removed) throw new RaceRefusal('removedFromRace');
        const outcome = applyAnswer(meta, racer, questionIndex, optionIndex, arrivedAt);
        if (!outcome.ok) {
          if (outcome.reason === 'alreadySubmitted') throw new RaceRefusal('alreadySubmitted');
          return { accepted: false, reason: outcome.reason };
        }
        if (!(await this.repo.casRacer(raceId, session.userId, raw, outcome.racer))) continue;
        this.scheduleBroadcast(raceId);
        // The answer stays secret until the reveal: the racer learns only that it was taken.
        return { accepted: true, questionIndex };
      }
      throw new RaceRefusal('inputRefused');
    });
  }

  /** At most one progress broadcast per race per window, across nodes; it carries the latest state. */
  scheduleBroadcast(raceId: string): void {
    // This node already has a broadcast coming for the race: no need to ask the store again.
    const now = Date.now();
    if ((this.pendingBroadcast.get(raceId) ?? 0) > now) return;
    this.pendingBroadcast.set(raceId, now + PROGRESS_BROADCAST_INTERVAL_MS);
    // The room has members on this node only: no other node builds its board, nothing to claim.
    if (this.peers.alone(raceKeys.room(raceId), now)) return this.broadcastLater(raceId);
    this.repo
      .claimBroadcast(raceId, PROGRESS_BROADCAST_INTERVAL_MS)
      .then((mine) => mine && this.broadcastLater(raceId))
      .catch((err) => logFailure(this.logger, 'warn', err, { raceId }, 'could not schedule a progress broadcast'));
  }

  /**
   * Commits this node held just reached the store: a board must go out after them. If another
   * node holds this window's broadcast it has not read the racers yet (its claim outlives its
   * wait), so it shows them; otherwise this node takes the next window.
   */
  private boardAfterStore(raceId: string): void {
    // On this node only, the room's boards are built here from the held records, which the store has just caught up with.
    if (this.peers.alone(raceKeys.room(raceId))) return;
    this.repo
      .claimBroadcast(raceId, PROGRESS_BROADCAST_INTERVAL_MS)
      .then((mine) => mine && this.broadcastLater(raceId))
      .catch((err) => logFailure(this.logger, 'warn', err, { raceId }, 'could not schedule a progress broadcast'));
  }

  private broadcastLater(raceId: string): void {
    this.pendingBroadcast.set(raceId, Date.now() + PROGRESS_BROADCAST_INTERVAL_MS);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.pendingBroadcast.delete(raceId);
      this.broadcastProgress(raceId).catch((err) => logFailure(this.logger, 'warn', err, { raceId }, 'progress broadcast failed'));
    }, PROGRESS_BROADCAST_INTERVAL_MS);
    this.timers.add(timer);
  }

  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly pendingBroadcast = new Map<string, number>();

  /**
   * A node shutting down writes the commits it holds and drops its pending broadcasts; another
   * node's next input schedules new ones.
   */
  async onModuleDestroy(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    clearInterval(this.sweeper);
    await this.live.flushAll();
  }

  /**
   * The room's board, once per window. The race as read at most a quarter second ago (a board
   * going out just after the race closed shows the same figures); the racers this node holds are
   * taken as they are here (fresher than the store, and not parsed again).
   */
  async broadcastProgress(raceId: string): Promise<void> {
    const meta = await this.repo.cachedMeta(raceId);
    if (!meta || meta.state !== 'inProgress') return;
    const racers = await this.repo.racersBesides(raceId, this.live.heldInRace(raceId));
    const now = Date.now();
    sendBoard(this.broadcaster, meta, racers, now, RACE_EVENTS_IO.progress, { raceId, serverNow: now }, true);
  }
}

/** Adds a WPM sample every few seconds of race time, for the WPM-over-time chart. */
function sample(racer: RacerRecord, progress: RacerRecord['progress'], meta: RaceMeta, now: number): [number, number][] {
  if (meta.startAt === null) return racer.timeline;
  const last = racer.timeline.at(-1)?.[0] ?? 0;
  const seconds = Math.floor((now - meta.startAt) / 1000);
  if (seconds * 1000 - last * 1000 < TIMELINE_STEP_MS && progress.finishedAt === null) return racer.timeline;
  return [...racer.timeline, [seconds, racerFigures(progress, raceWindow(meta), now).wpm]];
}
