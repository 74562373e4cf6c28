import type { GameSessionStart } from '@learnstar/shared';
import type { GameContext, RunningGame } from '../game-module';
import { startPhaserGame } from '../phaser-game';
import { RaceScene } from './RaceScene';

/** The tortoise and hare race's lazy chunk: Phaser and the track load only when a race starts. */
export function createGame(parent: HTMLElement, session: GameSessionStart, context: GameContext): RunningGame {
  if (session.game !== 'race') throw new Error(`race given a ${session.game} session`);
  const scene = new RaceScene(session, context);
  const game = startPhaserGame(parent, scene, context.bridge, '#bfe3ff');
  return { ...game, targets: () => (game.live() ? scene.targets() : []) };
}
