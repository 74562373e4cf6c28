/** One pupil on a board, in the order places are given. */
export interface Scored {
  userId: number;
  name: string;
  gradeCode: number | null;
  value: number;
  /** When the value was reached: the earlier one ranks higher on a tie, then the lower user id. */
  reachedAt: Date;
}

export interface CachedBoard {
  top: (Scored & { place: number })[];
  me: (Scored & { place: number }) | null;
}

/**
 * Built boards, keyed by board, grade (and week) and a data version that every write of results
 * or points moves on. A board is computed from PostgreSQL (the source of truth) when its key is
 * missing, so after a restart of the API or of Redis the boards are rebuilt, never stale.
 */
export interface RankingCache {
  readonly kind: 'redis' | 'memory';
  /** Null while the cache is out of reach: the board is computed from PostgreSQL without it. */
  version(): Promise<string | null>;
  /** Called after a write that changes rankings has committed. */
  bump(): Promise<void>;
  read(key: string, limit: number, userId: number | null): Promise<CachedBoard | null>;
  write(key: string, rows: Scored[]): Promise<void>;
  close(): Promise<void>;
}

export const RANKING_CACHE = Symbol('RANKING_CACHE');
/** Built boards expire anyway, so a bump lost in a crash heals itself. */
export const RANKING_CACHE_TTL_S = 600;

/** The embedded default: the same boards in process memory. */
export class MemoryRankingCache implements RankingCache {
  readonly kind = 'memory';
  private counter = 0;
  private readonly boards = new Map<string, { rows: Scored[]; expiresAt: number }>();

  async version(): Promise<string> {
    return String(this.counter);
  }

  async bump(): Promise<void> {
    this.counter++;
    this.boards.clear();
  }

  async read(key: string, limit: number, userId: number | null): Promise<CachedBoard | null> {
    const board = this.boards.get(key);
    if (!board || board.expiresAt < Date.now()) return null;
    const placed = board.rows.map((r, i) => ({ ...r, place: i + 1 }));
    return { top: placed.slice(0, limit), me: placed.find((r) => r.userId === userId) ?? null };
  }

  async write(key: string, rows: Scored[]): Promise<void> {
    this.boards.set(key, { rows, expiresAt: Date.now() + RANKING_CACHE_TTL_S * 1000 });
  }

  async close(): Promise<void> {}
}
