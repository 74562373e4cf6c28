import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../common/tokens.js';
import { RaceRepository } from './race-repository.js';
import { valueDigest } from '../store/match-store.js';
import { RoomPeers } from '../socket/room-peers.js';
import { raceKeys } from './race-keys.js';
import type { RacerRecord } from './race-records.js';
import { logFailure } from '../common/log-failure.js';

/**
 * How long a commit may be held before it is written when another node has members in the race's
 * room: a quarter of the broadcast window, so the store (and that node's board) has it well before
 * the room's next board. It is also the shortest hold, so a race writes at most once per HELD_WRITE_MS.
 */
export const HELD_WRITE_MS = 50;

/**
 * How long a commit may be held when the room has members on this node only (RoomPeers): no other
 * node builds its board, so the store needs the commits only for the results (written by the race's
 * end at the latest) and for a racer who comes back through another node (whose page sends again
 * what was not stored: every ack says which commit is the last one stored). Each write is the whole
 * record, which grows with the race (its input timeline), so the fewer writes the better: at 1 s
 * the race bench spent about a tenth of the match server's CPU on them (JSON, SHA-1, the Lua
 * script's round trip); at 3 s, a third of that. The window only matters if the node dies without
 * shutting down, and then the racers' pages send those commits again.
 */
export const ALONE_HOLD_MS = 3_000;

/** How long a clean record stays in memory without a commit (a reload or a finished race). */
const IDLE_MS = 30_000;

/** One racer in one race, as the key of this node's per-racer queues and caches. */
export const racerKey = (raceId: string, userId: number | string) => `${raceId}:${userId}`;

/** A race whose racers this node holds: their entries, the dirty ones, and the race's next write. */
interface LiveRace {
  raceId: string;
  /** The race's room, for RoomPeers (built once, not per commit). */
  room: string;
  racers: Map<number, LiveRacer>;
  dirty: Set<LiveRacer>;
  /** Where in time this race's writes fall when it is alone (see `update`): a random offset, fixed for the race. */
  phase: number;
  /** The race's next write of its held commits, and when it is due. */
  flush: { due: number; timer: NodeJS.Timeout } | null;
}

export interface LiveRacer {
  race: LiveRace;
  key: string;
  userId: number;
  /** The socket this node last wrote the record for; only its commits are applied here. */
  socketId: string;
  /** The racer as judged on this node: ahead of the store by at most one window while dirty. */
  record: RacerRecord;
  /**
   * The digest of the JSON the store holds (this node wrote it): what the next compare-and-set
   * expects. A digest, not the JSON: a record is kilobytes, and one is held per racer.
   */
  digest: string;
  /** The last commit of the racer in the store. */
  storedSeq: number;
  dirty: boolean;
  flushing: Promise<void> | null;
  at: number;
}

/**
 * Racer records of the typing races this node is serving, written behind. A socket's record is
 * held from its join here (or from a commit written through with the owner guard, when it was not
 * held); its commits are judged against the
 * record in memory, acknowledged at once, and written to the store at most HELD_WRITE_MS later
 * (ALONE_HOLD_MS when the room is on this node only, never past the race's end), all the race's
 * changed racers in one round trip, each with the same guarded compare-and-set. Judging is
 * unchanged: the same record goes through the same rules in the same order (one queue per racer).
 *
 * The loss window: an acknowledged commit reaches the store at most HELD_WRITE_MS (ALONE_HOLD_MS
 * when alone) plus a round trip later. It is lost only if this node dies without shutting down in that time, or if
 * the racer is taken over by a socket on another node in that time; a graceful shutdown writes
 * everything first, and a takeover on this node writes first too. Either way the racer's next
 * view carries the stored `typed` and `lastSeq`, so the client knows which commits to send again.
 * A compare-and-set refused at the flush (the racer was removed, or taken over elsewhere) drops
 * the entry: what a replaced socket typed never lands, as before.
 */
@Injectable()
export class LiveRacers {
  private readonly entries = new Map<string, LiveRacer>();
  /**
   * The same entries by the socket that owns them: a commit finds its racer by `socket.id`, one
   * string object for the socket's life whose hash V8 keeps, where the racer key was a new string
   * to build, hash and compare in full on every commit (about 2% of the race bench's CPU in a profile).
   */
  private readonly bySocket = new Map<string, LiveRacer>();
  /** The same entries by race, for the board and the race's writes. */
  private readonly races = new Map<string, LiveRace>();
  /** Shutting down: nothing more is held back. */
  private closing = false;
  /** Told after a race's held commits reached the store (the room's board should show them). */
  private stored: (raceId: string) => void = () => undefined;

  constructor(
    private readonly repo: RaceRepository,
    private readonly peers: RoomPeers,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onStored(listener: (raceId: string) => void): void {
    this.stored = listener;
  }

  /**
   * The racer whose record the socket's next commit is judged against, if this node holds it for
   * that socket (`key`: racerKey). The caller changes `record` in place and then calls `update`.
   */
  held(key: string, socketId: string): LiveRacer | undefined {
    const entry = this.entries.get(key);
    return entry && entry.socketId === socketId && !this.closing ? entry : undefined;
  }

  /**
   * `held`, found by the socket alone: the racer this socket's commits to `raceId` are judged
   * against, if this node holds it for that socket. Its `key` is the one the caches use.
   */
  heldBySocket(socketId: string, raceId: string): LiveRacer | undefined {
    const entry = this.bySocket.get(socketId);
    return entry && entry.race.raceId === raceId && !this.closing ? entry : undefined;
  }

  /**
   * A commit judged against the held record: kept, written with the race's next flush, which is
   * due HELD_WRITE_MS from now, or when alone at the race's next beat (at most ALONE_HOLD_MS from
   * now, at least HELD_WRITE_MS), but not after the race's end (`raceEndAt`) unless
   * that is closer than HELD_WRITE_MS: every node has written a race's commits HELD_WRITE_MS after its end.
   */
  update(entry: LiveRacer, record: RacerRecord, raceEndAt: number | null): void {
    const now = Date.now();
    entry.record = record;
    entry.at = now;
    entry.dirty = true;
    const race = entry.race;
    race.dirty.add(entry);
    // Alone, the race writes on its own beat: every ALONE_HOLD_MS from its random phase. Races that
    // started together (a national match's, the bench's) otherwise all wrote within a few
    // milliseconds of each other every ALONE_HOLD_MS, a burst that every ack queued behind it waited out.
    const held = this.peers.alone(race.room, now) ? nextBeat(race.phase, now) : now + HELD_WRITE_MS;
    const due = Math.max(now + HELD_WRITE_MS, Math.min(held, raceEndAt ?? Number.MAX_SAFE_INTEGER));
    const next = race.flush;
    if (next && next.due <= due) return;
    clearTimeout(next?.timer);
    race.flush = { due, timer: setTimeout(() => void this.flushRace(race.raceId), due - now) };
  }

  /** A record as the store has it (`raw`), now that `socketId` owns the racer (a join, a written-through commit): held from now on. */
  written(raceId: string, userId: number, socketId: string, raw: string, record: RacerRecord): void {
    let race = this.races.get(raceId);
    if (!race) this.races.set(raceId, (race = { raceId, room: raceKeys.room(raceId), racers: new Map(), dirty: new Set(), phase: Date.now() + Math.random() * ALONE_HOLD_MS, flush: null }));
    const key = racerKey(raceId, userId);
    const entry: LiveRacer = { race, key, userId, socketId, record, digest: valueDigest(raw), storedSeq: record.progress.lastSeq, dirty: false, flushing: null, at: Date.now() };
    const replaced = this.entries.get(key);
    if (replaced && this.bySocket.get(replaced.socketId) === replaced) this.bySocket.delete(replaced.socketId);
    this.entries.set(key, entry);
    this.bySocket.set(socketId, entry);
    race.racers.set(userId, entry);
  }

  /** The racer's last commit in the store (later ones are held here); undefined when not held. `key`: racerKey. */
  storedSeq(key: string): number | undefined {
    return this.entries.get(key)?.storedSeq;
  }

  /** The race's racers this node holds, by user id: fresher than the store. */
  heldInRace(raceId: string): ReadonlyMap<number, { record: RacerRecord }> | undefined {
    return this.races.get(raceId)?.racers;
  }

  /** Writes the racer's held commits now and stops holding them (takeover, removal). */
  async release(raceId: string, userId: number): Promise<void> {
    const key = racerKey(raceId, userId);
    await this.flushOne(key);
    this.drop(key);
  }

  /** Writes every held commit of the race now (before its results or its end are computed), in one round trip. */
  async flushRace(raceId: string): Promise<void> {
    const race = this.races.get(raceId);
    if (!race) return;
    clearTimeout(race.flush?.timer);
    race.flush = null;
    if (!race.dirty.size) return;
    const dirty = [...race.dirty];
    race.dirty.clear();
    const batch: LiveRacer[] = [];
    const later: Promise<void>[] = [];
    for (const entry of dirty) {
      // Dropped (or replaced by a newer entry for the racer) since it changed: nothing of it is written.
      if (!entry.dirty || this.entries.get(entry.key) !== entry) continue;
      // A write of this racer still on its way: this one follows it (its expected value is that one's result).
      if (entry.flushing) later.push(this.flushOne(entry.key));
      else batch.push(entry);
    }
    await Promise.all([this.writeBatch(raceId, batch), ...later]);
  }

  /** Shutdown: everything held goes to the store, and commits from now on are written through. */
  async flushAll(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.races.values()].filter((race) => race.dirty.size).map((race) => this.flushRace(race.raceId)));
  }

  /** Drops clean records idle for IDLE_MS, so racers who left free their memory. */
  sweep(now = Date.now()): void {
    for (const [key, entry] of this.entries) if (!entry.dirty && !entry.flushing && now - entry.at > IDLE_MS) this.drop(key);
  }

  private drop(key: string, only?: LiveRacer): void {
    const entry = this.entries.get(key);
    if (!entry || (only && entry !== only)) return;
    this.entries.delete(key);
    if (this.bySocket.get(entry.socketId) === entry) this.bySocket.delete(entry.socketId);
    const race = entry.race;
    race.racers.delete(entry.userId);
    race.dirty.delete(entry);
    if (race.racers.size === 0 && !race.dirty.size) {
      clearTimeout(race.flush?.timer);
      if (this.races.get(race.raceId) === race) this.races.delete(race.raceId);
    }
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  private async flushOne(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry) return;
    // One write at a time per racer: the next one's expected value is this one's result.
    while (entry.flushing) await entry.flushing;
    if (entry.dirty) await this.writeBatch(entry.race.raceId, [entry]);
  }

  private async writeBatch(raceId: string, batch: LiveRacer[]): Promise<void> {
    if (!batch.length) return;
    const records = batch.map((entry) => entry.record);
    for (const entry of batch) entry.dirty = false;
    const run = this.write(raceId, batch, records);
    for (const entry of batch) entry.flushing = run;
    await run;
    for (const entry of batch) if (entry.flushing === run) entry.flushing = null;
  }

  private async write(raceId: string, batch: LiveRacer[], records: RacerRecord[]): Promise<void> {
    // Held records are changed in place by the racers' next commits: what this write stores is
    // taken now (casOwnedRacers serialises them before it awaits), not after it.
    const seqs = records.map((record) => record.progress.lastSeq);
    try {
      let wrote = false;
      const written = await this.repo.casOwnedRacers(raceId, batch.map((entry, i) => ({ userId: entry.userId, socketId: entry.socketId, expectedDigest: entry.digest, next: records[i] })));
      written.forEach(({ result, digest }, i) => {
        const entry = batch[i];
        if (result === 'set') {
          entry.digest = digest;
          entry.storedSeq = seqs[i];
          wrote = true;
          return;
        }
        // Removed, or taken over on another node, since this node last wrote it.
        this.logger.warn({ raceId, userId: entry.userId, result }, 'held commits dropped: the racer changed elsewhere');
        this.drop(entry.key, entry);
      });
      if (wrote) this.stored(raceId);
    } catch (err) {
      // The store did not answer: keep the commits and try again with the next window.
      logFailure(this.logger, 'warn', err, { raceId }, 'writing held commits failed; retried');
      for (const entry of batch) if (this.entries.get(entry.key) === entry) this.update(entry, entry.record, Date.now());
    }
  }
}

/** The first of a race's write times (`phase` + k × ALONE_HOLD_MS) at or after `now`: at most ALONE_HOLD_MS away. */
export function nextBeat(phase: number, now: number): number {
  return phase + Math.ceil((now - phase) / ALONE_HOLD_MS) * ALONE_HOLD_MS;
}
