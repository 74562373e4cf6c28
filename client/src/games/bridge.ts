import type { BeePromptKind, GameEndReason } from '@learnstar/shared';
import type { RaceFrame, RaceOver } from './race/race-frame';

/** What a Phaser scene tells the React chrome. */
export interface SceneEvents {
  /** The play field is drawn and the clock runs. */
  ready: undefined;
  /** The pupil answered an item (the scene logs it through the session store first). */
  answered: { itemId: string; correct: boolean; word: string; pinyin: string; meaning: string };
  /** Lives left after a target got through. */
  lifeLost: { lives: number };
  /** Items dealt with so far out of all. */
  progress: { done: number; total: number };
  ended: { reason: GameEndReason };
  /** Touch play: the pupil tapped a target; the chrome offers its choices (null: none open). */
  choosing: { itemId: string; options: string[] } | null;
  /** A timed round: time left, sent as the shown second changes. */
  clock: { leftMs: number };
  /** Bee: the prompt the chrome shows above the meadow (null: none, between rounds). */
  prompt: { itemId: string; kind: BeePromptKind; text: string; pinyin: string } | null;
}

/** What the React chrome tells the scene. */
export interface ChromeCommands {
  pause: undefined;
  resume: undefined;
  /** Touch play: the pupil picked choice `index` for the target `itemId`. */
  pick: { itemId: string; index: number };
  /** Race: where everyone is now (the chrome owns the clock and the typing; the scene draws). */
  raceFrame: RaceFrame;
  /** Race: the podium; the scene shows it, then ends the game. */
  raceOver: RaceOver;
}

type Handler<T> = (payload: T) => void;

/**
 * The one typed channel between React and a Phaser game, in both directions. A game gets its own
 * bridge and the host clears it when the game is destroyed, so no listener outlives a route.
 */
export class GameBridge {
  private readonly handlers = new Map<string, Set<Handler<never>>>();

  on<K extends keyof SceneEvents>(event: K, handler: Handler<SceneEvents[K]>): () => void;
  on<K extends keyof ChromeCommands>(event: K, handler: Handler<ChromeCommands[K]>): () => void;
  on(event: string, handler: Handler<never>): () => void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  emit<K extends keyof SceneEvents>(event: K, ...payload: SceneEvents[K] extends undefined ? [] : [SceneEvents[K]]): void;
  emit<K extends keyof ChromeCommands>(event: K, ...payload: ChromeCommands[K] extends undefined ? [] : [ChromeCommands[K]]): void;
  emit(event: string, ...payload: unknown[]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) (handler as Handler<unknown>)(payload[0]);
  }

  /** Listeners still attached: the leak test reads it through the test hook. */
  get listenerCount(): number {
    let n = 0;
    for (const set of this.handlers.values()) n += set.size;
    return n;
  }

  clear(): void {
    this.handlers.clear();
  }
}
