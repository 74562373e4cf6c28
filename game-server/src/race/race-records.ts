import type { RaceState, RacerProgress } from '@learnstar/shared';

/** A race as kept in the store (hash fields, JSON where structured). */
export interface RaceMeta {
  raceId: string;
  kind: 'match' | 'classroom' | 'practice';
  game: number;
  matchId: number | null;
  title: string;
  state: RaceState;
  mode: 'hanzi' | 'pinyin';
  /** What racers type: the Chinese text in hanzi mode, the pinyin keys in pinyin mode. */
  text: string;
  pinyin: string;
  durationMs: number;
  startAt: number | null;
  endAt: number | null;
  gradeCode: number;
  level: string;
  hostId: number | null;
  joinCode: string | null;
  lateJoin: boolean;
  capacity: number;
  /** Set once results are computed, for late viewers and the CSV. */
  results: string | null;
}

export interface RacerRecord {
  userId: number;
  name: string;
  progress: RacerProgress;
  /** [secondsFromStart, wpm] samples for the WPM-over-time chart. */
  timeline: [number, number][];
  removed: boolean;
}

const NUMERIC = ['game', 'matchId', 'durationMs', 'startAt', 'endAt', 'gradeCode', 'hostId', 'capacity'] as const;

export function metaToHash(meta: RaceMeta): Record<string, string> {
  return Object.fromEntries(Object.entries(meta).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

export function metaFromHash(hash: Record<string, string>): RaceMeta | null {
  if (!hash.raceId) return null;
  const meta: Record<string, unknown> = { ...hash };
  for (const key of NUMERIC) meta[key] = hash[key] === '' || hash[key] === undefined ? null : Number(hash[key]);
  meta.lateJoin = hash.lateJoin === 'true';
  meta.joinCode = hash.joinCode || null;
  meta.results = hash.results || null;
  return meta as unknown as RaceMeta;
}
