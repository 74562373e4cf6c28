import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { RACE_STATE_TTL_SECONDS, transition, type RaceEvent, type RaceState } from '@learnstar/shared';
import { MATCH_STORE } from '../store/create-store.js';
import { valueDigest, type BoundedAddResult, type GuardedSetResult, type MatchStore } from '../store/match-store.js';
import { raceKeys } from './race-keys.js';
import { metaFromHash, metaToHash, type RaceMeta, type RacerRecord } from './race-records.js';
import { RaceMetaCache, remember } from './race-meta-cache.js';
import { InUseTicker, type InUse } from '../common/in-use-ticker.js';

const TTL_MS = RACE_STATE_TTL_SECONDS * 1000;
/**
 * How long the board reuses a race's racer ids before asking the store again (five boards a second
 * per race asked HKEYS each time). A racer who joins through this node is seen at once (addRacer
 * drops the entry); one who joins through another node shows on this node's boards within a second.
 */
const RACER_IDS_CACHE_MS = 1_000;
/** The ids of the races whose boards read them are read again together this often (InUseTicker), within RACER_IDS_CACHE_MS. */
const RACER_IDS_REFRESH_MS = 800;

/** A race's racer ids as numbers (read from the store when `at`), for its boards. */
interface RacerIds extends InUse {
  at: number;
  ids: Promise<number[]>;
}

/** A race's racer fields (user ids as the store keeps them) as numbers. */
const userIdsOf = (fields: string[]) => fields.map(Number);

/** Race state in the match store. Every change of race state goes through the transition table. */
@Injectable()
export class RaceRepository implements OnModuleDestroy {
  constructor(@Inject(MATCH_STORE) private readonly store: MatchStore) {}

  onModuleDestroy(): void {
    this.metas.close();
    this.racerIdsRefresher.close();
  }

  async meta(raceId: string): Promise<RaceMeta | null> {
    return metaFromHash(await this.store.hgetAll(raceKeys.meta(raceId)));
  }

  /** Races as read a moment ago (see RaceMetaCache): the input path and the boards read them all the time. */
  private readonly metas = new RaceMetaCache({
    whole: (raceId) => this.meta(raceId),
    stateAndEnd: (raceId) => this.store.hmget(raceKeys.meta(raceId), ['state', 'endAt']),
  });

  /** The race as read at most a quarter second ago (RaceMetaCache.cached). */
  cachedMeta(raceId: string): Promise<RaceMeta | null> {
    return this.metas.cached(raceId);
  }

  /** A race just read whole (its start): what the cache answers from now. */
  rememberMeta(meta: RaceMeta): void {
    this.metas.remember(meta);
  }

  /** The cached race without a promise, or undefined (RaceMetaCache.fresh). */
  freshMeta(raceId: string, now: number): RaceMeta | undefined {
    return this.metas.fresh(raceId, now);
  }

  /** Creates the race once; concurrent creators on any node get false and read the winner's. */
  async create(meta: RaceMeta): Promise<boolean> {
    if (!(await this.store.setIfAbsent(raceKeys.createLock(meta.raceId), '1', TTL_MS))) return false;
    await this.store.hset(raceKeys.meta(meta.raceId), metaToHash(meta), TTL_MS);
    return true;
  }

  async update(raceId: string, fields: Partial<RaceMeta>): Promise<void> {
    const hash = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === null ? '' : String(v)]));
    await this.store.hset(raceKeys.meta(raceId), hash, TTL_MS);
  }

  /** Moves the race along the table; false when another node moved it first or the move is illegal. */
  async transition(raceId: string, from: RaceState, event: RaceEvent): Promise<boolean> {
    const next = transition(from, event);
    if (!next.ok) return false;
    return this.store.hcompareAndSet(raceKeys.meta(raceId), 'state', from, next.state, TTL_MS);
  }

  async racers(raceId: string): Promise<RacerRecord[]> {
    const hash = await this.store.hgetAll(raceKeys.racers(raceId));
    return Object.values(hash).map((json) => JSON.parse(json) as RacerRecord);
  }

  /**
   * Every racer of the race, taking the ones in `held` (this node's, fresher than the store) as
   * they are: only the others are read and parsed, so when every racer is on this node a board
   * reads no more than the racers' ids. `freshIds`: the ids read now (a join's view must show
   * everyone), not reused from the last second (a board's).
   */
  async racersBesides(raceId: string, held: ReadonlyMap<number, { record: RacerRecord }> | undefined, freshIds = false): Promise<RacerRecord[]> {
    if (!held?.size) return this.racers(raceId);
    const key = raceKeys.racers(raceId);
    const ids = await (freshIds ? this.store.hkeys(key).then(userIdsOf) : this.racerIds(raceId));
    const others = ids.filter((id) => !held.has(id));
    // Every racer held here (a room on this node only): nothing more is read.
    const raws = others.length ? await this.store.hmget(key, others.map(String)) : [];
    const read = new Map(others.map((id, i) => [id, raws[i]]));
    const racers: RacerRecord[] = [];
    for (const id of ids) {
      const mine = held.get(id);
      const raw = read.get(id);
      if (mine) racers.push(mine.record);
      else if (raw) racers.push(JSON.parse(raw) as RacerRecord);
    }
    return racers;
  }

  private readonly racerIdsCache = new Map<string, RacerIds>();
  /** Reads again, in one tick, the ids of the races read since its last tick (a board per race reads them five times a second). */
  private readonly racerIdsRefresher = new InUseTicker<RacerIds>(RACER_IDS_REFRESH_MS, (waiting) => {
    const now = Date.now();
    // An entry replaced since, or read a moment ago (a board found it stale): that read stands.
    for (const [raceId, hit] of waiting) if (this.racerIdsCache.get(raceId) === hit && now - hit.at >= RACER_IDS_REFRESH_MS / 2) void this.readRacerIds(raceId);
  });

  private racerIds(raceId: string): Promise<number[]> {
    const hit = this.racerIdsCache.get(raceId);
    if (!hit || Date.now() - hit.at >= RACER_IDS_CACHE_MS) return this.readRacerIds(raceId);
    this.racerIdsRefresher.use(raceId, hit);
    return hit.ids;
  }

  private readRacerIds(raceId: string): Promise<number[]> {
    const ids = this.store.hkeys(raceKeys.racers(raceId)).then(userIdsOf);
    const entry: RacerIds = { at: Date.now(), ids };
    // A failed read is the caller's to answer; it is not kept for the next board.
    ids.catch(() => this.racerIdsCache.get(raceId) === entry && this.racerIdsCache.delete(raceId));
    remember(this.racerIdsCache, raceId, entry);
    return ids;
  }

  async racerRaw(raceId: string, userId: number): Promise<string | null> {
    return this.store.hget(raceKeys.racers(raceId), String(userId));
  }

  /** A racer as stored and as an object: the JSON is the expected value of the next compare-and-set. */
  async racer(raceId: string, userId: number): Promise<{ raw: string; record: RacerRecord } | null> {
    const raw = await this.racerRaw(raceId, userId);
    return raw === null ? null : { raw, record: JSON.parse(raw) as RacerRecord };
  }

  /** Writes a racer only if nobody changed it since `expected` was read. */
  async casRacer(raceId: string, userId: number, expected: string, next: RacerRecord): Promise<boolean> {
    return this.store.hcompareAndSet(raceKeys.racers(raceId), String(userId), expected, JSON.stringify(next), TTL_MS);
  }

  /**
   * A new racer, while the race holds fewer than `limit` records (removed racers' included): one
   * atomic step, so two joins racing for the last place never both get in, on any nodes.
   */
  async addRacer(raceId: string, record: RacerRecord, limit: number): Promise<BoundedAddResult> {
    const added = await this.store.haddWithin(raceKeys.racers(raceId), String(record.userId), JSON.stringify(record), limit, TTL_MS);
    // The board's next read of the race's ids sees them.
    if (added === 'added') this.racerIdsCache.delete(raceId);
    return added;
  }

  /**
   * Writes a racer only while `socketId` owns it and only over `expected`, atomically: an input
   * from a replaced socket can never land, whichever node it arrives on.
   */
  async casOwnedRacer(raceId: string, userId: number, socketId: string, expected: string, next: RacerRecord): Promise<{ result: GuardedSetResult; raw: string }> {
    const raw = JSON.stringify(next);
    const guard = { key: raceKeys.owners(raceId), field: String(userId), value: socketId };
    return { result: await this.store.hcompareAndSetGuarded(guard, raceKeys.racers(raceId), String(userId), expected, raw, TTL_MS), raw };
  }

  /**
   * `casOwnedRacer` for many racers of one race in one round trip, each over the record whose
   * digest (`valueDigest` of its JSON) the writer kept; results in order, with the new digests.
   */
  async casOwnedRacers(raceId: string, writes: readonly { userId: number; socketId: string; expectedDigest: string; next: RacerRecord }[]): Promise<{ result: GuardedSetResult; digest: string }[]> {
    const raws = writes.map((w) => JSON.stringify(w.next));
    const results = await this.store.hcompareAndSetGuardedMany(
      raceKeys.owners(raceId),
      raceKeys.racers(raceId),
      writes.map((w, i) => ({ field: String(w.userId), guardValue: w.socketId, expectedDigest: w.expectedDigest, next: raws[i] })),
      TTL_MS,
    );
    return results.map((result, i) => ({ result, digest: result === 'set' ? valueDigest(raws[i]) : '' }));
  }

  /** Records which socket owns a racer; returns the socket it replaced. */
  async claimOwner(raceId: string, userId: number, socketId: string): Promise<string | null> {
    const key = raceKeys.owners(raceId);
    const previous = await this.store.hget(key, String(userId));
    await this.store.hset(key, { [String(userId)]: socketId }, TTL_MS);
    return previous && previous !== socketId ? previous : null;
  }

  async owner(raceId: string, userId: number): Promise<string | null> {
    return this.store.hget(raceKeys.owners(raceId), String(userId));
  }

  /** Every racer's socket, by user id. */
  async owners(raceId: string): Promise<Map<number, string>> {
    return new Map(Object.entries(await this.store.hgetAll(raceKeys.owners(raceId))).map(([userId, socketId]) => [Number(userId), socketId]));
  }

  async reserveJoinCode(code: string, raceId: string): Promise<boolean> {
    return this.store.setIfAbsent(raceKeys.joinCode(code), raceId, TTL_MS);
  }

  async raceForJoinCode(code: string): Promise<string | null> {
    return this.store.get(raceKeys.joinCode(code));
  }

  async scheduleStep(raceId: string, at: number): Promise<void> {
    await this.store.zadd(raceKeys.due, at, raceId);
  }

  async dueRaces(now: number): Promise<string[]> {
    return this.store.zrangeUpTo(raceKeys.due, now, 50);
  }

  async unschedule(raceId: string): Promise<void> {
    await this.store.zrem(raceKeys.due, raceId);
  }

  /** A short lock so only one node runs a race's scheduled step at a time. */
  lockStep(raceId: string, ms: number): Promise<boolean> {
    return this.store.setIfAbsent(raceKeys.stepLock(raceId), '1', ms);
  }

  async unlockStep(raceId: string): Promise<void> {
    await this.store.del(raceKeys.stepLock(raceId));
  }

  /** True once per broadcast window for a race, across all nodes. */
  claimBroadcast(raceId: string, windowMs: number): Promise<boolean> {
    return this.store.setIfAbsent(raceKeys.broadcastTick(raceId), '1', windowMs);
  }
}
