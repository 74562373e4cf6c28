import type { GameSessionStart } from '@learnstar/shared';
import type { GameContext, RunningGame } from '../game-module';
import { startPhaserGame } from '../phaser-game';
import { BeeScene } from './BeeScene';

/** The bee game's lazy chunk: Phaser and the meadow load only when a pupil starts a round. */
export function createGame(parent: HTMLElement, session: GameSessionStart, context: GameContext): RunningGame {
  if (session.game !== 'bee') throw new Error(`bee game given a ${session.game} session`);
  const scene = new BeeScene(session, context);
  const game = startPhaserGame(parent, scene, context.bridge, '#9ddc7a', { realTime: true });
  return { ...game, targets: () => (game.live() ? scene.targets() : []), player: () => (game.live() ? scene.player() : null) };
}
