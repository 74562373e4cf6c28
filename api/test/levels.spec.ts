import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { LEVEL_UNLOCK_COST } from '@learnstar/shared';
import { loadApiConfig } from '../src/config/api-config.js';
import { startApi, type RunningApi } from './harness.js';
import { bearer } from './support.js';

describe('practice levels unlocked with points', () => {
  let api: RunningApi;
  let pupil: { token: string; id: number };
  let operator: string;
  const internal = { headers: { 'x-internal-key': loadApiConfig().internalApiKey } };
  beforeAll(async () => {
    api = await startApi();
    const { body } = await api.post('/api/user/login', { username: 'pupil1', password: 'learnstar1' });
    pupil = { token: body.token, id: body.data.id };
    await api.db.prisma.user.create({ data: { account: 'ops9', passwordHash: await hashPassword('operator1'), role: 'operator', name: 'Ops' } });
    operator = (await api.post('/api/user/login', { username: 'ops9', password: 'operator1' })).body.token;
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('elementary is open, the others show their cost', async () => {
    const { body } = await api.get('/api/levels', bearer(pupil.token));
    expect(body.data).toContainEqual({ game: 1, level: 'elementary', unlocked: true, cost: 0 });
    expect(body.data).toContainEqual({ game: 2, level: 'advanced', unlocked: false, cost: LEVEL_UNLOCK_COST.advanced });
  });

  test('without enough points the unlock is refused and nothing changes', async () => {
    const refused = await api.post('/api/levels/unlock', { game: 1, level: 'intermediate' }, bearer(pupil.token));
    expect(refused.body).toEqual({ code: 400, msg: 'insufficientPoints' });
    expect(await api.db.prisma.levelUnlock.count()).toBe(0);
    const check = await api.get(`/api/internal/levels/check?userId=${pupil.id}&game=1&level=intermediate`, internal);
    expect(check.body.data).toEqual({ unlocked: false });
  });

  test('with points it unlocks once: the ledger is charged once even when asked twice at the same time', async () => {
    await api.post('/api/points/adjust', { userId: pupil.id, delta: 60, reference: 'gift' }, bearer(operator));
    const [a, b] = await Promise.all([
      api.post('/api/levels/unlock', { game: 1, level: 'intermediate' }, bearer(pupil.token)),
      api.post('/api/levels/unlock', { game: 1, level: 'intermediate' }, bearer(pupil.token)),
    ]);
    expect([a.body.code, b.body.code]).toEqual([200, 200]);
    expect((await api.get('/api/user/profile', bearer(pupil.token))).body.data.points).toBe(60 - LEVEL_UNLOCK_COST.intermediate);
    const check = await api.get(`/api/internal/levels/check?userId=${pupil.id}&game=1&level=intermediate`, internal);
    expect(check.body.data).toEqual({ unlocked: true });
    expect((await api.get('/api/levels', bearer(pupil.token))).body.data).toContainEqual({ game: 1, level: 'intermediate', unlocked: true, cost: 50 });
  });

  test('a bad level is refused', async () => {
    expect((await api.post('/api/levels/unlock', { game: 3, level: 'expert' }, bearer(pupil.token))).status).toBe(400);
  });
});
