import { useEffect, useRef } from 'react';
import type { GameSessionStart } from '@learnstar/shared';
import { GameBridge } from './bridge';
import { GAME_MODULES, type RunningGame } from './game-module';
import { SoundBoard } from './sound';
import { useGameSession } from './session-store';
import { testHook } from './test-hook';

const noTargets = () => [];
const noPlayer = () => null;
const noListeners = () => 0;
const noFrames = () => 0;

export interface GameHostProps {
  session: GameSessionStart;
  bridge: GameBridge;
  touch: boolean;
  cosmetic?: string;
  label: string;
}

/**
 * Mounts one game's Phaser canvas for a session and tears everything down when it unmounts:
 * the Phaser game (canvas, input listeners, timers, tweens), the bridge's listeners and the sound
 * board's AudioContext. A game still loading when the route closes is destroyed as it arrives.
 */
export function GameHost({ session, bridge, touch, cosmetic, label }: GameHostProps) {
  const parent = useRef<HTMLDivElement>(null);
  const muted = useGameSession((s) => s.muted);
  const sound = useRef<SoundBoard | null>(null);

  useEffect(() => {
    if (sound.current) sound.current.muted = muted;
  }, [muted]);

  useEffect(() => {
    const board = new SoundBoard();
    board.muted = useGameSession.getState().muted;
    sound.current = board;
    const unlock = () => board.unlock();
    window.addEventListener('keydown', unlock, { once: true });
    window.addEventListener('pointerdown', unlock, { once: true });
    const hook = testHook();
    let running: RunningGame | null = null;
    let closed = false;
    void GAME_MODULES[session.game]?.().then((module) => {
      if (closed || !parent.current) return;
      running = module.createGame(parent.current, session, {
        bridge,
        sound: board,
        touch,
        cosmetic,
        record: (itemId, input) => void useGameSession.getState().recordAnswer(itemId, input),
      });
      if (hook) {
        hook.game = session.game;
        hook.liveGames++;
        hook.targets = () => running?.targets() ?? [];
        hook.player = () => running?.player?.() ?? null;
        hook.drawnFrames = () => running?.drawnFrames() ?? 0;
        hook.bridgeListeners = () => bridge.listenerCount;
      }
    });
    return () => {
      closed = true;
      window.removeEventListener('keydown', unlock);
      window.removeEventListener('pointerdown', unlock);
      if (running) {
        running.destroy();
        if (hook) hook.liveGames--;
      }
      // Drop every reference to the game: a closure made in this scope (the hook's) would keep it.
      running = null;
      if (hook) {
        hook.game = null;
        hook.targets = noTargets;
        hook.player = noPlayer;
        hook.drawnFrames = noFrames;
        hook.bridgeListeners = noListeners;
      }
      bridge.clear();
      board.close();
      sound.current = null;
    };
  }, [session, bridge, touch, cosmetic]);

  return <div ref={parent} className="game-canvas" role="application" aria-label={label} />;
}
