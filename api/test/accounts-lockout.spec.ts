import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACCOUNT_LOCK_FAILURE_LIMIT, LOGIN_IP_FAILURE_LIMIT, RATE_LIMIT_LONG_WAIT_MS } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { TestClock, linkCode, nextMail, readOutbox, tempDir } from './support.js';

/** Password guessing spread over many IPs, or over many accounts from one IP (the API trusts X-Forwarded-For from loopback). */
describe('login lockout beyond one account and IP', () => {
  let api: RunningApi;
  const clock = new TestClock(Date.parse('2026-11-22T02:00:00Z'));
  const outbox = tempDir('lockout-outbox');
  const login = (username: string, password: string, ip: string) =>
    api.post('/api/user/login', { username, password }, { headers: { 'x-forwarded-for': ip } });

  beforeAll(async () => {
    api = await startApi({ outboxDir: outbox }, clock);
  });
  afterAll(async () => {
    await api?.stop();
  });

  test(`${ACCOUNT_LOCK_FAILURE_LIMIT} failures on one account from different IPs lock it; a password reset unlocks it`, async () => {
    for (let i = 0; i < ACCOUNT_LOCK_FAILURE_LIMIT; i++) {
      expect((await login('parent1', 'wrong-password', `10.1.0.${i}`)).body.msg).toBe('loginFailed');
      clock.advance(1_000);
    }
    expect((await login('parent1', 'learnstar1', '10.1.1.1')).body).toEqual({ code: 429, msg: 'tooFrequent5min' });
    expect((await login('pupil1', 'learnstar1', '10.1.1.1')).body.code).toBe(200);

    const before = readOutbox(outbox).length;
    await api.get('/api/user/sendResetPswEmail?nickName=parent1&email=parent1@example.sg');
    const code = linkCode(await nextMail(outbox, before, 'parent1@example.sg'));
    const userId = (await api.db.prisma.user.findUniqueOrThrow({ where: { account: 'parent1' } })).id;
    expect((await api.post(`/api/user/resetPsw?code=${encodeURIComponent(code)}&password=new-secret-1&userId=${userId}`)).body.code).toBe(200);
    expect((await login('parent1', 'new-secret-1', '10.1.1.1')).body.code).toBe(200);
  });

  test(`${LOGIN_IP_FAILURE_LIMIT} failures from one IP over many accounts lock that IP for the long wait`, async () => {
    for (let i = 0; i < LOGIN_IP_FAILURE_LIMIT; i++) await login(`nobody${i}`, 'wrong-password', '10.2.0.1');
    expect((await login('pupil1', 'learnstar1', '10.2.0.1')).body).toEqual({ code: 429, msg: 'tooFrequent5min' });
    expect((await login('pupil1', 'learnstar1', '10.2.0.2')).body.code).toBe(200);
    clock.advance(RATE_LIMIT_LONG_WAIT_MS);
    expect((await login('pupil1', 'learnstar1', '10.2.0.1')).body.code).toBe(200);
  });
});
