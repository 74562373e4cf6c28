import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  applyVisibility,
  racerFigures,
  type InputVerdict,
  type InternalSession,
  type RaceInput,
  type RaceInputAck,
} from '@learnstar/shared';
import { LOGGER } from '../common/tokens.js';
import { RaceRepository } from './race-repository.js';
import { ProgressBoards } from './progress-boards.js';
import { RaceLifecycle } from './race-lifecycle.js';
import { RaceRefusal } from './race-errors.js';
import { LiveRacers, racerKey, type LiveRacer } from './live-racers.js';
import { ShedInputs } from './shed-inputs.js';
import { RacerQueues } from './racer-queues.js';
import { submitAnswer } from './dictionary/dictionary-answers.js';
import { raceWindow } from './race-views.js';
import type { RaceMeta, RacerRecord } from './race-records.js';
import { judgeCommit, judgedEnd } from './typing-commit.js';

/** How often records and shed numbers of racers who went quiet are dropped from memory. */
const SWEEP_INTERVAL_MS = 10_000;

@Injectable()
export class RaceService implements OnModuleDestroy {
  constructor(
    private readonly repo: RaceRepository,
    private readonly boards: ProgressBoards,
    private readonly lifecycle: RaceLifecycle,
    private readonly live: LiveRacers,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * One input commit: timestamped on arrival, judged against the server's copy of the racer, the
   * refusals recorded with their reason. The record is held here from the socket's join
   * (LiveRacers) and, while nothing else of the racer's is queued and the race is fresh in the
   * cache, each commit is judged and answered in the tick it arrived. A commit for a record not
   * held here (idle too long, or the node is stopping) is written through with a compare-and-set
   * (retried if the racer's record changed meanwhile), and the record is held from then on.
   */
  input(session: InternalSession, raceId: string, input: RaceInput, socketId: string): RaceInputAck | Promise<RaceInputAck> {
    const arrivedAt = Date.now();
    const held = this.live.heldBySocket(socketId, raceId);
    // The held racer's key and race id: strings made once, which V8 has hashed before.
    const key = held?.key ?? racerKey(raceId, session.userId);
    const meta = held && this.queues.idle(key) ? this.repo.freshMeta(held.race.raceId, arrivedAt) : undefined;
    if (meta?.game === 1 && held) return this.applyHeld(session, meta, key, held, input, arrivedAt);
    return this.enqueueInput(session, raceId, key, input, socketId, arrivedAt);
  }

  /** The slow path, after the racer's earlier events (its closures are made only when it is taken). */
  private enqueueInput(session: InternalSession, raceId: string, key: string, input: RaceInput, socketId: string, arrivedAt: number): Promise<RaceInputAck> {
    return this.queues.enqueue(key, () => this.applyOne(session, raceId, key, input, socketId, arrivedAt), () => {
      this.shed.mark(key, input.seq);
      return { accepted: false, reason: 'tooFast' };
    });
  }

  /**
   * The racer's page was hidden or shown: queued with the racer's inputs, so commits sent after a
   * hide count as typed while hidden (fair play), and the change goes on the input timeline.
   */
  visibility(session: InternalSession, raceId: string, hidden: boolean, socketId: string): Promise<{ hidden: boolean }> {
    const arrivedAt = Date.now();
    const key = racerKey(raceId, session.userId);
    return this.queues.enqueue(
      key,
      async () => {
        const meta = await this.repo.cachedMeta(raceId);
        if (!meta || meta.game !== 1) throw new RaceRefusal('raceNotFound');
        const next = await this.writeOwned(session, raceId, key, socketId, meta.endAt, (stored) => ({ ...stored, progress: applyVisibility(stored.progress, hidden, arrivedAt, raceWindow(meta)) }));
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

  /** A commit judged against the record this node holds, with no store read: synchronous. */
  private applyHeld(session: InternalSession, meta: RaceMeta, key: string, held: LiveRacer, input: RaceInput, arrivedAt: number): RaceInputAck {
    const racer = held.record;
    if (racer.removed) throw new RaceRefusal('removedFromRace');
    const verdict = judgeCommit(racer, key, input, arrivedAt, meta, this.shed);
    this.live.update(held, racer, judgedEnd(meta, arrivedAt));
    return this.acknowledge(session, meta, key, racer, verdict, input, arrivedAt, held.storedSeq);
  }

  private async applyOne(session: InternalSession, raceId: string, key: string, input: RaceInput, socketId: string, arrivedAt: number): Promise<RaceInputAck> {
    const meta = await this.repo.cachedMeta(raceId);
    if (!meta || meta.game !== 1) throw new RaceRefusal('raceNotFound');
    let verdict: InputVerdict | undefined;
    const next = await this.writeOwned(session, raceId, key, socketId, judgedEnd(meta, arrivedAt), (stored) => {
      verdict = judgeCommit(stored, key, input, arrivedAt, meta, this.shed);
      return stored;
    });
    return this.acknowledge(session, meta, key, next, verdict!, input, arrivedAt, this.live.storedSeq(key) ?? next.progress.lastSeq);
  }

  /**
   * The ack of a judged commit (its shape is the client's contract); a finish may end the race.
   * `storedSeq`: the racer's last commit in the store (later ones are held on this node, LiveRacers).
   */
  private acknowledge(session: InternalSession, meta: RaceMeta, key: string, racer: RacerRecord, verdict: InputVerdict, input: RaceInput, arrivedAt: number, storedSeq: number): RaceInputAck {
    const { progress } = racer;
    this.shed.forget(key, progress.lastSeq);
    if (!verdict.ok) {
      this.logger.info({ raceId: meta.raceId, userId: session.userId, reason: verdict.reason, seq: input.seq }, 'input refused');
      return { accepted: false, reason: verdict.reason, typed: progress.typed, lastSeq: progress.lastSeq, storedSeq };
    }
    this.boards.schedule(meta.raceId);
    if (progress.finishedAt !== null) {
      // The last one to finish ends the race early: every finish is stored before anyone looks.
      this.live
        .flushRace(meta.raceId)
        .then(() => this.lifecycle.finishIfAllDone(meta.raceId))
        .catch((err) => this.logger.error({ err, raceId: meta.raceId }, 'finishing the race failed; the clock retries at its end'));
    }
    return { accepted: true, typed: progress.typed, lastSeq: progress.lastSeq, storedSeq, figures: racerFigures(progress, raceWindow(meta), arrivedAt) };
  }

  /**
   * The racer's record after `build` (which may change the record it is given in place: it is
   * this node's, held or just read). A socket's first write on this node is a
   * compare-and-set (retried if it changed meanwhile) that lands only while this socket owns the
   * racer, so a replaced socket's write never lands; after it the record is held here and written
   * behind (see LiveRacers: by the race's end at the latest), with the same guard.
   */
  private async writeOwned(session: InternalSession, raceId: string, key: string, socketId: string, raceEndAt: number | null, build: (stored: RacerRecord) => RacerRecord): Promise<RacerRecord> {
    const held = this.live.held(key, socketId);
    if (held) {
      if (held.record.removed) throw new RaceRefusal('removedFromRace');
      const next = build(held.record);
      this.live.update(held, next, raceEndAt);
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

  /** Dictionary races: one answer per racer per question, in order with the racer's other events. */
  answer(session: InternalSession, raceId: string, questionIndex: number, optionIndex: number, socketId: string) {
    const arrivedAt = Date.now();
    return this.queues.enqueue(racerKey(raceId, session.userId), async () => {
      const outcome = await submitAnswer(this.repo, session, raceId, questionIndex, optionIndex, socketId, arrivedAt);
      if (outcome.accepted) this.boards.schedule(raceId);
      return outcome;
    });
  }

  /** A node shutting down writes the commits it holds first (its pending boards: ProgressBoards). */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.sweeper);
    await this.live.flushAll();
  }
}
