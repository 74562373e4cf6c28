import type { GameSessionStart } from '@learnstar/shared';
import type { GameContext, RunningGame } from '../game-module';
import { startPhaserGame } from '../phaser-game';
import { PlaneScene } from './PlaneScene';

/** The plane battle's lazy chunk: Phaser and the scene load only when a pupil starts a battle. */
export function createGame(parent: HTMLElement, session: GameSessionStart, context: GameContext): RunningGame {
  if (session.game !== 'plane') throw new Error(`plane battle given a ${session.game} session`);
  const scene = new PlaneScene(session, context);
  const { destroy, drawnFrames } = startPhaserGame(parent, scene, context.bridge, '#bfe3ff');
  return { destroy, drawnFrames, targets: () => (scene.sys?.isActive() || scene.sys?.isPaused() ? scene.targets() : []) };
}
