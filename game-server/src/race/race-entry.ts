import { Inject, Injectable } from '@nestjs/common';
import { RACE_COUNTDOWN_MS, RACE_EVENTS_IO, newRacerProgress, raceIdFor, type InternalSession, type RaceView } from '@learnstar/shared';
import { ApiClient } from '../api-client/api-client.js';
import { GAME_CONFIG, type GameConfig } from '../config/game-config.js';
import { LiveRacers } from './live-racers.js';
import { RaceBroadcaster } from './race-broadcaster.js';
import { RaceRefusal } from './race-errors.js';
import type { RaceMeta, RacerRecord } from './race-records.js';
import { RaceRepository } from './race-repository.js';
import { raceContent, type DictionaryTiming } from './race-text.js';
import { raceView } from './race-views.js';
import { practiceContent, type PracticeOptions } from './practice-content.js';

const PRACTICE_DURATION_MS = 60_000;

/**
 * How a racer gets into a race: a scheduled match (created by whoever comes first), a solo practice,
 * and the entry every kind of race shares (classrooms and rejoins come through `enter` too).
 */
@Injectable()
export class RaceEntry {
  constructor(
    private readonly repo: RaceRepository,
    private readonly api: ApiClient,
    private readonly broadcaster: RaceBroadcaster,
    private readonly live: LiveRacers,
    @Inject(GAME_CONFIG) private readonly config: GameConfig,
  ) {}

  timing(): DictionaryTiming {
    return { questionMs: this.config.dictionaryQuestionMs, revealMs: this.config.dictionaryRevealMs, questions: this.config.dictionaryQuestions };
  }

  /** A scheduled match: the racer must have signed up; the race is created by whoever comes first. */
  async joinMatch(session: InternalSession, matchId: number, socketId: string): Promise<RaceView> {
    const match = await this.api.match(matchId, session.userId).catch(() => {
      throw new RaceRefusal('matchNotFound');
    });
    if (!match.signedUp) throw new RaceRefusal('notSignedUp');
    const startAt = Date.parse(match.startTime);
    const raceId = raceIdFor('match', matchId);
    let meta = await this.repo.meta(raceId);
    if (!meta) {
      if (Date.now() > startAt + match.durationSec * 1000) throw new RaceRefusal('matchEnded');
      const content = await raceContent(this.api, this.timing(), match.game, { gradeCode: match.gradeCodes[0], level: match.level, mode: 'hanzi', seed: raceId }, match.durationSec * 1000);
      await this.repo.create({
        raceId, kind: 'match', game: match.game, matchId, title: match.title, state: 'notStarted', mode: 'hanzi', ...content,
        startAt, endAt: startAt + content.durationMs, gradeCode: match.gradeCodes[0], level: match.level,
        hostId: null, joinCode: null, lateJoin: true, locked: false, capacity: match.capacity, results: null, announced: '',
      });
      await this.repo.scheduleStep(raceId, startAt);
      meta = (await this.repo.meta(raceId))!;
    }
    return this.enter(meta, session, socketId);
  }

  /** Solo practice: the same engine, one racer, a 3-2-1 countdown, judged and scored by the server. */
  async startPractice(session: InternalSession, options: PracticeOptions, socketId: string): Promise<RaceView> {
    const raceId = raceIdFor('practice', `${session.userId}-${Date.now()}`);
    // Homework decides its own game, grade code, level and mode, so the level is checked after it is read.
    const { settings, content } = await practiceContent(this.api, this.timing(), session.userId, options, raceId, PRACTICE_DURATION_MS);
    // Levels beyond elementary are unlocked with points (the API keeps who unlocked what).
    if (!(await this.api.levelUnlocked(session.userId, settings.game, settings.level))) throw new RaceRefusal('levelLocked');
    const startAt = Date.now() + RACE_COUNTDOWN_MS;
    await this.repo.create({
      raceId, kind: 'practice', game: settings.game, matchId: null, title: 'practice', state: 'notStarted', mode: settings.mode, ...content,
      startAt, endAt: startAt + content.durationMs, gradeCode: settings.gradeCode, level: settings.level,
      hostId: null, joinCode: null, lateJoin: false, locked: false, capacity: 1, results: null, announced: '',
    });
    await this.repo.scheduleStep(raceId, startAt);
    return this.enter((await this.repo.meta(raceId))!, session, socketId);
  }

  /**
   * Puts the racer (new or returning) into the race and its room. A returning racer keeps
   * progress and score: it lives in the store, not in the socket. The newer socket wins.
   */
  async enter(meta: RaceMeta, session: InternalSession, socketId: string): Promise<RaceView> {
    // A racer coming back through this node: what their old socket typed here is stored first.
    await this.live.release(meta.raceId, session.userId);
    let raw = await this.repo.racerRaw(meta.raceId, session.userId);
    if (raw && (JSON.parse(raw) as RacerRecord).removed) throw new RaceRefusal('removedFromRace');
    if (!raw) {
      if (meta.state === 'calculating' || meta.state === 'finished') throw new RaceRefusal('raceClosed');
      if (meta.state === 'inProgress' && !meta.lateJoin) throw new RaceRefusal('raceClosed');
      const judgedAs = { gradeCode: session.gradeCode, certifiedCpm: session.certifiedCpm ?? null };
      const record: RacerRecord = { userId: session.userId, name: session.name, progress: newRacerProgress(), timeline: [], removed: false, judgedAs };
      await this.takePlace(meta, record);
      if (meta.state === 'notStarted') await this.repo.transition(meta.raceId, 'notStarted', 'register');
    }
    const previous = await this.repo.claimOwner(meta.raceId, session.userId, socketId);
    if (previous) this.broadcaster.evict(previous, meta.raceId, RACE_EVENTS_IO.removed, { raceId: meta.raceId, msg: 'replacedByNewConnection' });
    // Read now that this socket owns the racer: no write of an older socket can land after it. The
    // record is held here from the join (LiveRacers), so even the racer's first commit is judged
    // from memory: at a race's start every racer's first commit used to be a store read and write.
    raw = await this.repo.racerRaw(meta.raceId, session.userId);
    if (raw === null) throw new RaceRefusal('raceNotFound');
    const me = JSON.parse(raw) as RacerRecord;
    this.live.written(meta.raceId, session.userId, socketId, raw, me);
    this.broadcaster.join(socketId, meta.raceId);
    const fresh = (await this.repo.meta(meta.raceId))!;
    // The racers this node holds are taken as they are (the joiner among them): only the others are read and parsed.
    const racers = await this.repo.racersBesides(meta.raceId, this.live.heldInRace(meta.raceId), true);
    const view = raceView(fresh, racers, Date.now(), me);
    this.broadcaster.toRace(meta.raceId, RACE_EVENTS_IO.state, { ...view, typed: null, lastSeq: 0 });
    return view;
  }

  /**
   * Adds the new racer if the race has a place, in one atomic step with the count (two joins racing
   * for the last place, on any nodes, never both get in; a count before the write let them).
   * Removed racers keep their record but not their place: the first try assumes there are none,
   * and only a race that looks full has its records read to count them (before, every join read
   * and parsed every racer's record, so a room's joins cost the square of its size).
   */
  private async takePlace(meta: RaceMeta, record: RacerRecord): Promise<void> {
    let limit = meta.capacity;
    while ((await this.repo.addRacer(meta.raceId, record, limit)) === 'full') {
      const removed = (await this.repo.racers(meta.raceId)).filter((r) => r.removed).length;
      // Racers are only ever removed, never put back: the limit grows until it fits or is final.
      if (meta.capacity + removed <= limit) throw new RaceRefusal('raceFull');
      limit = meta.capacity + removed;
    }
  }
}
