import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { racePoints } from '@learnstar/shared';
import { loadApiConfig } from '../src/config/api-config.js';
import { startApi, type RunningApi } from './harness.js';
import { TestClock, bearer } from './support.js';

describe('matches: listing, sign-up and results', () => {
  let api: RunningApi;
  const clock = new TestClock(Date.parse('2026-11-22T02:00:00Z'));
  let pupil: { token: string; id: number };
  const internal = { headers: { 'x-internal-key': loadApiConfig().internalApiKey } };
  const signup = (matchId: number, userId: number, token: string) => api.post(`/api/match/signup?matchId=${matchId}&userId=${userId}`, undefined, bearer(token));
  const newMatch = (minutesFromNow: number, capacity = 40, gradeCodes = [3, 4]) =>
    api.db.prisma.match.create({ data: { game: 1, title: 'Test race', startTime: new Date(clock.now().getTime() + minutesFromNow * 60_000), durationSec: 120, gradeCodes, level: 'elementary', capacity } });

  beforeAll(async () => {
    api = await startApi({}, clock);
    const { body } = await api.post('/api/user/login', { username: 'pupil1', password: 'learnstar1' });
    pupil = { token: body.token, id: body.data.id };
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('the list shows the seeded schedule with phases, and marks my sign-ups', async () => {
    const match = await newMatch(30);
    await signup(match.id, pupil.id, pupil.token);
    const anonymous = await api.get('/api/match/list?game=1');
    expect(anonymous.body.data.length).toBeGreaterThan(5);
    expect(anonymous.body.data.every((m: { game: number; mine: boolean }) => m.game === 1 && !m.mine)).toBe(true);
    const mine = await api.get('/api/match/list?game=1', bearer(pupil.token));
    expect(mine.body.data.find((m: { id: number }) => m.id === match.id)).toMatchObject({ mine: true, signedUp: 1, phase: 'upcoming' });
  });

  test('sign-up: checkSignup answers 404 before and 200 after; repeat sign-up is harmless', async () => {
    const match = await newMatch(60);
    expect((await api.post(`/api/match/checkSignup?matchId=${match.id}&userId=${pupil.id}`, undefined, bearer(pupil.token))).body).toEqual({ code: 404, msg: 'notSignedUp' });
    expect((await signup(match.id, pupil.id, pupil.token)).body).toEqual({ code: 200, msg: 'signedUp' });
    expect((await signup(match.id, pupil.id, pupil.token)).body.code).toBe(200);
    expect((await api.post(`/api/match/checkSignup?matchId=${match.id}&userId=${pupil.id}`, undefined, bearer(pupil.token))).body.code).toBe(200);
    expect(await api.db.prisma.matchSignup.count({ where: { matchId: match.id } })).toBe(1);
  });

  test('closed, wrong grade, someone else, unknown match and signed out are refused clearly', async () => {
    const started = await newMatch(-1);
    expect((await signup(started.id, pupil.id, pupil.token)).body).toEqual({ code: 409, msg: 'signupClosed' });
    const otherGrade = await newMatch(10, 40, [7, 8]);
    expect((await signup(otherGrade.id, pupil.id, pupil.token)).body).toEqual({ code: 403, msg: 'wrongGrade' });
    expect((await signup(otherGrade.id, pupil.id + 1, pupil.token)).body).toEqual({ code: 403, msg: 'forbidden' });
    expect((await signup(999_999, pupil.id, pupil.token)).body).toEqual({ code: 404, msg: 'matchNotFound' });
    expect((await api.post(`/api/match/signup?matchId=${otherGrade.id}&userId=${pupil.id}`)).status).toBe(401);
  });

  test('the last seats go to exactly as many pupils as there are seats', async () => {
    const match = await newMatch(20, 3);
    const hash = await hashPassword('racer123');
    const racers = [];
    for (let i = 0; i < 8; i++) {
      const user = await api.db.prisma.user.create({ data: { account: `racer${i}`, passwordHash: hash, name: `Racer ${i}`, gradeCode: 3 } });
      const { body } = await api.post('/api/user/login', { username: user.account, password: 'racer123' });
      racers.push({ id: user.id, token: body.token });
    }
    const answers = await Promise.all(racers.map((r) => signup(match.id, r.id, r.token)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body.msg === 'matchFull')).toHaveLength(5);
    expect(await api.db.prisma.matchSignup.count({ where: { matchId: match.id } })).toBe(3);
  });

  test('a signed-up match in progress is offered by /match/inProgress', async () => {
    const match = await newMatch(1);
    await signup(match.id, pupil.id, pupil.token);
    expect((await api.get('/api/match/inProgress', bearer(pupil.token))).body.data.map((m: { id: number }) => m.id)).not.toContain(match.id);
    clock.advance(90_000);
    expect((await api.get('/api/match/inProgress', bearer(pupil.token))).body.data.map((m: { id: number }) => m.id)).toContain(match.id);
  });

  test('race results are written once and points awarded once by the shared rule', async () => {
    const result = { userId: pupil.id, score: 405, place: 1, correctChars: 45, typedChars: 50, cpm: 22.5, wpm: 4.5, accuracy: 90, submitted: true, autoSubmitted: false };
    const body = { raceId: 'race-abc', matchId: null, game: 1, results: [result] };
    const first = await api.post('/api/internal/race-results', body, internal);
    expect(first.body.data).toEqual({ written: 1, points: [{ userId: pupil.id, points: racePoints(405, 1, true) }], flagged: [] });
    const again = await api.post('/api/internal/race-results', body, internal);
    expect(again.body.data.written).toBe(0);
    expect(await api.db.prisma.raceResult.count({ where: { raceId: 'race-abc' } })).toBe(1);
    expect((await api.get('/api/user/profile', bearer(pupil.token))).body.data.points).toBe(18);
    expect((await api.post('/api/internal/race-results', body)).status).toBe(403);
    expect((await api.post('/api/internal/race-results', { ...body, results: [{ ...result, accuracy: 150 }] }, internal)).status).toBe(400);
  });

  test("racer cards: a classroom host's racers with avatar, worn frame and previous race of the same game", async () => {
    const hash = await hashPassword('racer123');
    const [mei, kai] = await Promise.all(['cardmei', 'cardkai'].map((account) => api.db.prisma.user.create({ data: { account, passwordHash: hash, name: account, gradeCode: 3, avatarPath: account === 'cardmei' ? '1-0123456789abcdef.png' : null } })));
    await api.db.prisma.userCosmetic.createMany({ data: [{ userId: mei.id, kind: 'avatarFrame', value: 'stars', equipped: false }, { userId: mei.id, kind: 'avatarFrame', value: 'gold', equipped: true }] });
    const write = (raceId: string, game: number, wpm: number, accuracy = 90) =>
      api.post('/api/internal/race-results', { raceId, matchId: null, game, results: [{ userId: mei.id, score: 100, place: 1, correctChars: 20, typedChars: 22, cpm: wpm * 5, wpm, accuracy, submitted: true, autoSubmitted: false }] }, internal);
    await write('cards-1', 1, 10);
    await write('cards-dict', 2, 0, 40);
    await write('cards-2', 1, 15);
    const cards = (raceId: string, game = 1) => api.post('/api/internal/racer-cards', { userIds: [mei.id, kai.id], game, raceId }, internal);

    // Shown after race 2 was written, its previous race is race 1, not race 2 itself.
    expect((await cards('cards-2')).body.data).toEqual([
      { userId: mei.id, avatar: '/api/user/avatar/1-0123456789abcdef.png', frame: 'gold', previous: { wpm: 10, accuracy: 90, score: 100 } },
      { userId: kai.id, avatar: null, frame: 'none', previous: null },
    ]);
    // A race still running: the latest race written is the previous one; each game keeps its own.
    expect((await cards('cards-live')).body.data[0].previous).toEqual({ wpm: 15, accuracy: 90, score: 100 });
    expect((await cards('cards-live', 2)).body.data[0].previous).toEqual({ wpm: 0, accuracy: 40, score: 100 });

    expect((await api.post('/api/internal/racer-cards', { userIds: [mei.id], game: 1, raceId: 'x' })).status).toBe(403);
    expect((await api.post('/api/internal/racer-cards', { userIds: [], game: 1, raceId: 'x' }, internal)).status).toBe(400);
    expect((await api.post('/api/internal/racer-cards', { userIds: [mei.id], game: 3, raceId: 'x' }, internal)).status).toBe(400);
  });
});
