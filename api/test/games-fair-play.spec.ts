import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { BEE_PROMPT_READ_MS, miniGamePoints, type GameAnswer, type MiniGame } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { TestClock, bearer } from './support.js';
import { finishSession, newPupil, spaced, startSession, unevenly } from './games-support.js';

/** 10:00 in Singapore, so the day's cap and the week are not crossed by the clock moves below. */
const clock = new TestClock(Date.parse('2026-11-25T02:00:00Z'));

/** Answers at the given gaps in turn (ms), each after the one before. */
function atGaps(pairs: [string, string][], gaps: number[]): GameAnswer[] {
  let atMs = 0;
  return pairs.map(([itemId, input], i) => ({ itemId, input, atMs: (atMs += gaps[i % gaps.length]) }));
}

describe('fair play in the game centre: plane and bee sessions', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({}, clock);
  });
  afterAll(async () => {
    await api?.stop();
  });

  /** Plays one session with every item answered right, the log built by `timing`; returns the finish and where the pupil stands after it. */
  async function play(account: string, game: Exclude<MiniGame, 'race'>, timing: (pairs: [string, string][]) => GameAnswer[]) {
    const pupil = await newPupil(api, account);
    const start = (await startSession(api, pupil.token, game)).body.data;
    const answers = timing(start.items.map((item: { id: string; answer: string }) => [item.id, item.answer]));
    clock.advance(answers.at(-1)!.atMs + 500);
    const finished = await finishSession(api, pupil.token, game, start.sessionId, { answers, endedBy: 'finished' });
    const centre = (await api.get('/api/games/centre', bearer(pupil.token))).body.data;
    const weekly = centre.games.find((g: { game: string }) => g.game === game).weeklyTop as { name: string }[];
    const history = (await api.get('/api/user/games', bearer(pupil.token))).body.data.rows[0];
    const ledger = await api.db.prisma.pointsLedgerEntry.count({ where: { userId: pupil.id, reason: 'miniGame' } });
    const stored = await api.db.prisma.gameSession.findUnique({ where: { id: start.sessionId } });
    return { pupil, sessionId: start.sessionId as string, finished, onWeeklyBoard: weekly.some((row) => row.name === pupil.name), history, ledger, stored };
  }

  test('a plane log typed by a timer is held: no points, off the weekly board, being checked in the history', async () => {
    // Every plane shot 650 ms after the last, above the refusal floor, on an exact beat (faster than
    // the grade's key ceiling too for the longer words: the items are drawn at random).
    const bot = await play('planeBot', 'plane', (pairs) => spaced(pairs, 650));
    expect(bot.finished.status).toBe(200);
    expect(bot.finished.body.data).toMatchObject({ status: 'finished', points: 0 });
    expect(bot.finished.body.data.heldReasons).toContain('tooEven');
    expect(bot.stored).toMatchObject({ status: 'held', points: 0 });
    expect(bot.ledger).toBe(0);
    expect(bot.onWeeklyBoard).toBe(false);
    expect(bot.history).toMatchObject({ miniGame: 'plane', status: 'beingChecked' });
  });

  test('an honest plane round at a child\'s uneven pace counts', async () => {
    const honest = await play('planeChild', 'plane', (pairs) => unevenly(pairs, 2_000));
    expect(honest.finished.body.data.heldReasons).toBeUndefined();
    expect(honest.finished.body.data.points).toBeGreaterThan(0);
    expect(honest.stored?.status).toBe('finished');
    expect(honest.ledger).toBe(1);
    expect(honest.onWeeklyBoard).toBe(true);
    expect(honest.history.status).toBe('submitted');
  });

  test('bee logs: a timer\'s beat and flowers found before the prompt could be read are held; a child\'s round counts', async () => {
    const steady = await play('beeBot', 'bee', (pairs) => spaced(pairs, 600));
    expect(steady.finished.body.data.heldReasons).toEqual(['tooEven', 'answeredBeforeReading']);
    expect(steady).toMatchObject({ stored: { status: 'held', points: 0 }, ledger: 0, onWeeklyBoard: false });

    // Jittered, so not a timer's beat, but every new prompt answered before it could be read.
    const jittered = await play('beeJitter', 'bee', (pairs) => atGaps(pairs, [560, 820, 640, 900, 700, 590]));
    expect(jittered.finished.body.data.heldReasons).toEqual(['answeredBeforeReading']);
    expect(jittered).toMatchObject({ stored: { status: 'held' }, ledger: 0, onWeeklyBoard: false });

    // A quick child: new prompts answered at the reading floor and slower, unevenly.
    const child = await play('beeChild', 'bee', (pairs) => unevenly(pairs, BEE_PROMPT_READ_MS + 200));
    expect(child.finished.body.data.heldReasons).toBeUndefined();
    expect(child.finished.body.data.points).toBeGreaterThan(0);
    expect(child).toMatchObject({ stored: { status: 'finished' }, ledger: 1, onWeeklyBoard: true });
  });

  test('an operator reviews held sessions with their answer logs: clears one (points, boards), disqualifies another; nobody else may', async () => {
    await api.db.prisma.user.create({ data: { account: 'fpops', passwordHash: await hashPassword('learnstar1'), role: 'operator', name: 'Ops' } });
    const operator = (await api.post('/api/user/login', { username: 'fpops', password: 'learnstar1' })).body.token as string;
    const teacher = await newPupil(api, 'fpteacher');
    await api.db.prisma.user.update({ where: { id: teacher.id }, data: { role: 'teacher' } });
    const plane = await play('planeFast', 'plane', (pairs) => spaced(pairs, 650));
    const bee = await play('beeFast', 'bee', (pairs) => spaced(pairs, 600));

    const list = await api.get('/api/fairplay/games?pageSize=100', bearer(operator));
    expect(list.status).toBe(200);
    const planeRow = list.body.data.rows.find((r: { sessionId: string }) => r.sessionId === plane.sessionId);
    expect(planeRow).toMatchObject({ game: 'plane', name: plane.pupil.name, status: 'held', reasons: expect.arrayContaining(['tooEven']) });
    expect(planeRow.answers).toHaveLength(40);
    expect(planeRow.answers.every(([, right]: [number, number]) => right === 1)).toBe(true);
    expect(planeRow.answers[1][0] - planeRow.answers[0][0]).toBe(650);
    expect((await api.get('/api/fairplay/games', bearer(teacher.token))).status).toBe(403);
    expect((await api.get('/api/fairplay/games', bearer(plane.pupil.token))).status).toBe(403);
    expect((await api.post(`/api/fairplay/games/${plane.sessionId}/clear`, {}, bearer(plane.pupil.token))).status).toBe(403);
    expect((await api.post('/api/fairplay/games/nope/clear', {}, bearer(operator))).body).toMatchObject({ code: 404, msg: 'resultNotFound' });

    const cleared = await api.post(`/api/fairplay/games/${plane.sessionId}/clear`, {}, bearer(operator));
    expect(cleared.body).toMatchObject({ code: 200, msg: 'resultCleared', data: { status: 'finished' } });
    const points = miniGamePoints('plane', plane.finished.body.data.score);
    const ledger = await api.db.prisma.pointsLedgerEntry.findMany({ where: { userId: plane.pupil.id, reason: 'miniGame' } });
    expect(ledger.map((e) => [e.delta, e.reference])).toEqual([[points, plane.sessionId]]);
    const centre = (await api.get('/api/games/centre', bearer(plane.pupil.token))).body.data;
    expect(centre.games.find((g: { game: string }) => g.game === 'plane').weeklyTop.some((r: { name: string }) => r.name === plane.pupil.name)).toBe(true);
    expect((await api.get('/api/user/games', bearer(plane.pupil.token))).body.data.rows[0].status).toBe('submitted');
    expect((await api.post(`/api/fairplay/games/${plane.sessionId}/disqualify`, {}, bearer(operator))).body).toMatchObject({ code: 409, msg: 'resultNotFlagged' });

    expect((await api.post(`/api/fairplay/games/${bee.sessionId}/disqualify`, {}, bearer(operator))).body).toMatchObject({ code: 200, msg: 'resultDisqualified', data: { status: 'disqualified' } });
    expect(await api.db.prisma.pointsLedgerEntry.count({ where: { userId: bee.pupil.id } })).toBe(0);
    expect((await api.get('/api/user/games', bearer(bee.pupil.token))).body.data.rows[0].status).toBe('disqualified');
    // Both decisions are in the audit log, with the operator, before and after.
    const audit = (await api.get('/api/audit?targetType=gameSession', bearer(operator))).body.data.rows;
    expect(audit.map((r: { action: string; targetId: string }) => [r.action, r.targetId]).sort()).toEqual([['gameSession.clear', plane.sessionId], ['gameSession.disqualify', bee.sessionId]].sort());
    expect(audit.find((r: { action: string }) => r.action === 'gameSession.clear')).toMatchObject({ actorAccount: 'fpops', actorRole: 'operator', before: { status: 'held' }, after: { status: 'finished', points } });
    const after = (await api.get('/api/fairplay/games?pageSize=100', bearer(operator))).body.data.rows.map((r: { sessionId: string }) => r.sessionId);
    expect(after).not.toContain(plane.sessionId);
    expect(after).not.toContain(bee.sessionId);
  });
});
