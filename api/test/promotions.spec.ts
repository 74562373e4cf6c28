import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword, seedPromotionsIfNone } from '@learnstar/db';
import { PROMOTION_ENTRY_TTL_MS, PROMOTION_PASSCODE_LOCK_MS, type PromotionOffer } from '@learnstar/shared';
import { TokenService } from '../src/accounts/tokens/token.service.js';
import { startApi, type RunningApi } from './harness.js';
import { bearer, TestClock } from './support.js';
import { addToCart, CHECKOUT_FORM, productBySku } from './shop-support.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('promotions: states by the server clock, passcodes, claims once', () => {
  let api: RunningApi;
  const clock = new TestClock(Date.parse('2026-05-04T02:00:00.000Z'));
  beforeAll(async () => {
    api = await startApi({}, clock);
  });
  afterAll(async () => {
    await api?.stop();
  });

  /** A pupil with a week-long session, so moving the clock does not sign them out. */
  async function newPupil() {
    const account = `promo-${randomUUID().slice(0, 8)}`;
    const user = await api.db.prisma.user.create({ data: { account, passwordHash: 'x', role: 'pupil', name: account, email: `${account}@example.sg` } });
    const { token } = await api.api.app.get(TokenService).issue(user.id, 'session', 7 * 24 * 60 * MINUTE);
    return { id: user.id, ranId: user.ranId, token, auth: bearer(token) };
  }
  type Pupil = Awaited<ReturnType<typeof newPupil>>;

  /** A promotion starting and ending this long after the test clock's now. */
  async function promotion(passcode: string, startsInMs: number, endsInMs: number, offer: PromotionOffer = { type: 'bonusPoints', points: 30 }) {
    const now = clock.now().getTime();
    return api.db.prisma.promotion.create({
      data: { slug: `p-${randomUUID()}`, titleEn: passcode, titleZh: passcode, startsAt: new Date(now + startsInMs), endsAt: new Date(now + endsInMs), passcodeHash: await hashPassword(passcode), offer },
    });
  }

  const enter = (pupil: Pupil, passcode: unknown) => api.post('/api/promotion/enter', { passcode }, pupil.auth);
  const claim = (pupil: Pupil, id: number) => api.post(`/api/promotion/${id}/claim`, undefined, pupil.auth);
  const stateOf = async (id: number) => {
    const { body } = await api.get('/api/promotions');
    expect(body.data.serverNow).toBe(clock.now().toISOString());
    return body.data.promotions.find((p: { id: number }) => p.id === id)?.state;
  };

  test('the seed holds an ended, two running and a coming promotion, bilingual, without passcodes in the answer', async () => {
    const { status, body } = await api.get('/api/promotions');
    expect(status).toBe(200);
    const bySlug = Object.fromEntries(body.data.promotions.map((p: { slug: string; state: string }) => [p.slug, p]));
    expect(bySlug['new-year-dictionary-challenge'].state).toBe('ended');
    expect(bySlug['national-typing-week']).toMatchObject({ state: 'inProgress', titleZh: '全国打字周', offerType: 'bonusPoints' });
    expect(bySlug['starter-bundle-price']).toMatchObject({ state: 'inProgress', offerType: 'productPrice' });
    expect(bySlug['school-holiday-coupon']).toMatchObject({ state: 'notStarted', offerType: 'coupon' });
    expect(body.data.promotions[0].state).toBe('inProgress');
    expect(JSON.stringify(body)).not.toMatch(/passcodeHash|\$argon2|TYPINGWEEK/);
  });

  test('states one second before and after the start and the end', async () => {
    const { id } = await promotion('EDGES', 10 * SECOND, 70 * SECOND);
    clock.advance(9 * SECOND);
    expect(await stateOf(id)).toBe('notStarted');
    clock.advance(2 * SECOND);
    expect(await stateOf(id)).toBe('inProgress');
    clock.advance(58 * SECOND);
    expect(await stateOf(id)).toBe('inProgress');
    clock.advance(2 * SECOND);
    expect(await stateOf(id)).toBe('ended');
  });

  test('a passcode is required; a wrong one gets a clear message and opens nothing', async () => {
    const pupil = await newPupil();
    expect((await enter(pupil, '   ')).body).toEqual({ code: 400, msg: 'validationFailed', errors: [{ field: 'passcode', msg: 'passcodeRequired' }] });
    expect((await api.post('/api/promotion/enter', {}, pupil.auth)).body.errors).toEqual([{ field: 'passcode', msg: 'passcodeRequired' }]);
    expect((await enter(pupil, 'NOT-A-PASSCODE')).body).toEqual({ code: 400, msg: 'passcodeWrong', errors: [{ field: 'passcode', msg: 'passcodeWrong' }] });
    expect((await api.post('/api/promotion/enter', { passcode: 'TYPINGWEEK' })).status).toBe(401);
  });

  test('the detail opens only after the right passcode (spaces and case ignored), for a while', async () => {
    const pupil = await newPupil();
    const { id } = await promotion('OPEN-SESAME', -MINUTE, 10 * 24 * 60 * MINUTE, { type: 'bonusPoints', points: 15 });
    expect((await api.get(`/api/promotion/${id}`, pupil.auth)).body).toEqual({ code: 403, msg: 'promotionNotEntered' });
    expect((await claim(pupil, id)).body).toEqual({ code: 403, msg: 'promotionNotEntered' });
    expect((await enter(pupil, '  open-sesame ')).body).toEqual({ code: 200, msg: 'ok', data: { id } });
    const detail = await api.get(`/api/promotion/${id}`, pupil.auth);
    expect(detail.body.data).toMatchObject({ id, state: 'inProgress', offer: { type: 'bonusPoints', points: 15 }, claim: null, serverNow: clock.now().toISOString() });
    expect((await api.get(`/api/promotion/${id}`, (await newPupil()).auth)).body.code).toBe(403);
    clock.advance(PROMOTION_ENTRY_TTL_MS + SECOND);
    expect((await api.get(`/api/promotion/${id}`, pupil.auth)).body.code).toBe(403);
    expect((await api.get('/api/promotion/abc', pupil.auth)).body).toEqual({ code: 404, msg: 'promotionNotFound' });
    expect((await api.get('/api/promotion/99999', pupil.auth)).body).toEqual({ code: 404, msg: 'promotionNotFound' });
  });

  test('after 5 wrong passcodes the user waits 5 minutes, even with the right one; then it opens', async () => {
    const pupil = await newPupil();
    const { id } = await promotion('PATIENCE', -MINUTE, 24 * 60 * MINUTE);
    for (let i = 0; i < 5; i++) expect((await enter(pupil, `GUESS${i}`)).body.msg).toBe('passcodeWrong');
    expect((await enter(pupil, 'PATIENCE')).body).toEqual({ code: 429, msg: 'tooFrequent5min' });
    expect((await enter(await newPupil(), 'PATIENCE')).body.code).toBe(200);
    clock.advance(PROMOTION_PASSCODE_LOCK_MS - SECOND);
    expect((await enter(pupil, 'PATIENCE')).body.code).toBe(429);
    clock.advance(SECOND);
    expect((await enter(pupil, 'PATIENCE')).body).toEqual({ code: 200, msg: 'ok', data: { id } });
  });

  test('a claim is refused before the start and after the end, and counts from the start', async () => {
    const early = await newPupil();
    const late = await newPupil();
    const { id } = await promotion('WINDOW', MINUTE, 3 * MINUTE, { type: 'bonusPoints', points: 40 });
    expect((await enter(early, 'WINDOW')).body.code).toBe(200);
    expect((await claim(early, id)).body).toEqual({ code: 409, msg: 'promotionNotStarted' });
    clock.advance(MINUTE + SECOND);
    expect((await enter(late, 'WINDOW')).body.code).toBe(200);
    expect((await claim(early, id)).body).toMatchObject({ code: 200, data: { grant: { type: 'bonusPoints', points: 40 } } });
    clock.advance(2 * MINUTE);
    expect((await claim(late, id)).body).toEqual({ code: 409, msg: 'promotionEnded' });
    expect((await enter(await newPupil(), 'WINDOW')).body).toEqual({ code: 409, msg: 'promotionEnded' });
    expect(await api.db.prisma.promotionClaim.count({ where: { promotionId: id } })).toBe(1);
  });

  test('bonus points: five claims at once grant once, through the ledger with the reason promotion', async () => {
    const pupil = await newPupil();
    const { id } = await promotion('BONUS', -MINUTE, 60 * MINUTE, { type: 'bonusPoints', points: 100 });
    expect((await enter(pupil, 'BONUS')).body.code).toBe(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(pupil, id)));
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.body.code === 409).every((a) => a.body.msg === 'promotionAlreadyClaimed')).toBe(true);
    const records = (await api.get('/api/points/records', pupil.auth)).body.data;
    expect(records.balance).toBe(100);
    expect(records.rows).toMatchObject([{ type: 'promotion', points: 100 }]);
    const detail = (await api.get(`/api/promotion/${id}`, pupil.auth)).body.data;
    expect(detail.claim.grant).toEqual({ type: 'bonusPoints', points: 100 });
    // The claim keeps the detail open after the entry has lapsed.
    clock.advance(PROMOTION_ENTRY_TTL_MS + SECOND);
    expect((await api.get(`/api/promotion/${id}`, pupil.auth)).body.data.claim.grant.points).toBe(100);
    expect((await claim(pupil, id)).body).toEqual({ code: 409, msg: 'promotionAlreadyClaimed' });
  });

  test('coupon: a personal one-use code the shop verifies and nobody can use twice', async () => {
    const pupil = await newPupil();
    const { id } = await promotion('COUPON', -MINUTE, 60 * MINUTE, { type: 'coupon', kind: 'fixed', value: 1_000, minSpendCents: 5_000, validDays: 30 });
    expect((await enter(pupil, 'COUPON')).body.code).toBe(200);
    const { grant } = (await claim(pupil, id)).body.data;
    expect(grant).toMatchObject({ type: 'coupon', kind: 'fixed', value: 1_000, minSpendCents: 5_000, validUntil: new Date(clock.now().getTime() + 30 * 24 * 60 * MINUTE).toISOString() });
    expect(grant.code).toMatch(/^PROMO-[0-9A-Z]{8}$/);
    expect((await addToCart(api, pupil, (await productBySku(api, 'LS-T100')).id, 1)).body.code).toBe(200);
    expect((await api.post('/api/shop/api/coupon/check', { code: grant.code }, pupil.auth)).body.data).toEqual({ result: 'verified', discountCents: 1_000 });
    expect((await api.post('/api/shop/api/order/place', { ...CHECKOUT_FORM, couponCode: grant.code }, pupil.auth)).body.data.discountCents).toBe(1_000);
    const other = await newPupil();
    await addToCart(api, other, (await productBySku(api, 'LS-T100')).id, 1);
    expect((await api.post('/api/shop/api/coupon/check', { code: grant.code }, other.auth)).body.data.result).toBe('usedUp');
  });

  test('product at a promotion price: the cart pays the promotion price for that product', async () => {
    const pupil = await newPupil();
    const bundle = await productBySku(api, 'LS-B01');
    const { id, endsAt } = await promotion('BUNDLE', -MINUTE, 60 * MINUTE, { type: 'productPrice', sku: 'LS-B01', priceCents: 19_900 });
    expect((await enter(pupil, 'BUNDLE')).body.code).toBe(200);
    const detail = (await api.get(`/api/promotion/${id}`, pupil.auth)).body.data;
    expect(detail.offer).toMatchObject({ type: 'productPrice', priceCents: 19_900, productId: bundle.id, regularPriceCents: bundle.priceCents, nameEn: bundle.nameEn });
    const { grant } = (await claim(pupil, id)).body.data;
    expect(grant).toMatchObject({ type: 'productPrice', productId: bundle.id, priceCents: 19_900, regularPriceCents: bundle.priceCents, validUntil: endsAt.toISOString() });
    // A cart without the bundle does not reach its regular price, so the code gives nothing there.
    await addToCart(api, pupil, (await productBySku(api, 'LS-A01')).id, 1);
    expect((await api.post('/api/shop/api/coupon/check', { code: grant.code }, pupil.auth)).body.data.result).toBe('minSpendNotMet');
    await api.post('/api/shop/api/cart/clear', { ranId: pupil.ranId }, pupil.auth);
    expect((await addToCart(api, pupil, bundle.id, 1)).body.code).toBe(200);
    const quote = (await api.post('/api/shop/api/order/quote', { country: 'SG', shippingMethod: 'standard', couponCode: grant.code }, pupil.auth)).body.data;
    expect(quote.price.originalCents - quote.price.discountCents).toBe(19_900);
    const order = (await api.post('/api/shop/api/order/place', { ...CHECKOUT_FORM, couponCode: grant.code }, pupil.auth)).body.data;
    expect(order.discountCents).toBe(bundle.priceCents - 19_900);
  });

  test('a database seeded before promotions existed gets the demo promotions once, and no demo accounts', async () => {
    await api.db.prisma.promotionClaim.deleteMany();
    await api.db.prisma.promotion.deleteMany();
    const users = await api.db.prisma.user.count();
    expect(await seedPromotionsIfNone(api.db.prisma, clock.now())).toBe(true);
    expect(await seedPromotionsIfNone(api.db.prisma, clock.now())).toBe(false);
    expect(await api.db.prisma.promotion.count()).toBe(4);
    expect(await api.db.prisma.user.count()).toBe(users);
    expect((await enter(await newPupil(), 'bundle199')).body.code).toBe(200);
  });
});
