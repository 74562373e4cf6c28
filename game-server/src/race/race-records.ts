import type { AcceptedKeys, DictionaryAnswerRecord, DictionaryQuestion, RaceKind, RaceState, RacerProgress } from '@learnstar/shared';

/** A race as kept in the store (hash fields, JSON where structured). */
export interface RaceMeta {
  raceId: string;
  kind: RaceKind;
  game: number;
  matchId: number | null;
  title: string;
  state: RaceState;
  mode: 'hanzi' | 'pinyin';
  /** What racers type: the Chinese text in hanzi mode, the pinyin keys in pinyin mode. */
  text: string;
  pinyin: string;
  /** Pinyin mode: the texts' Chinese, one character a syllable of `text` (the learning memory's); '' otherwise. */
  hanzi: string;
  /** Typing races: where each passage ends (comma-separated character offsets), for homework. */
  passageEnds: string;
  /** Pinyin mode: the keys accepted for each syllable of `text` (JSON of AcceptedKeys); null when every syllable has one. */
  accepted: string | null;
  durationMs: number;
  startAt: number | null;
  endAt: number | null;
  gradeCode: number;
  level: string;
  hostId: number | null;
  joinCode: string | null;
  lateJoin: boolean;
  /** A classroom race its host closed to new racers. */
  locked: boolean;
  capacity: number;
  /** Set once results are computed, for late viewers and the CSV. */
  results: string | null;
  /** Dictionary races: the questions with their answers (JSON, never sent whole to racers). */
  questions: string | null;
  questionMs: number;
  revealMs: number;
  /** Dictionary races: the last question step announced ("q3", "r3"), so each goes out once. */
  announced: string;
}

export function parseQuestions(meta: RaceMeta): DictionaryQuestion[] {
  return meta.questions ? (JSON.parse(meta.questions) as DictionaryQuestion[]) : [];
}

/** Race texts' accepted keys parsed once: every commit of a race judges against the same array. */
const acceptedCache = new Map<string, AcceptedKeys>();
const ACCEPTED_CACHE_SIZE = 512;

export function parseAccepted(meta: RaceMeta): AcceptedKeys | null {
  if (!meta.accepted) return null;
  let parsed = acceptedCache.get(meta.accepted);
  if (!parsed) {
    if (acceptedCache.size >= ACCEPTED_CACHE_SIZE) acceptedCache.delete(acceptedCache.keys().next().value!);
    parsed = JSON.parse(meta.accepted) as AcceptedKeys;
    acceptedCache.set(meta.accepted, parsed);
  }
  return parsed;
}

export interface RacerRecord {
  userId: number;
  name: string;
  progress: RacerProgress;
  /** [secondsFromStart, wpm] samples for the WPM-over-time chart. */
  timeline: [number, number][];
  removed: boolean;
  /** Dictionary races: answers by question index. */
  answers?: Record<number, DictionaryAnswerRecord>;
  /** What the live fair-play marker judges the racer by, from their session when they joined. */
  judgedAs?: { gradeCode: number | null; certifiedCpm: number | null };
}

const NUMERIC = ['game', 'matchId', 'durationMs', 'startAt', 'endAt', 'gradeCode', 'hostId', 'capacity', 'questionMs', 'revealMs'] as const;

export function metaToHash(meta: RaceMeta): Record<string, string> {
  return Object.fromEntries(Object.entries(meta).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

export function metaFromHash(hash: Record<string, string>): RaceMeta | null {
  if (!hash.raceId) return null;
  const meta: Record<string, unknown> = { ...hash };
  for (const key of NUMERIC) meta[key] = hash[key] === '' || hash[key] === undefined ? null : Number(hash[key]);
  meta.lateJoin = hash.lateJoin === 'true';
  meta.locked = hash.locked === 'true';
  meta.joinCode = hash.joinCode || null;
  meta.results = hash.results || null;
  meta.questions = hash.questions || null;
  meta.accepted = hash.accepted || null;
  meta.announced = hash.announced ?? '';
  meta.passageEnds = hash.passageEnds ?? '';
  return meta as unknown as RaceMeta;
}
