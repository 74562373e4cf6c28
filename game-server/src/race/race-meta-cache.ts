import type { RaceMeta } from './race-records.js';

/** How long a race read from the store is answered from memory before it is refreshed. */
const META_CACHE_MS = 250;
/** Races a node keeps in each of its caches; the one cached longest ago goes first. */
const CACHED_RACES = 5_000;

/** Caches `value` as the newest entry of `cache`, dropping the oldest past CACHED_RACES. */
export function remember<V>(cache: Map<string, V>, raceId: string, value: V): void {
  cache.delete(raceId);
  cache.set(raceId, value);
  if (cache.size > CACHED_RACES) cache.delete(cache.keys().next().value!);
}

/** A race in the meta cache: its newest read (or refresh) on its way, and the last one answered. */
interface CachedMeta {
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
 */
export class RaceMetaCache {
  private readonly entries = new Map<string, CachedMeta>();

  constructor(private readonly reads: RaceMetaReads) {}

  cached(raceId: string): Promise<RaceMeta | null> {
    const hit = this.entries.get(raceId);
    const now = Date.now();
    if (hit && now - hit.at < META_CACHE_MS) return hit.meta;
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
   * arrived: the last read, while it was asked for less than two cache windows ago. A stale entry
   * starts its refresh here, and the read before it stands in until the store answers (a commit
   * arriving meanwhile is not sent to the slow path: a fifth of them were, one refresh in four).
   * Undefined when the race is not known here yet, or the store has not answered for that long.
   */
  fresh(raceId: string, now: number): RaceMeta | undefined {
    let hit = this.entries.get(raceId);
    if (hit && now - hit.at >= META_CACHE_MS) {
      void this.cached(raceId);
      hit = this.entries.get(raceId);
    }
    return hit?.read && hit.readAt !== undefined && now - hit.readAt < 2 * META_CACHE_MS ? hit.read : undefined;
  }

  private async refreshed(raceId: string, previous: Promise<RaceMeta | null>): Promise<RaceMeta | null> {
    const known = await previous.catch(() => null);
    if (!known) return this.reads.whole(raceId);
    const [state, endAt] = await this.reads.stateAndEnd(raceId);
    return state === known.state && endAt === (known.endAt === null ? '' : String(known.endAt)) ? known : this.reads.whole(raceId);
  }
}
