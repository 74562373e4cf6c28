import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  GAME_DEADLINE_GRACE_MS,
  MAX_GAME_ANSWERS,
  MINI_GAME_DAILY_POINTS_CAP,
  MINI_GAME_MAX_POINTS_PER_SESSION,
  MINI_GAME_RULES,
  PLANE_HIT_SCORE,
  gameSessionStartSchema,
  type PlaneItem,
} from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { TestClock, bearer } from './support.js';
import { finishSession, newPupil, spaced, startSession, unevenly } from './games-support.js';

/** 10:00 in Singapore: a day's cap is not crossed by the clock moves below. */
const clock = new TestClock(Date.parse('2026-11-23T02:00:00Z'));

describe('game centre sessions: plane battle', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({}, clock);
  });
  afterAll(async () => {
    await api?.stop();
  });

  /** Starts a plane session and answers the first `count` planes right, two seconds or more apart at a child's uneven pace, on the server's clock too. */
  async function honestPlane(token: string, count: number) {
    const start = await startSession(api, token, 'plane');
    expect(start.status).toBe(200);
    const items = start.body.data.items as PlaneItem[];
    const answers = unevenly(items.slice(0, count).map((item) => [item.id, item.answer]), 2_000);
    clock.advance(answers.at(-1)!.atMs + 500);
    return { sessionId: start.body.data.sessionId as string, items, body: { answers, endedBy: 'finished' as const } };
  }

  test('an honest finish is credited once and shows in points records, my games and the centre', async () => {
    const pupil = await newPupil(api, 'planeHonest');
    const start = await startSession(api, pupil.token, 'plane');
    expect(gameSessionStartSchema.parse(start.body.data)).toMatchObject({ game: 'plane', gradeCode: 3, lives: 3, dailyCap: MINI_GAME_DAILY_POINTS_CAP, pointsToday: 0 });
    expect(start.body.data.items).toHaveLength(MINI_GAME_RULES.plane.items);
    const items = start.body.data.items as PlaneItem[];
    // Twelve planes shot down, one mis-picked on touch (a wrong option), then the pupil loses.
    const wrong = items[12].optionAnswers.find((o) => o !== items[12].answer)!;
    const answers = spaced([...items.slice(0, 12).map((i): [string, string] => [i.id, i.answer]), [items[12].id, wrong]]);
    clock.advance(30_000);
    const finished = await finishSession(api, pupil.token, 'plane', start.body.data.sessionId, { answers, endedBy: 'lost' });
    expect(finished.status).toBe(200);
    const points = Math.floor((12 * PLANE_HIT_SCORE) / MINI_GAME_RULES.plane.scorePerPoint);
    expect(finished.body.data).toMatchObject({ status: 'finished', score: 12 * PLANE_HIT_SCORE, correct: 12, answered: 13, points, pointsToday: points, capped: false, best: 120 });
    expect(finished.body.data.missed[0]).toEqual({ itemId: 'i12', word: items[12].word, pinyin: items[12].pinyin, meaning: items[12].meaning });

    const records = await api.get('/api/points/records', bearer(pupil.token));
    expect(records.body.data.rows).toContainEqual(expect.objectContaining({ type: 'miniGame', points, reference: start.body.data.sessionId }));
    const games = await api.get('/api/user/games', bearer(pupil.token));
    expect(games.body.data.rows[0]).toMatchObject({ raceId: start.body.data.sessionId, miniGame: 'plane', game: 3, score: 120, status: 'submitted', place: null });
    expect(games.body.data.total).toBe(1);

    // A replay returns the stored result and credits nothing more.
    const again = await finishSession(api, pupil.token, 'plane', start.body.data.sessionId, { answers: [], endedBy: 'quit' });
    expect(again.body.data).toEqual(finished.body.data);
    expect(await api.db.prisma.pointsLedgerEntry.count({ where: { userId: pupil.id, reason: 'miniGame' } })).toBe(1);

    const centre = await api.get('/api/games/centre', bearer(pupil.token));
    expect(centre.body.data).toMatchObject({ dailyCap: MINI_GAME_DAILY_POINTS_CAP, pointsToday: points, gradeCode: 3 });
    const plane = centre.body.data.games.find((g: { game: string }) => g.game === 'plane');
    expect(plane).toMatchObject({ best: 120, pointsToday: points });
    expect(plane.weeklyTop).toContainEqual({ place: expect.any(Number), name: pupil.name, score: 120, me: true });
    expect(JSON.stringify(centre.body.data)).not.toContain('planehonest'); // display names only, never the account

    // A classmate who quits before answering has no place on the board with 0.
    const quitter = await newPupil(api, 'planeQuitter');
    const quit = await startSession(api, quitter.token, 'plane');
    clock.advance(5_000);
    expect((await finishSession(api, quitter.token, 'plane', quit.body.data.sessionId, { answers: [], endedBy: 'quit' })).body.data).toMatchObject({ score: 0 });
    const board = (await api.get('/api/games/centre', bearer(quitter.token))).body.data.games.find((g: { game: string }) => g.game === 'plane').weeklyTop;
    expect(board.some((row: { name: string }) => row.name === quitter.name)).toBe(false);
    expect(board.some((row: { name: string }) => row.name === pupil.name)).toBe(true);
  });

  test('two concurrent finishes credit once', async () => {
    const pupil = await newPupil(api, 'planeTwice');
    const { sessionId, body } = await honestPlane(pupil.token, 10);
    const [a, b] = await Promise.all([finishSession(api, pupil.token, 'plane', sessionId, body), finishSession(api, pupil.token, 'plane', sessionId, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data).toEqual(b.body.data);
    const entries = await api.db.prisma.pointsLedgerEntry.findMany({ where: { userId: pupil.id, reason: 'miniGame' } });
    expect(entries).toEqual([expect.objectContaining({ delta: 5, reference: sessionId })]);
  });

  test('a log finished one second after issue with every answer correct is refused, stored and credits nothing', async () => {
    const pupil = await newPupil(api, 'planeBot');
    for (const [gap, refusal] of [[20, 'gameAnswersTooFast'], [2_000, 'gameLogExceedsElapsed']] as const) {
      const start = await startSession(api, pupil.token, 'plane');
      const items = start.body.data.items as PlaneItem[];
      clock.advance(1_000);
      const answers = spaced(items.map((i) => [i.id, i.answer]), gap);
      const refused = await finishSession(api, pupil.token, 'plane', start.body.data.sessionId, { answers, endedBy: 'finished' });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ code: 422, msg: refusal });
      const row = await api.db.prisma.gameSession.findUniqueOrThrow({ where: { id: start.body.data.sessionId } });
      expect(row).toMatchObject({ status: 'refused', refusal, points: 0 });
      expect((row.answers as { answers: unknown[] }).answers).toHaveLength(items.length);
      // A second try of a refused session stays refused.
      expect((await finishSession(api, pupil.token, 'plane', start.body.data.sessionId, { answers: [], endedBy: 'quit' })).body.msg).toBe(refusal);
    }
    expect(await api.db.prisma.pointsLedgerEntry.count({ where: { userId: pupil.id, reason: 'miniGame' } })).toBe(0);
    expect((await api.get('/api/user/games', bearer(pupil.token))).body.data.total).toBe(0);
  });

  test('unknown items, more answers than items, repeated planes and a late finish are refused', async () => {
    const pupil = await newPupil(api, 'planeCheat');
    const cases: [string, (items: PlaneItem[]) => [string, string][]][] = [
      ['gameUnknownItem', (items) => [[items[0].id, items[0].answer], ['i999', 'ni']]],
      ['gameTooManyAnswers', (items) => [...items, items[0]].map((i) => [i.id, i.answer])],
      ['gameItemRepeated', (items) => [[items[0].id, 'x'], [items[0].id, items[0].answer]]],
    ];
    for (const [refusal, log] of cases) {
      const start = await startSession(api, pupil.token, 'plane');
      clock.advance(200_000);
      const answers = spaced(log(start.body.data.items), 2_000);
      const refused = await finishSession(api, pupil.token, 'plane', start.body.data.sessionId, { answers, endedBy: 'finished' });
      expect(refused.body, refusal).toEqual({ code: 422, msg: refusal });
    }
    const late = await honestPlane(pupil.token, 3);
    clock.advance(MINI_GAME_RULES.plane.durationMs + GAME_DEADLINE_GRACE_MS);
    expect((await finishSession(api, pupil.token, 'plane', late.sessionId, late.body)).body).toEqual({ code: 422, msg: 'gameFinishedLate' });
    const negative = await startSession(api, pupil.token, 'plane');
    clock.advance(5_000);
    const backwards = [{ itemId: 'i0', input: 'a', atMs: 3_000 }, { itemId: 'i1', input: 'b', atMs: 2_000 }];
    expect((await finishSession(api, pupil.token, 'plane', negative.body.data.sessionId, { answers: backwards, endedBy: 'quit' })).body.msg).toBe('gameAnswerTimesInvalid');
    expect(await api.db.prisma.pointsLedgerEntry.count({ where: { userId: pupil.id } })).toBe(0);
  });

  test('the daily cap holds across sessions, also when two finish at once, and shows in the result and the centre', async () => {
    const pupil = await newPupil(api, 'planeCap');
    const credited: number[] = [];
    for (let round = 0; round < 2; round++) {
      const { sessionId, body } = await honestPlane(pupil.token, MINI_GAME_RULES.plane.items);
      credited.push((await finishSession(api, pupil.token, 'plane', sessionId, body)).body.data.points);
    }
    expect(credited).toEqual([MINI_GAME_MAX_POINTS_PER_SESSION, MINI_GAME_MAX_POINTS_PER_SESSION]);
    // Two more sessions finishing at once: only what is left of the cap is credited, once.
    const [c, d] = [await honestPlane(pupil.token, MINI_GAME_RULES.plane.items), await honestPlane(pupil.token, MINI_GAME_RULES.plane.items)];
    const last = await Promise.all([c, d].map(({ sessionId, body }) => finishSession(api, pupil.token, 'plane', sessionId, body)));
    expect(last.map((r) => r.body.data.points).sort()).toEqual([0, MINI_GAME_DAILY_POINTS_CAP - 2 * MINI_GAME_MAX_POINTS_PER_SESSION]);
    expect(last.find((r) => r.body.data.points === 0)!.body.data).toMatchObject({ capped: true, pointsToday: MINI_GAME_DAILY_POINTS_CAP });
    const ledger = await api.db.prisma.pointsLedgerEntry.aggregate({ where: { userId: pupil.id, reason: 'miniGame' }, _sum: { delta: true } });
    expect(ledger._sum.delta).toBe(MINI_GAME_DAILY_POINTS_CAP);
    const centre = await api.get('/api/games/centre', bearer(pupil.token));
    expect(centre.body.data.pointsToday).toBe(MINI_GAME_DAILY_POINTS_CAP);
    // The next Singapore day starts afresh.
    clock.advance(24 * 3600_000);
    expect((await api.get('/api/games/centre', bearer(pupil.token))).body.data.pointsToday).toBe(0);
  });

  test('levels above elementary are locked until unlocked with points', async () => {
    const pupil = await newPupil(api, 'planeLevel');
    expect((await startSession(api, pupil.token, 'plane', { level: 'intermediate' })).body).toEqual({ code: 403, msg: 'levelLocked' });
    await api.db.prisma.pointsLedgerEntry.create({ data: { userId: pupil.id, delta: 100, reason: 'adjustment', reference: 'gift' } });
    expect((await api.post('/api/levels/unlock', { game: 3, level: 'intermediate' }, bearer(pupil.token))).body.code).toBe(200);
    expect((await api.get('/api/levels', bearer(pupil.token))).body.data).toContainEqual({ game: 3, level: 'intermediate', unlocked: true, cost: 50 });
    expect((await startSession(api, pupil.token, 'plane', { level: 'intermediate' })).body.code).toBe(200);
    expect((await startSession(api, pupil.token, 'bee', { level: 'intermediate' })).body.msg).toBe('levelLocked');
    const advanced = await api.db.prisma.levelUnlock.create({ data: { userId: pupil.id, game: 3, level: 'advanced' } });
    const items = (await startSession(api, pupil.token, 'plane', { level: advanced.level })).body.data.items as PlaneItem[];
    expect(items[0].answer).toMatch(/^([a-z]+[1-5])+$/); // tone numbers at advanced
  });

  test('malformed requests get a 4xx with a clear message and change nothing', async () => {
    const pupil = await newPupil(api, 'planeJunk');
    const other = await newPupil(api, 'planeOther');
    const start = await startSession(api, pupil.token, 'plane');
    const id = start.body.data.sessionId as string;
    clock.advance(10_000);
    const answer = { itemId: 'i0', input: start.body.data.items[0].answer, atMs: 5_000 };
    const bodies: unknown[] = [
      {},
      { answers: 'all right', endedBy: 'finished' },
      { answers: [answer] },
      { answers: [{ ...answer, atMs: '5000' }], endedBy: 'finished' },
      { answers: [{ ...answer, atMs: 5_000.5 }], endedBy: 'finished' },
      { answers: [{ ...answer, atMs: 1e300 }], endedBy: 'finished' },
      { answers: [{ ...answer, atMs: 2 ** 60 }], endedBy: 'finished' },
      { answers: [{ ...answer, input: 'ni\u0000hao' }], endedBy: 'finished' },
      { answers: [{ ...answer, itemId: 'i0'.repeat(50) }], endedBy: 'finished' },
      { answers: [{ ...answer, input: 'x'.repeat(10_000) }], endedBy: 'finished' },
      { answers: [answer], endedBy: 'won' },
      { answers: [answer], endedBy: 'finished', hiddenMs: -1 },
      { answers: Array.from({ length: MAX_GAME_ANSWERS + 1 }, () => answer), endedBy: 'finished' },
    ];
    for (const body of bodies) {
      const response = await finishSession(api, pupil.token, 'plane', id, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.msg).toBe('validationFailed');
    }
    expect((await api.post(`/api/games/plane/sessions/${id}/finish`, '{"answers": [', bearer(pupil.token))).status).toBe(400);
    const flood = { answers: Array.from({ length: 20 * MAX_GAME_ANSWERS }, () => answer), endedBy: 'finished' };
    expect((await finishSession(api, pupil.token, 'plane', id, flood)).body).toEqual({ code: 413, msg: 'payloadTooLarge' });
    for (const path of ['x'.repeat(2_000), `..%2F${id}`]) {
      const response = await finishSession(api, pupil.token, 'plane', path, { answers: [], endedBy: 'quit' });
      expect(response.body, path.slice(0, 20)).toEqual({ code: 404, msg: 'gameSessionNotFound' });
    }
    // A NUL never reaches the route: every request carrying one is refused at the door (common/http).
    for (const path of [`${id}%00`, '%00']) {
      expect((await finishSession(api, pupil.token, 'plane', path, { answers: [], endedBy: 'quit' })).body).toMatchObject({ code: 400, msg: 'validationFailed' });
    }
    expect((await finishSession(api, pupil.token, 'chess', id, { answers: [], endedBy: 'quit' })).body).toEqual({ code: 404, msg: 'gameUnknown' });
    expect((await finishSession(api, pupil.token, 'bee', id, { answers: [], endedBy: 'quit' })).body.msg).toBe('gameSessionNotFound');
    expect((await finishSession(api, other.token, 'plane', id, { answers: [], endedBy: 'quit' })).body.msg).toBe('gameSessionNotFound');
    expect((await startSession(api, pupil.token, 'plane', { level: 'expert' })).body.msg).toBe('validationFailed');
    expect((await startSession(api, pupil.token, 'plane', { level: 7 })).status).toBe(400);
    expect((await startSession(api, pupil.token, 'plane%00', { level: 'elementary' })).body.msg).toBe('validationFailed');
    const teacher = await newPupil(api, 'noGrade', null);
    expect((await startSession(api, teacher.token, 'plane')).body).toEqual({ code: 400, msg: 'gameNeedsGradeCode' });
    expect((await api.post('/api/games/plane/sessions', { level: 'elementary' })).status).toBe(401);
    expect(await api.db.prisma.gameSession.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'open', answers: null });
    expect((await finishSession(api, pupil.token, 'plane', id, { answers: [answer], endedBy: 'quit' })).status).toBe(200);
  });
});
