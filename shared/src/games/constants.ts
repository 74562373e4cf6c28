import type { GameLevel } from '../content/levels.js';
import type { GradeCode } from '../grades.js';

/** The game centre's mini-games: plane battle, tortoise and hare race, bee honey gathering, write it. */
export const MINI_GAMES = ['plane', 'race', 'bee', 'write'] as const;
export type MiniGame = (typeof MINI_GAMES)[number];

export function isMiniGame(value: unknown): value is MiniGame {
  return typeof value === 'string' && (MINI_GAMES as readonly string[]).includes(value);
}

/** Game numbers beside typing (1) and dictionary (2): level unlocks (`LevelUnlock.game`) use them. */
export const MINI_GAME_NUMBERS = { plane: 3, race: 4, bee: 5, write: 6 } as const satisfies Record<MiniGame, number>;

/** How a session ends, as the client reports it. */
export const GAME_END_REASONS = ['finished', 'lost', 'quit'] as const;
export type GameEndReason = (typeof GAME_END_REASONS)[number];

/** Stored session states (GameSession.status). */
/**
 * held: a session the fair-play model held (no points, off the boards), shown to the pupil as being
 * checked until an operator clears it (finished, points credited) or disqualifies it.
 */
export const GAME_SESSION_STATUSES = ['open', 'finished', 'refused', 'held', 'disqualified'] as const;
export type GameSessionStatus = (typeof GAME_SESSION_STATUSES)[number];

/** Race typing mode: IME commits of Chinese characters, or pinyin keys one by one. */
export const RACE_MODES = ['hanzi', 'pinyin'] as const;
export type RaceMode = (typeof RACE_MODES)[number];

export interface MiniGameRules {
  /** Longest play the client offers; plane and race end earlier when done, bee is one round. */
  durationMs: number;
  /** Lives at the start (0: the game has none). */
  lives: number;
  /** Items issued per session (race: the passage decides). */
  items: number;
  /** Score per ledger point. */
  scorePerPoint: number;
}

export const MINI_GAME_RULES: Record<MiniGame, MiniGameRules> = {
  plane: { durationMs: 240_000, lives: 3, items: 40, scorePerPoint: 20 },
  race: { durationMs: 180_000, lives: 0, items: 0, scorePerPoint: 30 },
  bee: { durationMs: 60_000, lives: 0, items: 24, scorePerPoint: 12 },
  // Four characters, each watched, traced and written from memory, take a P1 pupil 3–6 minutes.
  write: { durationMs: 600_000, lives: 0, items: 4, scorePerPoint: 10 },
};

/**
 * The deadline is issuedAt + durationMs + this grace: the Phaser chunk loading, the countdown and
 * short pauses (tab hidden) fit in it; a finish after it is refused.
 */
export const GAME_DEADLINE_GRACE_MS = 60_000;
/** The client's clock may run a little ahead of the server's between issue and finish. */
export const GAME_CLOCK_TOLERANCE_MS = 2_000;
/** Points one session can earn, whatever the score. */
export const MINI_GAME_MAX_POINTS_PER_SESSION = 20;
/** Points a pupil can earn from the game centre per Singapore day (all three games together). */
export const MINI_GAME_DAILY_POINTS_CAP = 60;
/** Weekly boards in the game centre show this many places. */
export const GAME_BOARD_SIZE = 10;
/** Longest answer log accepted (race: two tries per character of the longest text). */
export const MAX_GAME_ANSWERS = 1_000;
/** Longest single input (a bee flower word, a plane pinyin, an IME commit). */
export const MAX_GAME_INPUT_LENGTH = 40;

/** Plane and bee: one answer per plane; bee: a wrong flower or two, then the right one. */
export const BEE_MAX_TRIES_PER_ITEM = 3;
/** Bee flowers per prompt by level, the answer included. */
export const BEE_OPTIONS_BY_LEVEL: Record<GameLevel, number> = { elementary: 4, intermediate: 5, advanced: 6 };
/** Plane touch mode: pinyin choices per plane. */
export const PLANE_OPTIONS = 3;

/** Race: the passage is at least this many characters (short passages are joined). */
export const RACE_MIN_CHARS = 30;
/** Ghost mode lists this many races to race again, the latest first. */
export const RACE_GHOSTS_LISTED = 20;
/** Hare speed (Chinese characters per minute) for a pupil with no typing results yet, by grade code. */
export const HARE_DEFAULT_CPM: Record<GradeCode, number> = { 1: 15, 2: 18, 3: 22, 4: 26, 5: 30, 6: 34, 7: 38, 8: 42 };
/** The hare runs this much faster than the pupil's median by level; its nap lets a steady pupil win. */
export const HARE_MARGIN_BY_LEVEL: Record<GameLevel, number> = { elementary: 0, intermediate: 0.1, advanced: 0.2 };
/** The pupil's median CPM over this many latest typing results sets the hare. */
export const HARE_RESULTS_CONSIDERED = 5;
/** The nap lasts this share of the hare's running time (seeded within the range). */
export const HARE_NAP_SHARE = [0.3, 0.4] as const;
/** The hare never runs slower than this, so a race always moves. */
export const HARE_MIN_CPM = 10;
/** HTTP status (and envelope code) of a refused log: well-formed, but not one a child could have produced. */
export const GAME_REFUSED_STATUS = 422;

/**
 * Write it: the steps of a character whose strokes are sent (watching sends none). Trace: over the
 * outline; write: from memory, the outline hidden.
 */
export const WRITE_STEPS = ['trace', 'write'] as const;
export type WriteStep = (typeof WRITE_STEPS)[number];
/** Misses on one stroke before the next stroke flashes as a hint. */
export const WRITE_HINT_AFTER_MISSES = 3;
/** Strokes a log may hold per character: two steps of the longest P1–P2 characters with misses. */
export const WRITE_MAX_STROKES_PER_ITEM = 120;
/** Points kept per drawn stroke (the page thins longer strokes). */
export const WRITE_MAX_POINTS_PER_STROKE = 64;
/** Writing is practised on the characters of P1 and P2 (grade codes 1–4). */
export const WRITE_HIGHEST_GRADE_CODE = 4;
