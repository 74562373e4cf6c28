import type { GameSessionStart } from '@learnstar/shared';
import type { GameContext, RunningGame } from '../game-module';
import { startPhaserGame } from '../phaser-game';
import { PlaneScene } from './PlaneScene';

/** The plane battle's lazy chunk: Phaser and the scene load only when a pupil starts a battle. */
export function createGame(parent: HTMLElement, session: GameSessionStart, context: GameContext): RunningGame {
  if (session.game !== 'plane') throw new Error(`plane battle given a ${session.game} session`);
  const scene = new PlaneScene(session, context);
  const game = startPhaserGame(parent, scene, context.bridge, '#bfe3ff');
  return { ...game, targets: () => (game.live() ? scene.targets() : []) };
}
