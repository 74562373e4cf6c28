import { Inject, Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { RACE_EVENTS_IO } from '@learnstar/shared';
import { ApiClient } from '../api-client/api-client.js';
import { LOGGER } from '../common/tokens.js';
import { RaceRepository } from './race-repository.js';
import { RaceBroadcaster } from './race-broadcaster.js';
import { raceView } from './race-views.js';
import { announceResults } from './results-notice.js';
import { sendBoard } from './live-fair-play.js';
import { parseQuestions, type RaceMeta } from './race-records.js';
import { currentPhase, questionView } from './dictionary/dictionary-race.js';
import { raceKeys } from './race-keys.js';
import { computeResults, resultsRequest, withFairPlay } from './final-results.js';
import { HELD_WRITE_MS, LiveRacers } from './live-racers.js';
import { MATCH_STORE } from '../store/create-store.js';
import type { MatchStore } from '../store/match-store.js';

const STEP_LOCK_MS = 10_000;
/** A step that failed (the API down, say) is tried again this much later, behind the races due now. */
const STEP_RETRY_MS = 2_000;
/** Every node has written what it held of a typing race this long after its end (the hold and a round trip). */
const HELD_WRITES_SETTLE_MS = HELD_WRITE_MS + 100;

/**
 * The scheduled steps of a race: start at startAt (the text goes out then), and at endAt (or when
 * everyone finished) compute results once, write them through the API, and announce them.
 * Any node may run a step; a lock and the state compare-and-set make it happen once.
 */
@Injectable()
export class RaceLifecycle {
  constructor(
    private readonly repo: RaceRepository,
    private readonly api: ApiClient,
    private readonly broadcaster: RaceBroadcaster,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(MATCH_STORE) private readonly store: MatchStore,
    private readonly live: LiveRacers,
  ) {}

  /** Races whose step is running on this node, and the step. */
  private readonly stepping = new Map<string, Promise<void>>();

  /**
   * Starts the steps now due, each on its own: a slow step (results waiting for the API) never
   * holds up another race's start or end, and a failing one moves back in the queue.
   */
  async runDue(now = Date.now()): Promise<void> {
    for (const raceId of await this.repo.dueRaces(now)) {
      if (this.stepping.has(raceId)) continue;
      this.stepping.set(raceId, this.runStep(raceId, now).finally(() => this.stepping.delete(raceId)));
    }
  }

  /**
   * Done when this node's steps of these races, running now, are: a race's last step stores its
   * state 'finished' a few round trips before it announces the results (a node shutting down
   * waits for this before it closes its sockets).
   */
  async stepsDone(raceIds: Iterable<string>): Promise<void> {
    await Promise.all([...raceIds].map((raceId) => this.stepping.get(raceId)));
  }

  private async runStep(raceId: string, now: number): Promise<void> {
    if (!(await this.repo.lockStep(raceId, STEP_LOCK_MS).catch(() => false))) return;
    try {
      await this.step(raceId, now);
    } catch (error) {
      this.logger.error({ err: error, raceId }, `race step failed; retried in ${STEP_RETRY_MS} ms`);
      await this.repo.scheduleStep(raceId, Date.now() + STEP_RETRY_MS).catch(() => undefined);
    } finally {
      await this.repo.unlockStep(raceId).catch(() => undefined);
    }
  }

  private async step(raceId: string, now: number): Promise<void> {
    const meta = await this.repo.meta(raceId);
    if (!meta) return this.repo.unschedule(raceId);
    if ((meta.state === 'registered' || meta.state === 'notStarted') && meta.startAt !== null && now >= meta.startAt) {
      if (meta.state === 'notStarted') {
        // Nobody came: there is nothing to run.
        await this.repo.transition(raceId, 'notStarted', 'register');
      }
      await this.start(meta);
      return;
    }
    if (meta.state === 'inProgress' && meta.endAt !== null && now >= meta.endAt) {
      await this.finalize(raceId, 'timeUp');
      return;
    }
    if (meta.state === 'inProgress' && meta.game === 2) {
      await this.announceQuestionStep(meta, now);
      return;
    }
    if (meta.state === 'calculating') {
      await this.finalize(raceId, 'timeUp');
      return;
    }
    if (meta.state === 'finished') await this.repo.unschedule(raceId);
  }

  private async start(meta: RaceMeta): Promise<void> {
    if (!(await this.repo.transition(meta.raceId, 'registered', 'start'))) return;
    await this.repo.scheduleStep(meta.raceId, meta.endAt!);
    const fresh = (await this.repo.meta(meta.raceId))!;
    // The racers' first commits follow at once: judged against this read, not after a refresh each.
    this.repo.rememberMeta(fresh);
    this.broadcaster.toRace(meta.raceId, RACE_EVENTS_IO.started, raceView(fresh, await this.repo.racers(meta.raceId), Date.now()));
    if (fresh.game === 2) await this.announceQuestionStep(fresh, Date.now());
  }

  /**
   * Dictionary races run on a fixed schedule from startAt: each question opens, closes into a
   * reveal of the right answer with the board, then the next opens. Each step is announced once
   * (a compare-and-set on 'announced'), and the next step is scheduled for whichever node is up.
   */
  private async announceQuestionStep(meta: RaceMeta, now: number): Promise<void> {
    const phase = currentPhase(meta, now);
    if (phase.phase === 'over') {
      await this.finalize(meta.raceId, 'timeUp');
      return;
    }
    const step = `${phase.phase === 'question' ? 'q' : 'r'}${phase.index}`;
    const nextAt = phase.phase === 'question' ? phase.closesAt : phase.closesAt + meta.revealMs;
    await this.repo.scheduleStep(meta.raceId, Math.min(nextAt, meta.endAt ?? nextAt));
    if (meta.announced === step || !(await this.store.hcompareAndSet(raceKeys.meta(meta.raceId), 'announced', meta.announced, step))) return;
    if (phase.phase === 'question') {
      this.broadcaster.toRace(meta.raceId, RACE_EVENTS_IO.question, questionView(meta, phase.index, now));
    } else {
      const question = parseQuestions(meta)[phase.index];
      sendBoard(this.broadcaster, meta, await this.repo.racers(meta.raceId), now, RACE_EVENTS_IO.reveal, { raceId: meta.raceId, index: phase.index, answerIndex: question.answerIndex, word: question.word });
    }
  }

  /** Ends a race early when every racer has finished the text. */
  async finishIfAllDone(raceId: string): Promise<void> {
    const racers = (await this.repo.racers(raceId)).filter((r) => !r.removed);
    if (racers.length && racers.every((r) => r.progress.finishedAt !== null)) await this.finalize(raceId, 'allFinished');
  }

  /** A teacher ending the race: unfinished racers are submitted as they stand. */
  async endNow(raceId: string): Promise<void> {
    const meta = await this.repo.meta(raceId);
    if (meta?.state === 'registered') {
      await this.repo.transition(raceId, 'registered', 'end');
      await this.repo.unschedule(raceId);
      this.broadcaster.toRace(raceId, RACE_EVENTS_IO.finished, { raceId, results: [] });
      return;
    }
    await this.finalize(raceId, 'end');
  }

  /**
   * Results are computed from the store, ranked by the shared rule, written once through the
   * API (idempotent on race and racer), then announced. If the API is down the race stays in
   * 'calculating' and the next tick tries again: nothing is lost.
   */
  async finalize(raceId: string, reason: 'timeUp' | 'allFinished' | 'end'): Promise<void> {
    const meta = await this.repo.meta(raceId);
    if (!meta) return;
    if (meta.state === 'inProgress') {
      if (!(await this.repo.transition(raceId, 'inProgress', reason))) return;
      await this.repo.update(raceId, { endAt: Math.min(meta.endAt ?? Date.now(), Date.now()) });
      await this.repo.scheduleStep(raceId, Date.now());
    } else if (meta.state !== 'calculating') {
      return;
    }
    const closed = (await this.repo.meta(raceId))!;
    if (closed.game === 1) await this.heldWritesSettled(closed);
    const racers = await this.repo.racers(raceId);
    let results = computeResults(closed, racers);
    if (results.length) {
      // The API judges each typing rhythm against the fair-play model (it knows certified speeds)
      // and keeps the input timeline for review.
      const written = await this.api.writeResults(resultsRequest(closed, racers, results));
      results = withFairPlay(results, written);
    }
    if (!(await this.repo.transition(raceId, 'calculating', 'resultsWritten'))) return;
    await this.repo.update(raceId, { results: JSON.stringify(results) });
    await this.repo.unschedule(raceId);
    await announceResults(this.broadcaster, this.repo, closed, results);
    this.logger.info({ raceId, racers: results.length }, 'race finished');
  }

  /**
   * Typing races' commits are written behind (LiveRacers): this node's go now, and every other
   * node has written its own shortly after the race's end, so the results see every commit.
   */
  private async heldWritesSettled(meta: RaceMeta): Promise<void> {
    await this.live.flushRace(meta.raceId);
    const wait = (meta.endAt ?? 0) + HELD_WRITES_SETTLE_MS - Date.now();
    if (wait > 0) await sleep(Math.min(wait, HELD_WRITES_SETTLE_MS));
  }
}
