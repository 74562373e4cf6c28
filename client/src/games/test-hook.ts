import { underAutomation } from '../common/automation';
import { liveAudioContexts } from './sound';
import type { PagePoint, TestTarget } from './game-module';
import type { RaceHookState } from './race/race-frame';

export interface WriteHookState {
  character: string;
  step: 'watch' | 'trace' | 'write' | 'done';
  /** The stroke to draw next (0-based) and the misses on it. */
  stroke: number;
  misses: number;
  hint: boolean;
  medians: PagePoint[][];
}

/**
 * `window.__learnstarGame`, present only under automation (navigator.webdriver, as Playwright
 * sets it): lets a browser test play as a pupil would — read the targets, then type or tap — and
 * check that leaving a game leaves nothing running.
 */
export interface GameTestHook {
  game: string | null;
  targets(): TestTarget[];
  player(): PagePoint | null;
  /** Race: the target, what is typed and where the racers are (null outside a race). */
  race(): RaceHookState | null;
  /** Write it: the character, step and stroke expected, with every median in page pixels (null outside the game). */
  write(): WriteHookState | null;
  /** Frames the Phaser game has drawn (0 with none): still while the game is paused. */
  drawnFrames(): number;
  liveGames: number;
  liveAudioContexts(): number;
  bridgeListeners(): number;
}

declare global {
  interface Window {
    __learnstarGame?: GameTestHook;
  }
}

const hook: GameTestHook = { game: null, targets: () => [], player: () => null, race: () => null, write: () => null, drawnFrames: () => 0, liveGames: 0, liveAudioContexts, bridgeListeners: () => 0 };

export function testHook(): GameTestHook | null {
  if (!underAutomation()) return null;
  window.__learnstarGame = hook;
  return hook;
}
