import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CLASSROOM_MAX_RACERS, CLASSROOM_RACE_ID_BYTES, RACE_COUNTDOWN_MS, RACE_EVENTS_IO, csvDocument, makeJoinCode, raceIdFor, type CreateClassroom, type InternalSession, type RaceRoster, type RaceView } from '@learnstar/shared';
import { ApiClient } from '../api-client/api-client.js';
import { RaceRepository } from './race-repository.js';
import { RaceBroadcaster } from './race-broadcaster.js';
import { RaceLifecycle } from './race-lifecycle.js';
import { RaceEntry } from './race-entry.js';
import { LiveRacers } from './live-racers.js';
import { RaceRefusal } from './race-errors.js';
import type { RaceMeta, RacerRecord } from './race-records.js';
import { raceView } from './race-views.js';
import { raceContent } from './race-text.js';

const TEACHER_ROLES = ['teacher', 'operator'];

/** Classroom races: a teacher opens a room with a join code, pupils join, the teacher runs it. */
@Injectable()
export class ClassroomService {
  constructor(
    private readonly repo: RaceRepository,
    private readonly api: ApiClient,
    private readonly entry: RaceEntry,
    private readonly lifecycle: RaceLifecycle,
    private readonly broadcaster: RaceBroadcaster,
    private readonly live: LiveRacers,
  ) {}

  async create(session: InternalSession, options: CreateClassroom, socketId: string): Promise<RaceView> {
    if (!TEACHER_ROLES.includes(session.role)) throw new RaceRefusal('teachersOnly');
    const raceId = raceIdFor('classroom', randomBytes(CLASSROOM_RACE_ID_BYTES).toString('hex'));
    let joinCode = makeJoinCode(randomBytes);
    while (!(await this.repo.reserveJoinCode(joinCode, raceId))) joinCode = makeJoinCode(randomBytes);
    const content = await raceContent(this.api, this.entry.timing(), options.game, { gradeCode: options.gradeCode, level: options.level, mode: options.mode, seed: raceId }, options.durationSec * 1000);
    await this.repo.create({
      raceId, kind: 'classroom', game: options.game, matchId: null, title: options.title ?? session.name, state: 'registered', mode: options.mode, ...content,
      startAt: null, endAt: null, gradeCode: options.gradeCode, level: options.level, hostId: session.userId, joinCode,
      lateJoin: options.lateJoin, locked: false, capacity: CLASSROOM_MAX_RACERS, results: null, announced: '',
    });
    this.broadcaster.joinAsHost(socketId, raceId);
    return this.view(raceId);
  }

  async join(session: InternalSession, joinCode: string, socketId: string): Promise<RaceView> {
    const raceId = await this.repo.raceForJoinCode(joinCode);
    const meta = raceId ? await this.repo.meta(raceId) : null;
    if (!meta) throw new RaceRefusal('raceNotFound');
    if (meta.hostId === session.userId) {
      this.broadcaster.joinAsHost(socketId, meta.raceId);
      return this.view(meta.raceId);
    }
    // A locked room keeps its racers (a page coming back joins by the code again) and takes nobody new.
    if (meta.locked && !(await this.repo.racerRaw(meta.raceId, session.userId))) throw new RaceRefusal('roomLocked');
    return this.entry.enter(meta, session, socketId);
  }

  async kick(session: InternalSession, raceId: string, userId: number): Promise<RaceView> {
    await this.hosted(session, raceId);
    // What this node holds of the racer is stored first, so the removal is not written over.
    await this.live.release(raceId, userId);
    const raw = await this.repo.racerRaw(raceId, userId);
    if (raw) {
      const racer = JSON.parse(raw) as RacerRecord;
      await this.repo.casRacer(raceId, userId, raw, { ...racer, removed: true });
      const owner = await this.repo.owner(raceId, userId);
      if (owner) this.broadcaster.evict(owner, raceId, RACE_EVENTS_IO.removed, { raceId, msg: 'removedFromRace' });
    }
    return this.announce(raceId);
  }

  /** 3-2-1: the race starts RACE_COUNTDOWN_MS after the teacher presses start. */
  async start(session: InternalSession, raceId: string): Promise<RaceView> {
    const meta = await this.hosted(session, raceId);
    if (meta.state !== 'registered' || meta.startAt !== null) throw new RaceRefusal('raceClosed');
    const startAt = Date.now() + RACE_COUNTDOWN_MS;
    await this.repo.update(raceId, { startAt, endAt: startAt + meta.durationMs });
    await this.repo.scheduleStep(raceId, startAt);
    return this.announce(raceId);
  }

  async end(session: InternalSession, raceId: string): Promise<RaceView> {
    await this.hosted(session, raceId);
    await this.lifecycle.endNow(raceId);
    return this.view(raceId);
  }

  async setLateJoin(session: InternalSession, raceId: string, lateJoin: boolean): Promise<RaceView> {
    await this.hosted(session, raceId);
    await this.repo.update(raceId, { lateJoin });
    return this.announce(raceId);
  }

  /** The host closes the room to new racers once the class is in (or opens it again). */
  async setLocked(session: InternalSession, raceId: string, locked: boolean): Promise<RaceView> {
    await this.hosted(session, raceId);
    await this.repo.update(raceId, { locked });
    return this.announce(raceId);
  }

  /** Results as CSV, UTF-8 with a BOM so spreadsheet programs show the Chinese names. */
  async resultsCsv(session: InternalSession, raceId: string): Promise<string> {
    const meta = await this.hosted(session, raceId);
    const rows: { place: number; name: string; score: number; cpm: number; wpm: number; accuracy: number; correctChars: number; errors: number; submitted: boolean }[] = meta.results ? JSON.parse(meta.results) : [];
    const header = ['place', 'name', 'score', 'cpm', 'wpm', 'accuracy', 'correct characters', 'errors', 'submitted'];
    return csvDocument(header, rows.map((r) => [r.place, r.name, r.score, r.cpm, r.wpm, r.accuracy, r.correctChars, r.errors, r.submitted ? 'yes' : 'no']));
  }

  /**
   * The host's racers with their avatars, frames and previous race, asked for once per join by the
   * host's page: the live board, sent to everyone on every commit, carries none of it.
   */
  async roster(session: InternalSession, raceId: string): Promise<RaceRoster> {
    const meta = await this.hosted(session, raceId);
    const racers = (await this.repo.racers(raceId)).filter((r) => !r.removed);
    if (racers.length === 0) return { racers: [] };
    const cards = new Map((await this.api.racerCards({ userIds: racers.map((r) => r.userId), game: meta.game === 2 ? 2 : 1, raceId })).map((c) => [c.userId, c]));
    return { racers: racers.map((r) => ({ userId: r.userId, name: r.name, avatar: null, frame: 'none', previous: null, ...cards.get(r.userId) })) };
  }

  private async hosted(session: InternalSession, raceId: string): Promise<RaceMeta> {
    const meta = await this.repo.meta(raceId);
    if (!meta) throw new RaceRefusal('raceNotFound');
    if (meta.hostId !== session.userId) throw new RaceRefusal('teachersOnly');
    return meta;
  }

  private async view(raceId: string): Promise<RaceView> {
    return raceView((await this.repo.meta(raceId))!, await this.repo.racers(raceId), Date.now());
  }

  private async announce(raceId: string): Promise<RaceView> {
    const view = await this.view(raceId);
    this.broadcaster.toRace(raceId, RACE_EVENTS_IO.state, view);
    return view;
  }
}
