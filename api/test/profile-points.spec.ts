import { loadApiConfig } from '../src/config/api-config.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AVATAR_MAX_BYTES } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { bearer, tempDir } from './support.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);

describe('account centre: profile, avatar, password, points ledger', () => {
  let api: RunningApi;
  let pupil: { token: string; id: number };
  let operator: string;

  const upload = (bytes: Buffer, name: string, token = pupil.token) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    return api.get('/api/user/avatar', { method: 'POST', body: form, ...bearer(token) });
  };

  beforeAll(async () => {
    api = await startApi({ uploadsDir: tempDir('uploads') });
    const { body } = await api.post('/api/user/login', { username: 'pupil1', password: 'learnstar1' });
    pupil = { token: body.token, id: body.data.id };
    const { hashPassword } = await import('@learnstar/db');
    await api.db.prisma.user.create({ data: { account: 'ops1', passwordHash: await hashPassword('operator1'), role: 'operator', name: 'Ops' } });
    operator = (await api.post('/api/user/login', { username: 'ops1', password: 'operator1' })).body.token;
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('profile update keeps valid fields and refuses a non-Singapore phone with a field error', async () => {
    const updated = await api.post('/api/user/profile', { name: 'Xiao Ming', gender: 'male', phone: '9123 4567', school: 'Nanyang Primary', gradeCode: 4 }, { method: 'PUT', ...bearer(pupil.token) });
    expect(updated.body.data).toMatchObject({ name: 'Xiao Ming', phone: '91234567', school: 'Nanyang Primary', gradeCode: 4 });
    const bad = await api.post('/api/user/profile', { name: 'X', phone: '12345' }, { method: 'PUT', ...bearer(pupil.token) });
    expect(bad.body).toEqual({ code: 400, msg: 'validationFailed', errors: [{ field: 'phone', msg: 'invalidPhone' }] });
    const injected = await api.post('/api/user/profile', { name: '<img src=x onerror=alert(1)>', gradeCode: 'DROP TABLE' }, { method: 'PUT', ...bearer(pupil.token) });
    expect(injected.body.errors).toEqual([{ field: 'gradeCode', msg: 'invalidGrade' }]);
    expect((await api.get('/api/user/profile', bearer(pupil.token))).body.data.name).toBe('Xiao Ming');
  });

  test('avatar: PNG and JPEG are judged by content, served back, and other files refused', async () => {
    const png = await upload(PNG, 'me.png');
    expect(png.body.code).toBe(200);
    const served = await fetch(api.baseUrl + png.body.data.avatar);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect((await upload(JPEG, 'renamed.txt')).body.code).toBe(200);
    expect((await upload(Buffer.from('GIF89a....'), 'fake.png')).body).toEqual({ code: 400, msg: 'invalidImageType' });
    const big = Buffer.concat([JPEG, Buffer.alloc(AVATAR_MAX_BYTES)]);
    expect((await upload(big, 'big.jpg')).body.code).not.toBe(200);
    expect((await api.get('/api/user/avatar/../../etc/passwd')).status).toBe(404);
  });

  test('changing the password needs a verified email', async () => {
    const refused = await api.post('/api/user/changePassword', { oldPassword: 'learnstar1', newPassword: 'another1' }, bearer(pupil.token));
    expect(refused.body).toEqual({ code: 403, msg: 'emailNotVerified' });
    const parent = (await api.post('/api/user/login', { username: 'parent1', password: 'learnstar1' })).body.token;
    expect((await api.post('/api/user/changePassword', { oldPassword: 'wrong-one', newPassword: 'another1' }, bearer(parent))).body.msg).toBe('wrongPassword');
    expect((await api.post('/api/user/changePassword', { oldPassword: 'learnstar1', newPassword: 'another1' }, bearer(parent))).body.code).toBe(200);
    expect((await api.post('/api/user/login', { username: 'parent1', password: 'another1' })).body.code).toBe(200);
  });

  test('only operators adjust points', async () => {
    expect((await api.post('/api/points/adjust', { userId: pupil.id, delta: 5, reference: 'x' }, bearer(pupil.token))).body).toEqual({ code: 403, msg: 'forbidden' });
  });

  test('the ledger never goes negative: 20 concurrent spends of 10 from 100 leave exactly 0', async () => {
    const grant = await api.post('/api/points/adjust', { userId: pupil.id, delta: 100, reference: 'grant-1' }, bearer(operator));
    expect(grant.body.data).toEqual({ balance: 100 });
    const spends = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.post('/api/points/adjust', { userId: pupil.id, delta: -10, reference: `spend-${i}` }, bearer(operator))),
    );
    expect(spends.filter((r) => r.body.code === 200)).toHaveLength(10);
    expect(spends.filter((r) => r.body.msg === 'insufficientPoints')).toHaveLength(10);
    const records = await api.get('/api/points/records?page=1&pageSize=5', bearer(pupil.token));
    expect(records.body.data.balance).toBe(0);
    expect(records.body.data.total).toBe(11);
    expect(records.body.data.rows).toHaveLength(5);
    expect(records.body.data.rows[0]).toMatchObject({ index: 11, type: 'adjustment', points: -10 });
  });

  test('a change with the same reference is applied once', async () => {
    await api.post('/api/points/adjust', { userId: pupil.id, delta: 7, reference: 'prize-42' }, bearer(operator));
    const again = await api.post('/api/points/adjust', { userId: pupil.id, delta: 7, reference: 'prize-42' }, bearer(operator));
    expect(again.body.data).toEqual({ balance: 7 });
    expect((await api.get('/api/user/profile', bearer(pupil.token))).body.data.points).toBe(7);
  });
});

describe('my games and redemption records', () => {
  test('my games lists race results newest first with their status; redemptions start empty', async () => {
    const api = await startApi();
    try {
      const { body } = await api.post('/api/user/login', { username: 'pupil1', password: 'learnstar1' });
      const match = await api.db.prisma.match.findFirstOrThrow({ where: { game: 1 } });
      await api.db.prisma.raceResult.createMany({
        data: [
          { raceId: 'r1', matchId: match.id, userId: body.data.id, game: 1, score: 120, wpm: 8.4, accuracy: 96.5, place: 2, finishedAt: new Date('2026-11-20T08:02:00Z') },
          { raceId: 'r2', userId: body.data.id, game: 2, score: 0, submitted: false, finishedAt: new Date('2026-11-21T11:03:00Z') },
        ],
      });
      const games = await api.get('/api/user/games?page=1&pageSize=10', bearer(body.token));
      expect(games.body.data.total).toBe(2);
      expect(games.body.data.rows.map((r: { raceId: string; status: string }) => [r.raceId, r.status])).toEqual([['r2', 'noSubmission'], ['r1', 'submitted']]);
      expect(games.body.data.rows[1]).toMatchObject({ title: match.title, titleZh: match.titleZh, score: 120, place: 2 });
      // A race without a match (practice, classroom) has no Chinese title: the site names it by its kind.
      expect(games.body.data.rows[0].title).toBe('dictionary');
      expect(games.body.data.rows[0]).not.toHaveProperty('titleZh');
      const redemptions = await api.get('/api/points/redemptions?status=toDeliver', bearer(body.token));
      expect(redemptions.body).toEqual({ code: 200, msg: 'ok', data: { rows: [], total: 0 } });
      expect((await api.get('/api/points/redemptions?status=lost', bearer(body.token))).status).toBe(400);
    } finally {
      await api.stop();
    }
  });
});

describe('race report (result and analysis pages)', () => {
  test('the board of a race, my timeline, mistakes and points; not visible to someone who did not race', async () => {
    const api = await startApi();
    try {
      const pupil = (await api.post('/api/user/login', { username: 'pupil1', password: 'learnstar1' })).body;
      const teacher = (await api.post('/api/user/login', { username: 'teacher1', password: 'learnstar1' })).body;
      const rival = await api.db.prisma.user.create({ data: { account: 'rival', passwordHash: 'x', name: 'Lim Wei', gradeCode: 3 } });
      const match = await api.db.prisma.match.findFirstOrThrow({ where: { game: 1 } });
      const result = (userId: number, place: number, score: number, detail: Record<string, unknown>) => ({
        userId, score, place, correctChars: score, typedChars: score + 4, cpm: score, wpm: score / 5, accuracy: 90, submitted: true, autoSubmitted: false, detail,
      });
      const written = await api.post(
        '/api/internal/race-results',
        { raceId: 'race-report-1', matchId: match.id, game: 1, results: [result(rival.id, 1, 60, {}), result(pupil.data.id, 2, 40, { mistakes: [['学', 2]], timeline: [[5, 6], [10, 8]] })] },
        { headers: { 'x-internal-key': loadApiConfig().internalApiKey } },
      );
      expect(written.body.code).toBe(200);
      const report = (await api.get('/api/user/games/race-report-1', bearer(pupil.token))).body.data;
      expect(report.board.map((r: { place: number; name: string }) => [r.place, r.name])).toEqual([[1, 'Lim Wei'], [2, 'Tan Xiao Ming']]);
      expect(report.me).toMatchObject({ place: 2, score: 40, wpm: 8, mistakes: [['学', 2]], timeline: [[5, 6], [10, 8]] });
      expect(report.me.points).toBe(written.body.data.points.find((p: { userId: number }) => p.userId === pupil.data.id).points);
      expect(report).toMatchObject({ title: match.title, titleZh: match.titleZh });
      expect(match.titleZh).toMatch(/打字赛/);
      expect((await api.get('/api/user/games/race-report-1', bearer(teacher.token))).body).toEqual({ code: 404, msg: 'raceNotFound' });
    } finally {
      await api.stop();
    }
  });
});

