import type { RaceMeta } from './race-records.js';
import { InUseTicker, type InUse } from '../common/in-use-ticker.js';

/** How long a race read from the store is answered from memory before it is refreshed. */
export const META_CACHE_MS = 250;
/** How long a commit is judged on the last read (`fresh`); after it, the commit needs the store. */
export const META_FRESH_MS = 2 * META_CACHE_MS;
/**
 * How often the races in use are refreshed together: within META_CACHE_MS, so a board (which reads
 * through `cached`) finds them fresh and does not send a read of its own.
 */
const REFRESH_EVERY_MS = 200;
/** Races a node keeps in each of its caches; the one cached longest ago goes first. */
const CACHED_RACES = 5_000;

/** Caches `value` as the newest entry of `cache`, dropping the oldest past CACHED_RACES. */
export function remember<V>(cache: Map<string, V>, raceId: string, value: V): void {
  cache.delete(raceId);
  cache.set(raceId, value);
  if (cache.size > CACHED_RACES) cache.delete(cache.keys().next().value!);
}

/** A race in the meta cache: its newest read (or refresh) on its way, and the last one answered. */
interface CachedMeta extends InUse {
  /** When `meta` was asked for. */
  at: number;
  meta: Promise<RaceMeta | null>;
  /** The last answered read, for `fresh`; until a refresh answers, the one before it (`readAt`: when that was asked for). */
  read?: RaceMeta | null;
  readAt?: number;
}

/** How the cache reads the store: a race whole, or only its state and end (as stored: strings, '' for none). */
export interface RaceMetaReads {
  whole(raceId: string): Promise<RaceMeta | null>;
  stateAndEnd(raceId: string): Promise<(string | null)[]>;
}

/**
 * Races as read at most META_CACHE_MS ago: the input path reads its race on every commit, and a
 * race changes only at a few state steps. Time checks use startAt/endAt, which never move mid-race
 * except when the race is closed early (with a state step). So once a race is known, a refresh
 * asks only for its state and end: the same object is kept while they have not changed (the text
 * and the rest are not read and parsed again, and caches keyed on the object stay warm).
 *
 * The races the input path reads (`fresh`) are refreshed together, every REFRESH_EVERY_MS on one
 * timer: their reads leave in the same tick, so the Redis client sends them as one pipeline. Each
 * race refreshing on its own when a commit found it stale sent a pipeline of one command each
 * time (100 a second at 25 races), and ioredis builds a sizeable object for every pipeline.
 */
export class RaceMetaCache {
  private readonly entries = new Map<string, CachedMeta>();
  /** Refreshes the races `fresh` answered since its last tick. */
  private readonly refresher = new InUseTicker<CachedMeta>(REFRESH_EVERY_MS, (waiting) => this.refreshInUse(waiting));

  constructor(private readonly reads: RaceMetaReads) {}

  cached(raceId: string): Promise<RaceMeta | null> {
    const hit = this.entries.get(raceId);
    if (hit && Date.now() - hit.at < META_CACHE_MS) return hit.meta;
    return this.refresh(raceId, hit);
  }

  /** Reads the race again now (its state and end, when it is known), whatever the entry's age. */
  private refresh(raceId: string, hit: CachedMeta | undefined): Promise<RaceMeta | null> {
    const now = Date.now();
    const entry: CachedMeta = {
      at: now,
      meta: hit ? this.refreshed(raceId, hit.meta) : this.reads.whole(raceId),
      read: hit?.read,
      readAt: hit?.readAt,
    };
    // A failed read is the caller's to answer (it awaits `meta`); here it only drops the stand-in.
    entry.meta.then(
      (meta) => {
        entry.read = meta;
        entry.readAt = now;
      },
      () => (entry.read = undefined),
    );
    remember(this.entries, raceId, entry);
    return entry.meta;
  }

  /** A race just read whole (its start): what `cached` and `fresh` answer from now. */
  remember(meta: RaceMeta): void {
    const now = Date.now();
    remember(this.entries, meta.raceId, { at: now, meta: Promise.resolve(meta), read: meta, readAt: now });
  }

  /**
   * The race as `cached` has it, without a promise, so a commit can be judged in the tick it
   * arrived: the last read, while it was asked for less than two cache windows ago. The race is
   * refreshed with the others in use at the next refresh (at most REFRESH_EVERY_MS from now), and the
   * read before it stands in until the store answers (a commit arriving meanwhile is not sent to
   * the slow path). Undefined when the race is not known here yet, or the store has not answered
   * for that long (the slow path reads it through `cached`).
   */
  fresh(raceId: string, now: number): RaceMeta | undefined {
    const hit = this.entries.get(raceId);
    if (!hit) return undefined;
    this.refresher.use(raceId, hit);
    return hit.read && hit.readAt !== undefined && now - hit.readAt < META_FRESH_MS ? hit.read : undefined;
  }

  /** The refresher's tick: every race in use read again, in one tick (one pipeline). */
  private refreshInUse(waiting: [string, CachedMeta][]): void {
    const now = Date.now();
    // An entry replaced since (read again through `cached`, by a slow-path commit or a board) or read a moment ago: that read stands.
    for (const [raceId, hit] of waiting) if (this.entries.get(raceId) === hit && now - hit.at >= META_CACHE_MS / 2) void this.refresh(raceId, hit);
  }

  /** The node is stopping: no more refreshes. */
  close(): void {
    this.refresher.close();
  }

  private async refreshed(raceId: string, previous: Promise<RaceMeta | null>): Promise<RaceMeta | null> {
    const known = await previous.catch(() => null);
    if (!known) return this.reads.whole(raceId);
    const [state, endAt] = await this.reads.stateAndEnd(raceId);
    return state === known.state && endAt === (known.endAt === null ? '' : String(known.endAt)) ? known : this.reads.whole(raceId);
  }
}
