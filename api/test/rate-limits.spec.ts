import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACTION_RATE_LIMITS, RESET_EMAIL_RESEND_MS, rateLimitMessage, type RateLimitedAction } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { CHECKOUT_FORM, createBuyer } from './shop-support.js';
import { TestClock, bearer, tempDir } from './support.js';
import { TokenService } from '../src/accounts/tokens/token.service.js';

/**
 * ACTION_RATE_LIMITS over real HTTP: each action's per-account and per-IP limit refuses with 429
 * and the 'operation too frequent' message, changes nothing, and leaves other accounts and IPs
 * alone. The API trusts X-Forwarded-For from loopback, so each request names its client IP.
 */
describe('rate limits per account and per IP', () => {
  let api: RunningApi;
  const clock = new TestClock(Date.parse('2026-11-25T03:00:00Z'));
  const outbox = tempDir('rate-limit-outbox');
  const auth: Record<string, RequestInit> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    api = await startApi({ outboxDir: outbox }, clock);
    for (const account of ['pupil1', 'parent1']) {
      const buyer = await createBuyer(api, `${account}-limits`);
      auth[account] = buyer.auth;
      ids[account] = buyer.id;
    }
  });
  afterAll(async () => {
    await api?.stop();
  });

  const withIp = (ip: string, init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': ip } });
  let serial = 0;

  /** One valid request per action; `who` picks one of two accounts, and `account` is what the limit counts. */
  const ACTIONS: Record<RateLimitedAction, { account: (who: 'a' | 'b') => string | number; send: (who: 'a' | 'b', ip: string) => Promise<{ status: number; body: any }> }> = {
    login: { account: (w) => (w === 'a' ? 'pupil1' : 'parent1'), send: (w, ip) => api.post('/api/user/login', { username: w === 'a' ? 'pupil1' : 'parent1', password: 'learnstar1' }, withIp(ip)) },
    register: {
      account: (w) => `family-${w}@example.sg`,
      send: (w, ip) => api.post('/api/user/register', { account: `kid${++serial}`, password: 'secret-1', email: `family-${w}@example.sg`, pupilName: 'Kid', gradeCode: 3 }, withIp(ip)),
    },
    sendResetEmail: { account: (w) => (w === 'a' ? 'pupil1' : 'parent1'), send: (w, ip) => api.get(`/api/user/sendResetPswEmail?nickName=${w === 'a' ? 'pupil1' : 'parent1'}&email=nobody${++serial}@example.sg`, withIp(ip)) },
    resetPassword: { account: (w) => ids[w === 'a' ? 'pupil1' : 'parent1'], send: (w, ip) => api.post(`/api/user/resetPsw?code=not-a-code&password=new-secret-1&userId=${ids[w === 'a' ? 'pupil1' : 'parent1']}`, undefined, withIp(ip)) },
    sendValidateEmail: { account: (w) => ids[w === 'a' ? 'pupil1' : 'parent1'], send: (w, ip) => api.post('/api/user/sendValidateEmail', { email: `mail${++serial}@example.sg` }, withIp(ip, auth[w === 'a' ? 'pupil1' : 'parent1'])) },
    changePassword: { account: (w) => ids[w === 'a' ? 'pupil1' : 'parent1'], send: (w, ip) => api.post('/api/user/changePassword', { oldPassword: 'wrong-one', newPassword: 'secret-2' }, withIp(ip, auth[w === 'a' ? 'pupil1' : 'parent1'])) },
    newsletter: { account: (w) => `reader-${w}@example.sg`, send: (w, ip) => api.post('/api/user/addNewsEmail', { email: `reader-${w}@example.sg` }, withIp(ip)) },
    warranty: {
      account: (w) => `owner-${w}@example.sg`,
      send: (w, ip) => api.post('/api/content/addWarranty', { name: 'Tan', email: `owner-${w}@example.sg`, purchaseTime: '2026-11-01', product: 'LS-D300', purchasePlace: 'Popular', serialCode: `D300-RL-${++serial}`, acceptTerms: true }, withIp(ip)),
    },
    placeOrder: { account: (w) => ids[w === 'a' ? 'pupil1' : 'parent1'], send: (w, ip) => api.post('/api/shop/api/order/place', CHECKOUT_FORM, withIp(ip, auth[w === 'a' ? 'pupil1' : 'parent1'])) },
    redeem: {
      account: (w) => ids[w === 'a' ? 'pupil1' : 'parent1'],
      send: (w, ip) => api.post('/api/pointshop/redeem', { goodsId: 1, quantity: 1, idempotencyKey: `key-${String(++serial).padStart(12, '0')}`, password: 'pupil123' }, withIp(ip, auth[w === 'a' ? 'pupil1' : 'parent1'])),
    },
    unlockLevel: { account: (w) => ids[w === 'a' ? 'pupil1' : 'parent1'], send: (w, ip) => api.post('/api/levels/unlock', { game: 1, level: 'advanced' }, withIp(ip, auth[w === 'a' ? 'pupil1' : 'parent1'])) },
    claimPromotion: { account: (w) => ids[w === 'a' ? 'pupil1' : 'parent1'], send: (w, ip) => api.post('/api/promotion/1/claim', undefined, withIp(ip, auth[w === 'a' ? 'pupil1' : 'parent1'])) },
    // A well-formed class code that names no class: what a guesser sends.
    joinClass: { account: (w) => ids[w === 'a' ? 'pupil1' : 'parent1'], send: (w, ip) => api.post('/api/classes/join', { code: 'ABCD2345' }, withIp(ip, auth[w === 'a' ? 'pupil1' : 'parent1'])) },
    createChild: {
      account: (w) => ids[w === 'a' ? 'pupil1' : 'parent1'],
      send: (w, ip) => api.post('/api/family/children', { account: `child${++serial}`, password: 'secret-1', pupilName: 'Kid', gradeCode: 3 }, withIp(ip, auth[w === 'a' ? 'pupil1' : 'parent1'])),
    },
  };

  /** Fills a limit to its max at the test clock's now, as that many earlier requests would. */
  const fill = (key: string, max: number) => api.db.prisma.rateLimitEvent.createMany({ data: Array.from({ length: max }, () => ({ key, at: clock.now() })) });

  /** Every table an action could change, and the outbox: a refused request must leave all of it alone. */
  const snapshot = async () => {
    const p = api.db.prisma;
    const counts = await Promise.all([p.user.count(), p.authToken.count(), p.pointsLedgerEntry.count(), p.order.count(), p.redemption.count(), p.promotionClaim.count(), p.newsletterSubscription.count(), p.warranty.count(), p.levelUnlock.count()]);
    const hashes = (await p.user.findMany({ orderBy: { id: 'asc' }, select: { passwordHash: true, email: true } })).map((u) => `${u.passwordHash}/${u.email}`);
    return { counts, hashes, mails: readdirSync(outbox).length };
  };

  const actions = Object.keys(ACTION_RATE_LIMITS) as RateLimitedAction[];

  test.each(actions)('%s: the per-account limit refuses that account with 429 and changes nothing; another account goes on', async (action) => {
    const { account, send } = ACTIONS[action];
    const limit = ACTION_RATE_LIMITS[action].account;
    await fill(`${action}:account:${String(account('a')).toLowerCase()}`, limit.max);
    const before = await snapshot();
    const refused = await send('a', `10.20.${actions.indexOf(action)}.1`);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 429, msg: rateLimitMessage(limit.windowMs) });
    expect(await snapshot()).toEqual(before);
    expect((await send('b', `10.20.${actions.indexOf(action)}.1`)).status).not.toBe(429);
  });

  test.each(actions)('%s: the per-IP limit refuses that IP with 429 and changes nothing; another IP goes on', async (action) => {
    const { send } = ACTIONS[action];
    const limit = ACTION_RATE_LIMITS[action].ip;
    const ip = `10.30.${actions.indexOf(action)}.1`;
    // The services' own resend guards (one mail a minute per form or user) from the test before pass.
    clock.advance(RESET_EMAIL_RESEND_MS);
    await fill(`${action}:ip:${ip}`, limit.max);
    const before = await snapshot();
    const refused = await send('b', ip);
    expect(refused.body).toEqual({ code: 429, msg: rateLimitMessage(limit.windowMs) });
    expect(await snapshot()).toEqual(before);
    expect((await send('b', `10.31.${actions.indexOf(action)}.1`)).status).not.toBe(429);
  });

  test('real requests count: the per-account login limit is reached by signing in, and the long wait lifts it', async () => {
    const limit = ACTION_RATE_LIMITS.login.account;
    clock.advance(limit.windowMs);
    for (let i = 0; i < limit.max; i++) expect((await api.post('/api/user/login', { username: 'teacher1', password: 'learnstar1' }, withIp(`10.40.${i}.1`))).body.code).toBe(200);
    expect((await api.post('/api/user/login', { username: 'teacher1', password: 'learnstar1' }, withIp('10.40.99.1'))).body).toEqual({ code: 429, msg: 'tooFrequent5min' });
    clock.advance(limit.windowMs);
    expect((await api.post('/api/user/login', { username: 'teacher1', password: 'learnstar1' }, withIp('10.40.99.1'))).body.code).toBe(200);
  });

  test('real requests count: wrong class codes are refused after the per-account limit, a right code too, and the long wait lifts it', async () => {
    const limit = ACTION_RATE_LIMITS.joinClass.account;
    const guesser = await createBuyer(api, 'class-code-guesser');
    await api.db.prisma.user.update({ where: { id: guesser.id }, data: { role: 'pupil' } });
    const join = (code: string, i: number) => api.post('/api/classes/join', { code }, withIp(`10.60.${i}.1`, guesser.auth));
    for (let i = 0; i < limit.max; i++) expect((await join('ABCD2345', i)).body).toMatchObject({ code: 404, msg: 'classCodeInvalid' });
    const teacher = await api.db.prisma.user.create({ data: { account: 'limits-teacher', passwordHash: 'x', role: 'teacher', name: 'Teacher' } });
    const made = await api.db.prisma.schoolClass.create({ data: { name: 'P3 Limits', gradeCode: 3, year: 2026, teacherId: teacher.id, code: 'PQRS6789' } });
    expect((await join(made.code, 99)).body).toEqual({ code: 429, msg: rateLimitMessage(limit.windowMs) });
    clock.advance(limit.windowMs);
    expect((await join(made.code, 99)).body).toMatchObject({ code: 200, msg: 'classJoined' });
  });

  test('real requests count: a parent creates a few children a day, then is refused until the next day', async () => {
    const limit = ACTION_RATE_LIMITS.createChild.account;
    const parent = await createBuyer(api, 'busy-parent');
    // A parent adds children only with a verified email.
    await api.db.prisma.user.update({ where: { id: parent.id }, data: { emailVerifiedAt: new Date() } });
    let parentAuth = parent.auth;
    const create = (i: number) => api.post('/api/family/children', { account: `busykid${i}`, password: 'secret-1', pupilName: 'Kid', gradeCode: 3 }, withIp(`10.70.${i}.1`, parentAuth));
    for (let i = 0; i < limit.max; i++) expect((await create(i)).body).toMatchObject({ code: 200, msg: 'childCreated' });
    const users = await api.db.prisma.user.count();
    expect((await create(99)).body).toEqual({ code: 429, msg: 'tooFrequentToday' });
    expect(await api.db.prisma.user.count()).toBe(users);
    clock.advance(limit.windowMs);
    // The next day, signed in again (a session lasts an hour here).
    parentAuth = bearer((await api.api.app.get(TokenService).issue(parent.id, 'session', 3_600_000)).token);
    expect((await create(99)).body).toMatchObject({ code: 200, msg: 'childCreated' });
  });

  test('a malformed request is answered 400 and does not count', async () => {
    const before = await api.db.prisma.rateLimitEvent.count({ where: { key: { startsWith: 'register:' } } });
    expect((await api.post('/api/user/register', { account: 'x' }, withIp('10.50.0.1'))).status).toBe(400);
    expect(await api.db.prisma.rateLimitEvent.count({ where: { key: { startsWith: 'register:' } } })).toBe(before);
  });
});
