import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { SIGN_IN_CARD_RATE_LIMITS, SIGN_IN_CARD_SESSION_TTL_MS } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { TestClock, bearer } from './support.js';
import { createPerson, PASSWORD, type Person } from './pointshop-support.js';
import { del } from './classes-support.js';

/**
 * Children's sign-in cards (issue 50): who may print them, what a card signs in, revoking by
 * reprinting, ending the devices a card signed in, and the limits on tries.
 */
describe('sign-in cards', () => {
  let api: RunningApi;
  let hash: string;
  const clock = new TestClock(Date.parse('2026-11-29T01:00:00Z'));
  let serial = 0;
  beforeAll(async () => {
    api = await startApi({}, clock);
    hash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await api?.stop();
  });

  /** Each test signs in from its own address, so the per-address limit of one test leaves the others alone. */
  const address = () => `10.50.${Math.floor(++serial / 250)}.${serial % 250}`;
  const signIn = (body: unknown, ip: string) => api.post('/api/sign-in-cards/sign-in', body, { headers: { 'x-forwarded-for': ip } });
  const print = (who: Person, childId: number) => api.post(`/api/sign-in-cards/children/${childId}`, undefined, who.auth);
  const family = async () => {
    const mum = await createPerson(api, hash, { role: 'parent' });
    const child = await createPerson(api, hash, { parentId: mum.id });
    return { mum, child };
  };

  test('a linked parent prints a card; the QR secret and the typed code each sign the child in for 180 days', async () => {
    const { mum, child } = await family();
    const card = await print(mum, child.id);
    expect(card.body).toMatchObject({ code: 200, msg: 'signInCardPrinted', data: { childId: child.id, secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{10}$/) } });
    const stored = await api.db.prisma.signInCard.findFirstOrThrow({ where: { userId: child.id } });
    expect(JSON.stringify(stored)).not.toContain(card.body.data.secret);
    expect(JSON.stringify(stored)).not.toContain(card.body.data.code);

    const ip = address();
    const bySecret = await signIn({ secret: card.body.data.secret }, ip);
    expect(bySecret.body).toMatchObject({ code: 200, data: { id: child.id }, expireTime: clock.now().getTime() + SIGN_IN_CARD_SESSION_TTL_MS });
    const profile = await api.get('/api/user/profile', bearer(bySecret.body.token));
    expect(profile.body).toMatchObject({ code: 200, data: { id: child.id } });
    const typed = `${card.body.data.code.slice(0, 5).toLowerCase()} ${card.body.data.code.slice(5)}`;
    expect((await signIn({ code: typed }, ip)).body).toMatchObject({ code: 200, data: { id: child.id } });
    expect((await api.get(`/api/sign-in-cards/children/${child.id}/devices`, mum.auth)).body.data.devices).toHaveLength(2);
  });

  test("only the child's parent and the child's teachers print or end cards; others get 403", async () => {
    const { mum, child } = await family();
    const other = await createPerson(api, hash, { role: 'parent' });
    const otherChild = await createPerson(api, hash, { parentId: other.id });
    const teacher = await createPerson(api, hash, { role: 'teacher' });
    const stranger = await createPerson(api, hash, { role: 'teacher' });
    const operator = await createPerson(api, hash, { role: 'operator' });
    const cls = await api.db.prisma.schoolClass.create({ data: { teacherId: teacher.id, name: 'P1 Kindness', gradeCode: 1, year: 2026, code: `C${Date.now().toString(36).slice(-7).toUpperCase()}` } });
    await api.db.prisma.classMember.create({ data: { classId: cls.id, userId: child.id } });

    expect((await print(mum, otherChild.id)).body).toEqual({ code: 403, msg: 'cardsForParentsAndTeachers' });
    for (const who of [other, stranger, operator, otherChild]) expect((await print(who, child.id)).status).toBe(403);
    expect((await del(api, `/api/sign-in-cards/children/${child.id}/devices`, other.auth)).status).toBe(403);
    expect((await api.get(`/api/sign-in-cards/children/${child.id}/devices`, stranger.auth)).status).toBe(403);
    expect((await print(mum, 999_999)).status).toBe(403);
    expect((await api.post('/api/sign-in-cards/children/abc', undefined, mum.auth)).status).toBe(404);
    expect((await print(teacher, child.id)).body.code).toBe(200);

    const classCards = await api.post(`/api/sign-in-cards/classes/${cls.id}`, undefined, teacher.auth);
    expect(classCards.body).toMatchObject({ code: 200, data: [{ childId: child.id }] });
    expect((await api.post(`/api/sign-in-cards/classes/${cls.id}`, undefined, stranger.auth)).status).toBe(403);
    expect((await api.post(`/api/sign-in-cards/classes/${cls.id}`, undefined, mum.auth)).status).toBe(403);
    expect(await api.db.prisma.signInCard.count({ where: { userId: otherChild.id } })).toBe(0);
  });

  test('a reprinted card is refused, and so are forged, wrong and malformed secrets, all with one answer', async () => {
    const { mum, child } = await family();
    const old = (await print(mum, child.id)).body.data;
    const fresh = (await print(mum, child.id)).body.data;
    const ip = address();
    const refused = { code: 400, msg: 'signInCardInvalid' };
    expect((await signIn({ secret: old.secret }, ip)).body).toMatchObject(refused);
    expect((await signIn({ code: old.code }, ip)).body).toMatchObject(refused);
    const forged = fresh.secret.slice(0, 42) + (fresh.secret.endsWith('A') ? 'B' : 'A');
    expect((await signIn({ secret: forged }, ip)).body).toMatchObject(refused);
    expect((await signIn({ code: 'ABCDEFGHJK' }, ip)).body).toMatchObject(refused);
    for (const bad of [{}, { secret: 'short' }, { code: '12' }, { secret: fresh.secret, code: fresh.code }, { secret: 42 }, { secret: `${fresh.secret}'--` }]) {
      const answer = await signIn(bad, ip);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).not.toBe('ok');
    }
    expect((await signIn({ secret: fresh.secret }, ip)).body.code).toBe(200);
  });

  test('ending device sign-ins signs out the sessions cards made, and only those', async () => {
    const { mum, child } = await family();
    const card = (await print(mum, child.id)).body.data;
    const ip = address();
    const tablet = (await signIn({ secret: card.secret }, ip)).body.token as string;
    const phone = (await signIn({ code: card.code }, ip)).body.token as string;
    const byPassword = (await api.post('/api/user/login', { username: (await api.db.prisma.user.findUniqueOrThrow({ where: { id: child.id } })).account, password: PASSWORD }, { headers: { 'x-forwarded-for': ip } })).body.token as string;
    expect((await del(api, `/api/sign-in-cards/children/${child.id}/devices`, mum.auth)).body).toEqual({ code: 200, msg: 'deviceSignInsEnded' });
    for (const token of [tablet, phone]) expect((await api.get('/api/user/profile', bearer(token))).status).toBe(401);
    expect((await api.get('/api/user/profile', bearer(byPassword))).body.code).toBe(200);
    expect((await api.get(`/api/sign-in-cards/children/${child.id}/devices`, mum.auth)).body.data).toMatchObject({ devices: [] });
    // The card itself still works: ending devices is not reprinting.
    expect((await signIn({ secret: card.secret }, ip)).body.code).toBe(200);
  });

  test('a card signs in at most its limit within 5 minutes, then 429 until the window passes; the address has its own limit', async () => {
    const { mum, child } = await family();
    const card = (await print(mum, child.id)).body.data;
    const max = SIGN_IN_CARD_RATE_LIMITS.card.max;
    for (let i = 0; i < max; i++) expect((await signIn({ secret: card.secret }, address())).body.code).toBe(200);
    const refused = await signIn({ secret: card.secret }, address());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, msg: 'tooFrequent5min' });
    clock.advance(SIGN_IN_CARD_RATE_LIMITS.card.windowMs + 1000);
    expect((await signIn({ secret: card.secret }, address())).body.code).toBe(200);

    const ip = address();
    for (let i = 0; i < SIGN_IN_CARD_RATE_LIMITS.ip.max; i++) await signIn({ code: 'ABCDEFGHJK' }, ip);
    const guessed = await signIn({ secret: card.secret }, ip);
    expect(guessed.body).toMatchObject({ code: 429, msg: 'tooFrequent5min' });
  });
});
