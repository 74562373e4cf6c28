import { useEffect, useRef } from 'react';
import { SoundBoard, type SoundName } from '../../games/sound';
import { useGameSession } from '../../games/session-store';
import type { RaceResultEntry } from '@learnstar/shared';
import { starsFor } from './stars';

/**
 * The race's sounds: the game centre's synthesised sounds and its remembered mute (one switch for
 * both). Sound starts only after the pupil's first key or tap, as in the games.
 */
export function useRaceSound() {
  const muted = useGameSession((s) => s.muted);
  const toggleMute = useGameSession((s) => s.toggleMute);
  const board = useRef<SoundBoard | null>(null);

  useEffect(() => {
    const sound = (board.current = new SoundBoard());
    const unlock = () => sound.unlock();
    window.addEventListener('keydown', unlock, { once: true });
    window.addEventListener('pointerdown', unlock, { once: true });
    return () => {
      window.removeEventListener('keydown', unlock);
      window.removeEventListener('pointerdown', unlock);
      sound.close();
      board.current = null;
    };
  }, []);
  useEffect(() => {
    if (board.current) board.current.muted = muted;
  }, [muted]);

  return { muted, toggleMute, play: (name: SoundName) => board.current?.play(name) };
}

/** The race's cues: a tick for each of the last seconds of the countdown, a "go" when the text arrives, a fanfare for stars at the finish. */
export function useRaceCues(play: (name: SoundName) => void, countdown: number, started: boolean, mine: RaceResultEntry | undefined) {
  useEffect(() => {
    if (countdown > 0 && countdown <= 3) play('step');
  }, [countdown]);
  useEffect(() => {
    if (started) play('fire');
  }, [started]);
  useEffect(() => {
    if (mine && starsFor(mine) > 0) play('win');
  }, [mine?.userId]);
}
