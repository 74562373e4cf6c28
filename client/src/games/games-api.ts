import { isSuccess, type GameAnswer, type GameEndReason, type GameLevel, type GameSessionResult, type GameSessionStart, type GameSessionStartRequest, type MiniGame } from '@learnstar/shared';
import { api } from '../api/client';

export type Outcome<T> = { ok: true; data: T } | { ok: false; msg: string };

/** `options`: the race's typing mode and the ghost to race, if any. */
export type StartOptions = Omit<GameSessionStartRequest, 'level'>;

export async function startSession(game: MiniGame, level: GameLevel, options: StartOptions = {}): Promise<Outcome<GameSessionStart>> {
  const response = await api<GameSessionStart>('POST', `/games/${game}/sessions`, { body: { level, ...options } });
  return isSuccess(response) && response.data ? { ok: true, data: response.data } : { ok: false, msg: response.msg ?? 'dataFetchFailed' };
}

export async function finishSession(session: GameSessionStart, answers: GameAnswer[], endedBy: GameEndReason, hiddenMs: number): Promise<Outcome<GameSessionResult>> {
  const response = await api<GameSessionResult>('POST', `/games/${session.game}/sessions/${session.sessionId}/finish`, { body: { answers, endedBy, hiddenMs: Math.round(hiddenMs) } });
  return isSuccess(response) && response.data ? { ok: true, data: response.data } : { ok: false, msg: response.msg ?? 'submissionFailed' };
}
