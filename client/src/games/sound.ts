/**
 * Game sounds synthesised with Web Audio: original, nothing to download. No AudioContext exists
 * before the pupil's first key or tap (browsers block sound before it, and a child should not be
 * startled); mute is remembered in localStorage across games and visits.
 */
export type SoundName = 'lock' | 'fire' | 'hit' | 'wrong' | 'lifeLost' | 'win' | 'lose' | 'nectar' | 'buzz' | 'step' | 'snore';

const MUTE_KEY = 'ls.gameMuted';

/** [frequency Hz, duration s, oscillator type] notes played one after another. */
const SOUNDS: Record<SoundName, [number, number, OscillatorType][]> = {
  lock: [[880, 0.05, 'square']],
  fire: [[660, 0.06, 'square'], [990, 0.06, 'square']],
  hit: [[523, 0.08, 'triangle'], [659, 0.08, 'triangle'], [784, 0.12, 'triangle']],
  wrong: [[180, 0.18, 'sawtooth']],
  lifeLost: [[392, 0.12, 'triangle'], [262, 0.25, 'triangle']],
  win: [[523, 0.1, 'triangle'], [659, 0.1, 'triangle'], [784, 0.1, 'triangle'], [1047, 0.25, 'triangle']],
  lose: [[392, 0.15, 'triangle'], [330, 0.15, 'triangle'], [262, 0.3, 'triangle']],
  nectar: [[1175, 0.07, 'sine'], [1568, 0.1, 'sine']],
  buzz: [[150, 0.09, 'sawtooth'], [130, 0.09, 'sawtooth'], [150, 0.12, 'sawtooth']],
  step: [[740, 0.04, 'sine']],
  snore: [[110, 0.45, 'sawtooth'], [82, 0.6, 'sawtooth']],
};

let liveContexts = 0;

/** AudioContexts open right now (all games): the leak test checks it returns to zero. */
export function liveAudioContexts(): number {
  return liveContexts;
}

export function storedMute(): boolean {
  return localStorage.getItem(MUTE_KEY) === '1';
}

export function storeMute(muted: boolean): void {
  localStorage.setItem(MUTE_KEY, muted ? '1' : '0');
}

export class SoundBoard {
  private context: AudioContext | null = null;
  private unlocked = false;
  muted = storedMute();

  /** Call from a key or pointer handler: the first interaction allows sound. */
  unlock(): void {
    this.unlocked = true;
  }

  play(name: SoundName): void {
    if (this.muted || !this.unlocked || typeof AudioContext === 'undefined') return;
    if (!this.context) {
      this.context = new AudioContext();
      liveContexts++;
    }
    const ctx = this.context;
    let at = ctx.currentTime;
    for (const [frequency, duration, type] of SOUNDS[name]) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = type;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.12, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + duration);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + duration);
      at += duration;
    }
  }

  close(): void {
    if (this.context) {
      void this.context.close();
      this.context = null;
      liveContexts--;
    }
  }
}
