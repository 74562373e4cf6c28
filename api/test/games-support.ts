import { hashPassword } from '@learnstar/db';
import type { GameAnswer, GameFinishRequest, MiniGame } from '@learnstar/shared';
import type { RunningApi } from './harness.js';
import { bearer } from './support.js';

/** A pupil created for one test (fresh points, fresh daily cap), signed in. */
export async function newPupil(api: RunningApi, account: string, gradeCode: number | null = 3): Promise<{ id: number; token: string; name: string }> {
  const name = `Pupil ${account}`;
  const user = await api.db.prisma.user.create({ data: { account: account.toLowerCase(), passwordHash: await hashPassword('learnstar1'), role: 'pupil', name, gradeCode } });
  const { body } = await api.post('/api/user/login', { username: account, password: 'learnstar1' });
  return { id: user.id, token: body.token, name };
}

export function startSession(api: RunningApi, token: string, game: MiniGame | string, body: unknown = { level: 'elementary' }) {
  return api.post(`/api/games/${game}/sessions`, body, bearer(token));
}

export function finishSession(api: RunningApi, token: string, game: MiniGame | string, sessionId: string, body: GameFinishRequest | unknown) {
  return api.post(`/api/games/${game}/sessions/${sessionId}/finish`, body, bearer(token));
}

/** Answers one every `gapMs`, starting after the first gap: a steady beat (fair play holds a timer's beat over 20 or more answers). */
export function spaced(pairs: [itemId: string, input: string][], gapMs = 2_000): GameAnswer[] {
  return pairs.map(([itemId, input], i) => ({ itemId, input, atMs: (i + 1) * gapMs }));
}

/** A child's uneven rhythm: every gap at least the one asked for, some longer. */
const CHILD_RHYTHM = [1, 1.5, 1.1, 1.8, 1.25, 1.6];

/** Answers or race commits as a child gives them: at least `gapMs` apart, unevenly (fair play holds a timer's even beat). */
export function unevenly(pairs: [itemId: string, input: string][], gapMs: number): GameAnswer[] {
  let atMs = 0;
  return pairs.map(([itemId, input], i) => ({ itemId, input, atMs: (atMs += Math.round(gapMs * CHILD_RHYTHM[i % CHILD_RHYTHM.length])) }));
}
