import type { GameSessionStart, MiniGame } from '@learnstar/shared';
import type { GameBridge } from './bridge';
import type { SoundBoard } from './sound';

/** A target on the play field as the test hook shows it: enough for a script to play like a pupil. */
export interface TestTarget {
  itemId: string;
  word: string;
  answer: string;
  options: string[];
  /** Centre in page (CSS) pixels, for taps. */
  x: number;
  y: number;
  /** Meaning of the target's word, when the game shows it (bee flowers). */
  meaning?: string;
}

/** A point in page (CSS) pixels. */
export interface PagePoint {
  x: number;
  y: number;
}

export interface GameContext {
  bridge: GameBridge;
  sound: SoundBoard;
  /** Logs an answer (item and what was typed or picked) with its time; the server scores it. */
  record(itemId: string, input: string): void;
  /** Touch play (tap and pick) rather than keys; both work, this only changes the hints. */
  touch: boolean;
  /** Equipped cosmetic for this game (plane skin, tortoise colour), from the points shop. */
  cosmetic?: string;
}

export interface RunningGame {
  destroy(): void;
  /** The live targets, for the test hook. */
  targets(): TestTarget[];
  /** Frames drawn so far, for the test hook. */
  drawnFrames(): number;
  /** Where the pupil's own piece is (the bee), for a test that steers it with keys. */
  player?(): PagePoint | null;
}

/** What each game's lazy chunk exports. Phaser is imported only inside these chunks. */
export interface GameModule {
  createGame(parent: HTMLElement, session: GameSessionStart, context: GameContext): RunningGame;
}

/** Dynamic imports, so Phaser and each game land in their own chunks, loaded when a game starts. */
export const GAME_MODULES: Partial<Record<MiniGame, () => Promise<GameModule>>> = {
  plane: () => import('./plane'),
  bee: () => import('./bee'),
  race: () => import('./race'),
};
