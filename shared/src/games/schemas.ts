import { z } from 'zod';
import { GAME_LEVELS } from '../content/levels.js';
import { UUID_PATTERN } from '../ids.js';
import { GAME_END_REASONS, MAX_GAME_ANSWERS, MAX_GAME_INPUT_LENGTH, MINI_GAMES, RACE_MODES, WRITE_MAX_POINTS_PER_STROKE } from './constants.js';

// ---- requests ----

export const miniGameSchema = z.enum(MINI_GAMES, { error: 'gameUnknown' });

/** Session ids are UUIDs; anything else (NUL bytes, paths, huge strings) is not found, never a 5xx. */
export const gameSessionIdSchema = z.string().regex(UUID_PATTERN, { error: 'gameSessionNotFound' });

/**
 * POST /games/{game}/sessions. `mode` and `ghostSessionId` are for the race only (mode defaults to
 * hanzi); other games ignore them. With a ghost, the race runs on the ghost's passage, and the level
 * and mode must be the ghost's.
 */
export const gameSessionStartRequestSchema = z.object({
  level: z.enum(GAME_LEVELS, { error: 'invalidValue' }),
  mode: z.enum(RACE_MODES, { error: 'invalidValue' }).optional(),
  ghostSessionId: z.string({ error: 'gameGhostNotFound' }).regex(UUID_PATTERN, { error: 'gameGhostNotFound' }).optional(),
  /** Write it: a writing homework of the pupil's class, whose characters the round issues. */
  homeworkId: z.coerce.number({ error: 'homeworkNotFound' }).int({ error: 'homeworkNotFound' }).positive({ error: 'homeworkNotFound' }).optional(),
  /** Write it: a 听写 round, each character heard (or read as pinyin and meaning) and written from memory, never traced. */
  dictation: z.boolean({ error: 'invalidValue' }).optional(),
});
export type GameSessionStartRequest = z.infer<typeof gameSessionStartRequestSchema>;

/** Item ids: `i<n>` for plane and bee items, `c<n>` for race characters (n from 0). */
const itemIdSchema = z.string({ error: 'invalidValue' }).max(8, { error: 'invalidValue' });
/** Control characters (NUL and the like) are never typed by a pupil. */
// eslint-disable-next-line no-control-regex
const inputSchema = z.string({ error: 'invalidValue' }).max(MAX_GAME_INPUT_LENGTH, { error: 'tooLong' }).regex(/^[^\u0000-\u001f\u007f]*$/, { error: 'invalidValue' });
/**
 * ms since the session started on the client's clock. Negative or out-of-order times are a refused
 * log (stored for review), not a malformed body; only non-integers and absurd sizes are malformed.
 */
const atMsSchema = z.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(-86_400_000, { error: 'invalidValue' }).max(86_400_000, { error: 'invalidValue' });

/** Write it: a drawn point [x, y, t] in the stroke data's 1024 box (a little beyond it allowed) at t ms on the answers' clock. */
const coordinateSchema = z.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(-512, { error: 'invalidValue' }).max(1536, { error: 'invalidValue' });
const drawnPointSchema = z.tuple([coordinateSchema, coordinateSchema, atMsSchema], { error: 'invalidValue' });

/** `points`: write only, the stroke drawn (input is the step, atMs its last point's time). */
export const gameAnswerSchema = z.object({
  itemId: itemIdSchema,
  input: inputSchema,
  atMs: atMsSchema,
  points: z.array(drawnPointSchema, { error: 'invalidValue' }).max(WRITE_MAX_POINTS_PER_STROKE, { error: 'tooLong' }).optional(),
});
export type GameAnswer = z.infer<typeof gameAnswerSchema>;

/** POST /games/{game}/sessions/{sessionId}/finish: what the pupil did, never a score. */
export const gameFinishRequestSchema = z.object({
  answers: z.array(gameAnswerSchema, { error: 'invalidValue' }).max(MAX_GAME_ANSWERS, { error: 'tooLong' }),
  endedBy: z.enum(GAME_END_REASONS, { error: 'invalidValue' }),
  /** Time the tab was hidden (paused); kept for review only. */
  hiddenMs: z.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(0, { error: 'invalidValue' }).max(86_400_000, { error: 'invalidValue' }).optional(),
});
export type GameFinishRequest = z.infer<typeof gameFinishRequestSchema>;

// ---- items ----

/** A word the pupil meets in plane and bee, with what the results panel and feedback show. */
const wordFacts = {
  word: z.string(),
  /** Tone-marked, for display: péngyou. */
  pinyin: z.string(),
  /** The first English gloss (the bank has English glosses only). */
  meaning: z.string(),
  /** A common phrase with the word, when the bank has one. */
  example: z.string().optional(),
};

/**
 * Plane: `answer` is what the pupil types (pinyin keys, ü as v; tone numbers at advanced: peng2you5).
 * `options` are three tone-marked choices for touch mode, `optionAnswers` their typed form (same order).
 */
export const planeItemSchema = z.object({
  id: z.string(),
  answer: z.string(),
  ...wordFacts,
  options: z.array(z.string()),
  optionAnswers: z.array(z.string()),
});
export type PlaneItem = z.infer<typeof planeItemSchema>;

/** Race: one item per character of the target text (punctuation and spaces too). */
export const raceItemSchema = z.object({ id: z.string(), answer: z.string() });
export type RaceItem = z.infer<typeof raceItemSchema>;

export const BEE_PROMPT_KINDS = ['meaning', 'pinyin', 'clue', 'audio'] as const;
export type BeePromptKind = (typeof BEE_PROMPT_KINDS)[number];

/** Bee: a prompt and the flower words (one right); `answer` = `word`. audio: text is the word, to be spoken. */
export const beeItemSchema = z.object({
  id: z.string(),
  answer: z.string(),
  ...wordFacts,
  prompt: z.object({ kind: z.enum(BEE_PROMPT_KINDS), text: z.string() }),
  options: z.array(z.string()),
  /** Meaning of every flower word (same order as options), shown when the bee visits a wrong one. */
  optionMeanings: z.array(z.string()),
});
export type BeeItem = z.infer<typeof beeItemSchema>;

/** A character's stroke data as hanzi-writer-data has it (outlines, and medians from start to end). */
export const characterStrokesSchema = z.object({ strokes: z.array(z.string()), medians: z.array(z.array(z.tuple([z.number(), z.number()]).readonly())) });

/** Write it: one character (`answer` = `word`) with its stroke data, so the page fetches nothing more. */
export const writeItemSchema = z.object({ id: z.string(), answer: z.string(), ...wordFacts, strokes: characterStrokesSchema });
export type WriteItem = z.infer<typeof writeItemSchema>;

export const racePassageSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** Spaced tone-marked pinyin, one syllable per Chinese character. */
  pinyin: z.string(),
  /** Pinyin mode's target: letters without tones, a space between syllables. */
  pinyinKeys: z.string(),
  mode: z.enum(RACE_MODES),
  /** What the pupil types in this mode: text (hanzi) or pinyinKeys (pinyin); the items spell it. */
  target: z.string(),
  /** Pinyin mode: each syllable's accepted keys, the written one first (shared/content/accepted-keys). */
  acceptedKeys: z.array(z.array(z.string())).optional(),
});
export type RacePassage = z.infer<typeof racePassageSchema>;

/** The hare pace-maker: characters of the target per minute, and one nap when it reaches napAtChar. */
export const hareSchema = z.object({ cpm: z.number(), napAtChar: z.number().int(), napMs: z.number().int() });
export type Hare = z.infer<typeof hareSchema>;

// ---- start payload ----

const startBase = {
  sessionId: z.string(),
  level: z.enum(GAME_LEVELS),
  gradeCode: z.number().int(),
  seed: z.string(),
  issuedAt: z.string(),
  deadline: z.string(),
  durationMs: z.number().int(),
  lives: z.number().int(),
  dailyCap: z.number().int(),
  pointsToday: z.number().int(),
};

export const planeSessionStartSchema = z.object({ ...startBase, game: z.literal('plane'), items: z.array(planeItemSchema) });
/** A recorded race replayed as a ghost: its commits (position, characters, time) and nothing else of its pupil but the display name. */
export const raceGhostRunSchema = z.object({
  sessionId: z.string(),
  name: z.string(),
  own: z.boolean(),
  timeline: z.array(z.object({ itemId: z.string(), input: z.string(), atMs: z.number().int() })),
});
export type RaceGhostRun = z.infer<typeof raceGhostRunSchema>;

export const raceSessionStartSchema = z.object({ ...startBase, game: z.literal('race'), items: z.array(raceItemSchema), passage: racePassageSchema, hare: hareSchema, ghost: raceGhostRunSchema.optional() });
export const beeSessionStartSchema = z.object({ ...startBase, game: z.literal('bee'), items: z.array(beeItemSchema) });
export const writeSessionStartSchema = z.object({ ...startBase, game: z.literal('write'), items: z.array(writeItemSchema), dictation: z.boolean().optional() });
export const gameSessionStartSchema = z.discriminatedUnion('game', [planeSessionStartSchema, raceSessionStartSchema, beeSessionStartSchema, writeSessionStartSchema]);
export type PlaneSessionStart = z.infer<typeof planeSessionStartSchema>;
export type RaceSessionStart = z.infer<typeof raceSessionStartSchema>;
export type BeeSessionStart = z.infer<typeof beeSessionStartSchema>;
export type WriteSessionStart = z.infer<typeof writeSessionStartSchema>;
export type GameSessionStart = z.infer<typeof gameSessionStartSchema>;
export type GameItem = PlaneItem | RaceItem | BeeItem | WriteItem;

// ---- result ----

export const missedWordSchema = z.object({ itemId: z.string(), word: z.string(), pinyin: z.string(), meaning: z.string() });
export type MissedWord = z.infer<typeof missedWordSchema>;

/** Race figures, computed on the server from the commits (same CPM/WPM/accuracy rules as typing races). */
export const raceFiguresSchema = z.object({
  correctChars: z.number().int(),
  typedChars: z.number().int(),
  cpm: z.number(),
  wpm: z.number(),
  accuracy: z.number(),
  /** ms from start to the last character when the pupil typed the whole target; null otherwise. */
  finishMs: z.number().int().nullable(),
  hareFinishMs: z.number().int(),
  beatHare: z.boolean(),
});
export type RaceFigures = z.infer<typeof raceFiguresSchema>;

export const gameSessionResultSchema = z.object({
  sessionId: z.string(),
  game: miniGameSchema,
  status: z.literal('finished'),
  score: z.number().int(),
  correct: z.number().int(),
  answered: z.number().int(),
  /** Points credited by this session (after the per-session and daily caps). */
  points: z.number().int(),
  pointsToday: z.number().int(),
  dailyCap: z.number().int(),
  /** The daily cap cut this session's points. */
  capped: z.boolean(),
  /** The pupil's best score in this game, this session included. */
  best: z.number().int(),
  /** Plane and bee: words not answered right; race: characters typed wrong; write: characters not written from memory without a miss. */
  missed: z.array(missedWordSchema),
  race: raceFiguresSchema.optional(),
  /** Race: why the fair-play model held this session (no points until then); absent when it counts. */
  heldReasons: z.array(z.string()).optional(),
});
export type GameSessionResult = z.infer<typeof gameSessionResultSchema>;

// ---- ghosts ----

/** GET /games/race/ghosts: a finished race that can be raced again, the pupil's own or a same-grade classmate's. */
export const raceGhostSchema = z.object({
  sessionId: z.string(),
  name: z.string(),
  own: z.boolean(),
  passageId: z.string(),
  level: z.enum(GAME_LEVELS),
  mode: z.enum(RACE_MODES),
  finishMs: z.number().int(),
  finishedAt: z.string(),
});
export type RaceGhost = z.infer<typeof raceGhostSchema>;

// ---- centre ----

export const gameBoardRowSchema = z.object({ place: z.number().int(), name: z.string(), score: z.number().int(), me: z.boolean() });
export type GameBoardRow = z.infer<typeof gameBoardRowSchema>;

export const gameCentreSchema = z.object({
  dailyCap: z.number().int(),
  pointsToday: z.number().int(),
  /** The caller's grade code whose boards these are. */
  gradeCode: z.number().int(),
  games: z.array(z.object({ game: miniGameSchema, best: z.number().int(), pointsToday: z.number().int(), weeklyTop: z.array(gameBoardRowSchema) })),
});
export type GameCentre = z.infer<typeof gameCentreSchema>;
