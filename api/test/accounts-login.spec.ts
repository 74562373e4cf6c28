import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOGIN_FAILURE_LIMIT, RATE_LIMIT_LONG_WAIT_MS, SESSION_TTL_MS, SESSION_TTL_REMEMBER_MS, loginResponseSchema } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { TestClock, bearer } from './support.js';

const PASSWORD = 'learnstar1';

describe('sign-in, sessions and logout', () => {
  let api: RunningApi;
  const clock = new TestClock(Date.parse('2026-11-22T02:00:00Z'));
  const login = (username: string, password: string, rememberMe?: boolean) =>
    api.post(`/api/user/login?username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}${rememberMe === undefined ? '' : `&rememberMe=${rememberMe}`}`);

  beforeAll(async () => {
    api = await startApi({}, clock);
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('query-string login answers code, data (user), token and expireTime exactly', async () => {
    const { status, body } = await login('pupil1', PASSWORD);
    expect(status).toBe(200);
    const parsed = loginResponseSchema.parse(body);
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'expireTime', 'msg', 'token']);
    expect(parsed.data).toMatchObject({ account: 'pupil1', role: 'pupil', gradeCode: 3, avatar: null });
    expect(parsed.data.expirationMill).toBeGreaterThan(300 * 24 * 3600_000);
    expect(parsed.expireTime).toBe(clock.now().getTime() + SESSION_TTL_REMEMBER_MS);
  });

  test('a JSON body works too, account names ignore case, and rememberMe off gives a short session', async () => {
    const { body } = await api.post('/api/user/login', { username: 'PUPIL1', password: PASSWORD, rememberMe: false });
    expect(body.code).toBe(200);
    expect(body.expireTime).toBe(clock.now().getTime() + SESSION_TTL_MS);
  });

  test('the token opens guarded routes; without it they answer 401 notLoggedIn', async () => {
    const { body } = await login('parent1', PASSWORD);
    const profile = await api.get('/api/user/profile', bearer(body.token));
    expect(profile.body.data).toMatchObject({ account: 'parent1', emailVerified: true, points: 0 });
    expect(await api.get('/api/user/profile')).toEqual({ status: 401, body: { code: 401, msg: 'notLoggedIn' } });
    expect((await api.get('/api/user/profile', bearer('forged-token'))).status).toBe(401);
  });

  test('only a hash of the token is stored', async () => {
    const { body } = await login('teacher1', PASSWORD);
    const rows = await api.db.prisma.authToken.findMany({ where: { purpose: 'session' } });
    expect(rows.some((r) => r.tokenHash === body.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  test('a token stops working when it expires', async () => {
    const { body } = await api.post('/api/user/login', { username: 'teacher1', password: PASSWORD, rememberMe: false });
    clock.advance(SESSION_TTL_MS + 1);
    expect((await api.get('/api/user/profile', bearer(body.token))).status).toBe(401);
  });

  test('logout revokes the token on the server', async () => {
    const { body } = await login('pupil1', PASSWORD);
    expect((await api.post('/api/user/logout', undefined, bearer(body.token))).body.code).toBe(200);
    expect((await api.get('/api/user/profile', bearer(body.token))).status).toBe(401);
  });

  test('wrong password and unknown account fail alike with loginFailed', async () => {
    const wrong = await login('parent1', 'not-the-password');
    const unknown = await login('nobody-here', 'whatever1');
    expect(wrong.body).toEqual({ code: 400, msg: 'loginFailed' });
    expect(unknown.body).toEqual({ code: 400, msg: 'loginFailed' });
  });

  test('missing fields and a short password are refused with field errors', async () => {
    expect((await api.post('/api/user/login')).body).toEqual({
      code: 400,
      msg: 'validationFailed',
      errors: [{ field: 'username', msg: 'required' }, { field: 'password', msg: 'required' }],
    });
    expect((await login('pupil1', '12345')).body.errors).toEqual([{ field: 'password', msg: 'passwordTooShort' }]);
  });

  test(`after ${LOGIN_FAILURE_LIMIT} failures in 5 minutes login is refused for 5 minutes, even with the right password`, async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await login('teacher1', 'wrong-password')).body.msg).toBe('loginFailed');
      clock.advance(1_000);
    }
    expect((await login('teacher1', PASSWORD)).body).toEqual({ code: 429, msg: 'tooFrequent5min' });
    // The last failure was 1 s ago: the lock has 5 min - 1 s to run.
    clock.advance(RATE_LIMIT_LONG_WAIT_MS - 2_000);
    expect((await login('teacher1', PASSWORD)).body.code).toBe(429);
    clock.advance(1_000);
    expect((await login('teacher1', PASSWORD)).body.code).toBe(200);
  });

  test('the login URL with its password never reaches the logs', async () => {
    const { redactUrl } = await import('../src/common/logging/logger.js');
    expect(redactUrl('/api/user/login?username=pupil1&password=learnstar1')).toBe('/api/user/login?username=pupil1&password=%5Bredacted%5D');
    expect(redactUrl('/api/user/resetPsw?code=abc&password=x&userId=1')).not.toMatch(/abc|=x&/);
  });

  test('the match server learns who owns a token only with the internal key', async () => {
    const { body } = await login('pupil1', PASSWORD);
    const config = (await import('../src/config/api-config.js')).loadApiConfig();
    const ok = await api.get('/api/internal/session', { headers: { authorization: `Bearer ${body.token}`, 'x-internal-key': config.internalApiKey } });
    expect(ok.body).toEqual({ code: 200, msg: 'ok', data: { userId: body.data.id, role: 'pupil', name: 'Tan Xiao Ming', gradeCode: 3, certifiedCpm: null } });
    const noKey = await api.get('/api/internal/session', bearer(body.token));
    expect(noKey.status).toBe(403);
  });
});
