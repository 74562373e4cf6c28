import { create } from 'zustand';
import type { GameAnswer, GameEndReason, GameSessionResult, GameSessionStart, MiniGame } from '@learnstar/shared';
import { storedMute, storeMute } from './sound';

export type GamePhase = 'choose' | 'starting' | 'playing' | 'finishing' | 'results' | 'error';

/** The word shown after an answer, so the game teaches. */
export interface AnswerFeedback {
  itemId: string;
  correct: boolean;
  word: string;
  pinyin: string;
  meaning: string;
}

interface GameSessionState {
  game: MiniGame | null;
  phase: GamePhase;
  session: GameSessionStart | null;
  /** performance.now() when the session arrived: answers are timed from it (atMs). */
  clockStart: number;
  answers: GameAnswer[];
  correct: number;
  lives: number;
  done: number;
  total: number;
  paused: boolean;
  muted: boolean;
  feedback: AnswerFeedback | null;
  /** A timed round's time left, as the scene last told it; null for games without a round clock. */
  leftMs: number | null;
  result: GameSessionResult | null;
  /** Message key of a failed start or finish. */
  error: string | null;
  reset(game: MiniGame): void;
  begin(session: GameSessionStart): void;
  /** Logs what the pupil did; the server scores it. Times only ever increase. */
  recordAnswer(itemId: string, input: string): GameAnswer;
  /** Write it: logs a drawn stroke ([x, y, performance.now() ms]) of a step, its times moved onto the answers' clock. */
  recordStroke(itemId: string, step: string, points: readonly (readonly [number, number, number])[]): GameAnswer;
  showFeedback(feedback: AnswerFeedback): void;
  setLives(lives: number): void;
  setLeftMs(leftMs: number): void;
  setProgress(done: number, total: number): void;
  setPaused(paused: boolean): void;
  /** Moves the answer clock's zero later by `ms`: time not played (a countdown, a pause) stays out of atMs. */
  shiftClock(ms: number): void;
  toggleMute(): void;
  finishing(): void;
  finished(result: GameSessionResult): void;
  failed(error: string): void;
}

/** One game session at a time: the route page resets it when it opens. */
export const useGameSession = create<GameSessionState>((set, get) => ({
  game: null,
  phase: 'choose',
  session: null,
  clockStart: 0,
  answers: [],
  correct: 0,
  lives: 0,
  done: 0,
  total: 0,
  paused: false,
  muted: storedMute(),
  feedback: null,
  leftMs: null,
  result: null,
  error: null,
  reset: (game) => set({ game, phase: 'choose', session: null, answers: [], correct: 0, lives: 0, done: 0, total: 0, paused: false, feedback: null, leftMs: null, result: null, error: null }),
  begin: (session) => set({ phase: 'playing', session, clockStart: performance.now(), answers: [], correct: 0, lives: session.lives, done: 0, total: session.items.length, paused: false, feedback: null, leftMs: null }),
  recordAnswer: (itemId, input) => {
    const { answers, clockStart } = get();
    const last = answers.at(-1)?.atMs ?? 0;
    const answer = { itemId, input, atMs: Math.max(last + 1, Math.round(performance.now() - clockStart)) };
    set({ answers: [...answers, answer] });
    return answer;
  },
  recordStroke: (itemId, step, points) => {
    const { answers, clockStart } = get();
    const last = answers.at(-1)?.atMs ?? 0;
    const onClock = points.map(([x, y, t]): [number, number, number] => [x, y, Math.max(last, Math.round(t - clockStart))]);
    const answer = { itemId, input: step, atMs: Math.max(last + 1, onClock.at(-1)?.[2] ?? 0), points: onClock };
    set({ answers: [...answers, answer] });
    return answer;
  },
  showFeedback: (feedback) => set((s) => ({ feedback, correct: s.correct + (feedback.correct ? 1 : 0) })),
  setLives: (lives) => set({ lives }),
  setLeftMs: (leftMs) => set({ leftMs }),
  setProgress: (done, total) => set({ done, total }),
  setPaused: (paused) => set({ paused }),
  shiftClock: (ms) => set((s) => ({ clockStart: s.clockStart + ms })),
  toggleMute: () => {
    const muted = !get().muted;
    storeMute(muted);
    set({ muted });
  },
  finishing: () => set({ phase: 'finishing', paused: false }),
  finished: (result) => set({ phase: 'results', result }),
  failed: (error) => set({ phase: 'error', error }),
}));

export type { GameEndReason };
