import { z } from 'zod';
import { GAME_LEVELS } from '../content/levels.js';
import { gradeCodeSchema } from '../contracts/accounts.js';
import { MAX_IME_COMMIT_CHARS, CLASSROOM_CAPACITY } from '../race/constants.js';
import { RACE_STATES } from '../race/state-machine.js';
import type { RaceKind } from '../race/race-kind.js';
import type { AcceptedKeys } from '../content/accepted-keys.js';
import type { DictionaryQuestion } from '../content/questions.js';

/** Socket.IO events of races: names and payloads, shared by the match server and the client. */
export const RACE_EVENTS_IO = {
  // client → server (each answers through the ack callback)
  joinMatch: 'race:joinMatch',
  input: 'race:input',
  /** The racer's page was hidden or shown again (document.visibilitychange), for fair play. */
  visibility: 'race:visibility',
  startPractice: 'practice:start',
  createClassroom: 'classroom:create',
  joinClassroom: 'classroom:join',
  kick: 'classroom:kick',
  start: 'classroom:start',
  end: 'classroom:end',
  setLateJoin: 'classroom:lateJoin',
  /** The host closes the room to new racers once the class is in (`lockSchema`); racers already in may come back. */
  lock: 'classroom:lock',
  /**
   * Back after a drop (a match-server restart), by race id (`raceIdSchema`): a racer already in the
   * race takes their place again (practice included), the host their room; a race that ended
   * meanwhile also sends `finished` to the socket. Refused 'raceNotFound' when the race is gone.
   */
  rejoin: 'race:rejoin',
  // server → client
  state: 'race:state',
  started: 'race:started',
  progress: 'race:progress',
  /**
   * To a classroom race's host only: the racers whose timing breaks the fair-play model
   * (HostFlags), sent with the live board at most once a second while any is marked, and once
   * more when none is any longer. The board itself is the room's, the same for everyone.
   */
  flags: 'race:flags',
  /**
   * The race's results (FinishedNotice): the host gets every row whole; a racer gets the others'
   * rows as the board shows them (`publicResultRow`) and their own whole row in `result`.
   */
  finished: 'race:finished',
  /** To a racer's socket alone, with `finished`: their own whole row (OwnResult). */
  result: 'race:result',
  removed: 'race:removed',
  /** The match server is stopping (SIGTERM): reconnect and carry on, as the race page does. */
  serverRestarting: 'server:restarting',
  /** A join waiting for a place on a full node: `{ ahead }` joins are before it (RaceQueuePosition). */
  queued: 'race:queued',
  // dictionary races (game 2)
  answer: 'dict:answer',
  question: 'dict:question',
  reveal: 'dict:reveal',
} as const;

/** The host's fair-play markers of a live classroom race (RACE_EVENTS_IO.flags). */
export interface HostFlags {
  raceId: string;
  /** User ids, ascending. */
  flagged: number[];
}

/** Sent to a waiting join when its place changes, and every few seconds while it waits. */
export interface RaceQueuePosition {
  ahead: number;
}

export const dictionaryAnswerSchema = z.object({
  raceId: z.string().min(1).max(80),
  questionIndex: z.number().int().min(0).max(100),
  optionIndex: z.number().int().min(0).max(9),
});

/** A question as racers see it: no answer until the reveal. */
export interface DictionaryQuestionView {
  raceId: string;
  index: number;
  count: number;
  kind: string;
  word: string;
  phrase?: string;
  hint?: string;
  options: string[];
  opensAt: number;
  closesAt: number;
  serverNow: number;
}

export interface DictionaryRevealView {
  raceId: string;
  index: number;
  answerIndex: number;
  word: string;
  board: BoardEntry[];
}

export interface DictionaryAnswerRecord {
  option: number;
  correct: boolean;
  ms: number;
  points: number;
}

export const joinMatchSchema = z.object({ matchId: z.number().int().positive() });

export const raceInputSchema = z.discriminatedUnion('kind', [
  z.object({
    raceId: z.string().min(1).max(80),
    seq: z.number().int().positive(),
    kind: z.literal('insert'),
    // A little above the IME limit so an over-long commit reaches the engine and is recorded as refused.
    text: z.string().min(1).max(MAX_IME_COMMIT_CHARS * 4),
    mode: z.enum(['ime', 'pinyin']),
  }),
  z.object({ raceId: z.string().min(1).max(80), seq: z.number().int().positive(), kind: z.literal('delete'), count: z.number().int().min(1).max(50) }),
]);
export type RaceInputMessage = z.infer<typeof raceInputSchema>;

export const startPracticeSchema = z.object({
  game: z.union([z.literal(1), z.literal(2)]).default(1),
  gradeCode: gradeCodeSchema,
  level: z.enum(GAME_LEVELS),
  mode: z.enum(['hanzi', 'pinyin']).default('hanzi'),
  /** "My tricky characters": the pupil's due characters instead of the grade and level's material. */
  review: z.boolean().optional(),
  /** One of the pupil's homework: its characters, game, grade code, level and mode instead of the ones given. */
  homework: z.number().int().positive().max(2_147_483_647).optional(),
});

export const createClassroomSchema = z.object({
  game: z.union([z.literal(1), z.literal(2)]).default(1),
  gradeCode: gradeCodeSchema,
  level: z.enum(GAME_LEVELS),
  mode: z.enum(['hanzi', 'pinyin']).default('hanzi'),
  durationSec: z.number().int().min(30).max(600).default(120),
  lateJoin: z.boolean().default(false),
  title: z.string().trim().min(1).max(60).optional(),
});
export type CreateClassroom = z.infer<typeof createClassroomSchema>;

export const joinClassroomSchema = z.object({ joinCode: z.string().trim().toUpperCase().length(6) });
export const raceIdSchema = z.object({ raceId: z.string().min(1).max(80) });
export const kickSchema = raceIdSchema.extend({ userId: z.number().int().positive() });
export const lateJoinSchema = raceIdSchema.extend({ lateJoin: z.boolean() });
export const lockSchema = raceIdSchema.extend({ locked: z.boolean() });
/** race:visibility: `hidden` is `document.hidden` after the change. */
export const raceVisibilitySchema = raceIdSchema.extend({ hidden: z.boolean() });
export type RaceVisibility = z.infer<typeof raceVisibilitySchema>;

/** One racer on the live board; every figure is the server's. */
export interface BoardEntry {
  userId: number;
  name: string;
  position: number;
  progress: number;
  cpm: number;
  wpm: number;
  accuracy: number;
  finished: boolean;
  /** Dictionary races: points so far. */
  score?: number;
}

export interface RaceView {
  raceId: string;
  kind: RaceKind;
  game: number;
  title: string;
  state: (typeof RACE_STATES)[number];
  mode: 'hanzi' | 'pinyin';
  startAt: number | null;
  endAt: number | null;
  serverNow: number;
  /** Sent only once the race is in progress. */
  text: string | null;
  pinyin: string | null;
  /** Pinyin mode: the keys accepted for each syllable of `text` (null: `text` exactly). */
  accepted: AcceptedKeys | null;
  joinCode: string | null;
  lateJoin: boolean;
  /** A classroom race the host closed to new racers. */
  locked: boolean;
  hostId: number | null;
  board: BoardEntry[];
  /** The receiving racer's own typed text, so a reload restores it. */
  typed: string | null;
  lastSeq: number;
  capacity: number;
  /** Dictionary races: the question open now (without its answer). */
  question: DictionaryQuestionView | null;
}

export interface RaceResultRow extends BoardEntry {
  place: number;
  score: number;
  correctChars: number;
  errors: number;
  submitted: boolean;
  autoSubmitted: boolean;
  points: number;
  /** Beyond the fair-play model: held for checking, earns nothing until cleared. */
  flagged?: boolean;
  /** Characters mistyped most, for the analysis page. */
  mistakes: [string, number][];
  /** CPM sampled every 5 s from the racer's commits, for the WPM-over-time chart. */
  timeline: [secondsFromStart: number, wpm: number][];
  /** Dictionary races: each question's answer by index. */
  answers?: Record<number, DictionaryAnswerRecord>;
}

/**
 * What a racer sees of another racer's result: what the board showed (name, place, speed, accuracy,
 * finished) and the score the places come from. Fair-play holds, points, mistakes, timelines and
 * answers are the racer's own business and the host's.
 */
export type PublicResultRow = Pick<RaceResultRow, 'userId' | 'name' | 'place' | 'position' | 'progress' | 'cpm' | 'wpm' | 'accuracy' | 'finished' | 'score' | 'correctChars' | 'errors' | 'submitted' | 'autoSubmitted'>;

/** A row of `finished`: whole for the host and for the racer's own row (after OwnResult), public otherwise. */
export type RaceResultEntry = PublicResultRow & Partial<RaceResultRow>;

/** RACE_EVENTS_IO.finished; `review`: dictionary races' questions with their answers. */
export interface FinishedNotice {
  raceId: string;
  results: RaceResultEntry[];
  review?: DictionaryQuestion[];
}

/** RACE_EVENTS_IO.result: the receiving racer's own whole row. */
export interface OwnResult {
  raceId: string;
  result: RaceResultRow;
}

/** A refusal; `retryInMs` when the match server's store is out of reach for now (send the same again then). */
export type RaceAck<T = unknown> = { ok: true; data: T } | { ok: false; msg: string; retryInMs?: number };

export const CLASSROOM_MAX_RACERS = CLASSROOM_CAPACITY;

/** The answer to one input commit: whether it counted, and the server's copy to render from. */
export interface RaceInputAck {
  accepted: boolean;
  reason?: string;
  typed?: string;
  lastSeq?: number;
  /**
   * The racer's last commit already in the store (the later ones are held on the node and
   * written within one broadcast window): a client keeps the commits after it (UnstoredInputs)
   * and sends them again if the race comes back with an older `lastSeq`.
   */
  storedSeq?: number;
  figures?: { position: number; correctChars: number; errors: number; accuracy: number; cpm: number; wpm: number; progress: number; finished: boolean };
}

/** How long the match server keeps running after SIGTERM so races ending meanwhile finish and write their results. */
export const MATCH_SERVER_SHUTDOWN_GRACE_MS = 10_000;
