import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type RunningApi } from './harness.js';
import { bearer, TestClock } from './support.js';
import { TokenService } from '../src/accounts/tokens/token.service.js';
import { addToCart, createBuyer, placeOrder, productBySku } from './shop-support.js';
import { consoleRoles } from './console-support.js';
import { redactUrl } from '../src/common/logging/logger.js';

const DAY = 86_400_000;

/** The console's promotion and coupon edits: state changes, audit entries, refusals that change nothing. */
describe('console: editing, ending and deleting promotions and coupons', () => {
  let api: RunningApi;
  let roles: Awaited<ReturnType<typeof consoleRoles>>;
  const clock = new TestClock();

  beforeAll(async () => {
    api = await startApi({ orderExpirySweepMs: 0 }, clock);
    roles = await consoleRoles(api);
  });
  afterAll(async () => {
    await api?.stop();
  });

  const audit = (action: string, targetId: number) => api.db.prisma.auditEntry.findMany({ where: { action, targetId: String(targetId) } });
  const send = (method: 'PUT' | 'DELETE' | 'POST', path: string, body?: unknown) => api.post(`/api/console/${path}`, body, { ...roles.operator, method });
  const iso = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();

  async function createPromotion(passcode: string) {
    const form = { slug: `edit-${randomUUID().slice(0, 8)}`, titleEn: 'Autumn week', titleZh: '秋季周', startsAt: iso(-60_000), endsAt: iso(7 * DAY), passcode, offer: { type: 'bonusPoints', points: 20 } };
    const created = await api.post('/api/console/promotions', form, roles.operator);
    expect(created.body.code).toBe(200);
    return { form, id: created.body.data.id as number };
  }

  test('promotions: an edit saves texts (en and zh), dates and offer; a new passcode is hashed, the old one stops working, and neither is in the audit log', async () => {
    const { form, id } = await createPromotion('OLDCODE1');
    const edit = { titleEn: 'Autumn typing week', titleZh: '秋季打字周', summaryEn: 'Type every day', summaryZh: '每天打字', descriptionEn: 'Points for every pupil who types.', descriptionZh: '每位打字的学生都有积分。', startsAt: form.startsAt, endsAt: iso(14 * DAY), offer: { type: 'bonusPoints', points: 35 } };
    const saved = await send('PUT', `promotions/${id}`, { ...edit, passcode: ' NewCode2 ' });
    expect(saved.body).toMatchObject({ code: 200, msg: 'promotionUpdated', data: { ...edit, id, slug: form.slug, state: 'inProgress', claims: 0 } });
    const row = await api.db.prisma.promotion.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ titleZh: '秋季打字周', descriptionZh: '每位打字的学生都有积分。', offer: { type: 'bonusPoints', points: 35 } });
    expect(row.passcodeHash).toMatch(/^\$argon2/);
    expect((await api.post('/api/promotion/enter', { passcode: 'oldcode1' }, roles.pupil)).body.msg).toBe('passcodeWrong');
    expect((await api.post('/api/promotion/enter', { passcode: 'newcode2' }, roles.pupil)).body).toMatchObject({ code: 200, data: { id } });
    const [entry] = await audit('promotion.update', id);
    expect(entry).toMatchObject({ before: { titleEn: 'Autumn week', offer: { points: 20 } }, after: { titleEn: 'Autumn typing week', passcode: 'changed', offer: { points: 35 } } });
    expect(JSON.stringify(await api.db.prisma.auditEntry.findMany({ where: { targetType: 'promotion', targetId: String(id) } }))).not.toMatch(/oldcode1|newcode2|argon2/i);
    // Request lines log the URL only; a passcode in a query is masked like a password.
    expect(redactUrl('/api/promotion/enter?passcode=NewCode2')).not.toMatch(/newcode2/i);

    // The offer may change kind: a claim from now on gets a coupon.
    const coupon = { type: 'coupon', kind: 'percent', value: 20, minSpendCents: 1_000, validDays: 14 };
    expect((await send('PUT', `promotions/${id}`, { ...edit, offer: coupon })).body.data.offer).toEqual(coupon);
    expect((await api.post(`/api/promotion/${id}/claim`, undefined, roles.pupil)).body.data.grant).toMatchObject({ type: 'coupon', kind: 'percent', value: 20 });

    // Without a passcode the hash stays.
    await send('PUT', `promotions/${id}`, { ...edit, titleEn: 'Autumn week again' });
    expect((await api.db.prisma.promotion.findUniqueOrThrow({ where: { id } })).passcodeHash).toBe(row.passcodeHash);
    expect((await audit('promotion.update', id))[2].after).not.toHaveProperty('passcode');
  });

  test('promotions: an end before the start, a bad offer, a short passcode or an unknown id is refused, translated, and nothing changes', async () => {
    const { form, id } = await createPromotion('KEEPME11');
    const before = await api.db.prisma.promotion.findUniqueOrThrow({ where: { id } });
    const edit = { titleEn: 'Changed', titleZh: '改了', startsAt: form.startsAt, endsAt: form.endsAt, offer: form.offer };
    expect((await send('PUT', `promotions/${id}`, { ...edit, endsAt: iso(-DAY) })).body).toEqual({ code: 400, msg: 'validationFailed', errors: [{ field: 'endsAt', msg: 'endBeforeStart' }] });
    expect((await send('PUT', `promotions/${id}`, { ...edit, offer: { type: 'productPrice', sku: 'NO-SUCH', priceCents: 100 } })).body).toMatchObject({ code: 400, errors: [{ field: 'offer.sku', msg: 'unknownProduct' }] });
    expect((await send('PUT', `promotions/${id}`, { ...edit, offer: { type: 'coupon', kind: 'percent', value: 150, minSpendCents: 0, validDays: 7 } })).body).toMatchObject({ code: 400, errors: [{ field: 'offer.value', msg: 'invalidValue' }] });
    expect((await send('PUT', `promotions/${id}`, { ...edit, offer: { type: 'lottery' } })).body).toMatchObject({ code: 400, errors: [{ field: 'offer.type' }] });
    expect((await send('PUT', `promotions/${id}`, { ...edit, passcode: 'abc' })).body).toMatchObject({ code: 400, errors: [{ field: 'passcode', msg: 'invalidValue' }] });
    expect((await send('PUT', `promotions/${id}`, { ...edit, titleZh: '' })).body).toMatchObject({ code: 400, errors: [{ field: 'titleZh', msg: 'required' }] });
    expect((await send('PUT', 'promotions/999999', edit)).body).toEqual({ code: 404, msg: 'promotionNotFound' });
    expect((await send('PUT', 'promotions/abc', edit)).body).toEqual({ code: 404, msg: 'promotionNotFound' });
    expect(await api.db.prisma.promotion.findUniqueOrThrow({ where: { id } })).toEqual(before);
    expect(await audit('promotion.update', id)).toHaveLength(0);
  });

  test('promotions: an unclaimed one is deleted; a claimed one is refused (its claims are history) and ended now instead', async () => {
    const unclaimed = await createPromotion('GONE1234');
    expect((await send('DELETE', `promotions/${unclaimed.id}`)).body).toEqual({ code: 200, msg: 'promotionDeleted', data: { id: unclaimed.id } });
    expect(await api.db.prisma.promotion.count({ where: { id: unclaimed.id } })).toBe(0);
    expect(await audit('promotion.delete', unclaimed.id)).toMatchObject([{ before: { slug: unclaimed.form.slug, titleEn: 'Autumn week' }, after: {} }]);
    expect((await send('DELETE', `promotions/${unclaimed.id}`)).body).toEqual({ code: 404, msg: 'promotionNotFound' });

    const { id } = await createPromotion('CLAIMED1');
    expect((await api.post('/api/promotion/enter', { passcode: 'CLAIMED1' }, roles.pupil)).body.code).toBe(200);
    expect((await api.post(`/api/promotion/${id}/claim`, undefined, roles.pupil)).body.code).toBe(200);
    expect((await send('DELETE', `promotions/${id}`)).body).toEqual({ code: 409, msg: 'promotionHasClaims' });
    expect(await api.db.prisma.promotionClaim.count({ where: { promotionId: id } })).toBe(1);
    expect(await audit('promotion.delete', id)).toHaveLength(0);

    const ended = await send('POST', `promotions/${id}/end`);
    expect(ended.body).toMatchObject({ code: 200, msg: 'promotionEndedNow', data: { id, state: 'ended', endsAt: clock.now().toISOString(), claims: 1 } });
    expect((await api.get(`/api/promotion/${id}`, roles.pupil)).body.data).toMatchObject({ state: 'ended', claim: { grant: { type: 'bonusPoints', points: 20 } } });
    expect(await audit('promotion.end', id)).toMatchObject([{ after: { endsAt: clock.now().toISOString() } }]);
    expect((await send('POST', `promotions/${id}/end`)).body).toEqual({ code: 409, msg: 'promotionEnded' });
    expect(await audit('promotion.end', id)).toHaveLength(1);
  });

  test('promotions: claims racing a delete or an end get an answer (never a 5xx), and no claim is left without its promotion', async () => {
    const pupils = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const user = await api.db.prisma.user.create({ data: { account: `racer-${randomUUID().slice(0, 8)}`, passwordHash: 'x', role: 'pupil', name: `Racer ${i}` } });
        return bearer((await api.api.app.get(TokenService).issue(user.id, 'session', 3_600_000)).token);
      }),
    );
    for (const action of ['DELETE', 'END'] as const) {
      const { id } = await createPromotion(`RACE${action}1`);
      for (const auth of pupils) expect((await api.post('/api/promotion/enter', { passcode: `RACE${action}1` }, auth)).body.code).toBe(200);
      const operatorCall = action === 'DELETE' ? send('DELETE', `promotions/${id}`) : send('POST', `promotions/${id}/end`);
      const [byOperator, ...claims] = await Promise.all([operatorCall, ...pupils.map((auth) => api.post(`/api/promotion/${id}/claim`, undefined, auth))]);
      expect([byOperator, ...claims].filter((r) => r.status >= 500)).toEqual([]);
      const claimed = claims.filter((r) => r.body.code === 200).length;
      expect(await api.db.prisma.promotionClaim.count({ where: { promotionId: id } })).toBe(claimed);
      if (action === 'DELETE') {
        // Deleted only if no claim got in first; a claim after the delete hears "not found".
        if (byOperator.body.code === 200) expect(claimed).toBe(0);
        else expect({ refusal: byOperator.body, claimed: claimed > 0 }).toEqual({ refusal: { code: 409, msg: 'promotionHasClaims' }, claimed: true });
        expect(claims.every((r) => r.body.code === 200 || r.body.msg === 'promotionNotFound')).toBe(true);
      } else {
        expect(byOperator.body.code).toBe(200);
        expect(claims.every((r) => r.body.code === 200 || r.body.msg === 'promotionEnded')).toBe(true);
      }
    }
  });

  test('promotions: the list filters by state, searches, sorts by a whitelisted column, and refuses any other', async () => {
    const { form, id } = await createPromotion('LISTED12');
    const list = (query: string) => api.get(`/api/console/promotions?${query}`, roles.operator).then((r) => r.body);
    expect((await list(`q=${form.slug}`)).data).toMatchObject({ total: 1, rows: [{ id }] });
    expect((await list(`q=${form.slug}&state=ended`)).data.total).toBe(0);
    expect((await list(`q=${form.slug}&state=inProgress`)).data.total).toBe(1);
    const byEnd = (await list('sort=endsAt&dir=asc&pageSize=100')).data.rows.map((p: { endsAt: string }) => p.endsAt);
    expect(byEnd).toEqual([...byEnd].sort());
    expect(await list('sort=passcodeHash')).toMatchObject({ code: 400, errors: [{ field: 'sort', msg: 'invalidValue' }] });
    expect(await list('state=over')).toMatchObject({ code: 400, errors: [{ field: 'state', msg: 'invalidValue' }] });
  });

  async function createCoupon(terms: Record<string, unknown> = {}) {
    const form = { code: `EDIT-${randomUUID().slice(0, 6)}`, kind: 'fixed', value: 500, minSpendCents: 0, validFrom: iso(-60_000), validUntil: iso(30 * DAY), perUserLimit: 1, totalLimit: 10, ...terms };
    const created = await api.post('/api/console/coupons', form, roles.operator);
    expect(created.body.code).toBe(200);
    return created.body.data as { id: number; code: string };
  }

  /** A buyer's pending order that used the coupon. */
  async function orderWith(code: string, buyer?: Awaited<ReturnType<typeof createBuyer>>) {
    buyer ??= await createBuyer(api);
    await addToCart(api, buyer, (await productBySku(api, 'LS-A01')).id, 1);
    const placed = await placeOrder(api, buyer, { couponCode: code });
    expect(placed.body).toMatchObject({ code: 200, data: { couponCode: code } });
    return { buyer, order: placed.body.data as { code: string } };
  }

  test('coupons: an edit saves new terms; limits below the uses made, an end before the start or a percent over 100 are refused and change nothing', async () => {
    const coupon = await createCoupon({ perUserLimit: 2 });
    const { buyer } = await orderWith(coupon.code);
    await orderWith(coupon.code, buyer);
    const terms = { kind: 'percent', value: 15, minSpendCents: 2_000, validFrom: iso(-60_000), validUntil: iso(60 * DAY), perUserLimit: 3, totalLimit: 5 };
    const saved = await send('PUT', `coupons/${coupon.id}`, terms);
    expect(saved.body).toMatchObject({ code: 200, msg: 'couponUpdated', data: { ...terms, code: coupon.code, usedCount: 2, disabledAt: null } });
    expect(await audit('coupon.update', coupon.id)).toMatchObject([{ before: { kind: 'fixed', value: 500, totalLimit: 10 }, after: { kind: 'percent', value: 15, totalLimit: 5 } }]);

    const before = await api.db.prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } });
    expect((await send('PUT', `coupons/${coupon.id}`, { ...terms, totalLimit: 1 })).body).toEqual({ code: 400, msg: 'validationFailed', errors: [{ field: 'totalLimit', msg: 'belowUsesMade' }] });
    expect((await send('PUT', `coupons/${coupon.id}`, { ...terms, perUserLimit: 1 })).body).toEqual({ code: 400, msg: 'validationFailed', errors: [{ field: 'perUserLimit', msg: 'belowUsesMade' }] });
    expect((await send('PUT', `coupons/${coupon.id}`, { ...terms, validUntil: iso(-DAY) })).body).toMatchObject({ code: 400, errors: [{ field: 'validUntil', msg: 'endBeforeStart' }] });
    expect((await send('PUT', `coupons/${coupon.id}`, { ...terms, value: 101 })).body).toMatchObject({ code: 400, errors: [{ field: 'value', msg: 'invalidValue' }] });
    expect((await send('PUT', `coupons/${coupon.id}`, { ...terms, value: 'lots' })).body).toMatchObject({ code: 400, errors: [{ field: 'value', msg: 'invalidValue' }] });
    expect((await send('PUT', 'coupons/999999', terms)).body).toEqual({ code: 404, msg: 'couponNotFound' });
    expect(await api.db.prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).toEqual(before);
    expect(await audit('coupon.update', coupon.id)).toHaveLength(1);
  });

  test('coupons: an unused one is deleted; a used one is refused, disabled instead, refused to buyers, and its order keeps it', async () => {
    const unused = await createCoupon();
    expect((await send('DELETE', `coupons/${unused.id}`)).body).toEqual({ code: 200, msg: 'couponDeleted', data: { id: unused.id } });
    expect(await api.db.prisma.coupon.count({ where: { id: unused.id } })).toBe(0);
    expect(await audit('coupon.delete', unused.id)).toMatchObject([{ before: { code: unused.code }, after: {} }]);

    const used = await createCoupon({ totalLimit: undefined });
    const { order } = await orderWith(used.code);
    expect((await send('DELETE', `coupons/${used.id}`)).body).toEqual({ code: 409, msg: 'couponHasUses' });
    // Even once the order is cancelled (its use given back), the order still names the code.
    expect((await api.post(`/api/console/orders/${order.code}/cancel`, {}, roles.operator)).body.code).toBe(200);
    expect((await send('DELETE', `coupons/${used.id}`)).body).toEqual({ code: 409, msg: 'couponHasUses' });
    expect(await audit('coupon.delete', used.id)).toHaveLength(0);

    const disabled = await send('POST', `coupons/${used.id}/disable`);
    expect(disabled.body).toMatchObject({ code: 200, msg: 'couponDisabled', data: { id: used.id, disabledAt: clock.now().toISOString() } });
    expect(await audit('coupon.disable', used.id)).toMatchObject([{ before: { disabledAt: null }, after: { disabledAt: clock.now().toISOString() } }]);
    expect((await send('POST', `coupons/${used.id}/disable`)).body).toEqual({ code: 409, msg: 'couponAlreadyDisabled' });
    const buyer = await createBuyer(api);
    await addToCart(api, buyer, (await productBySku(api, 'LS-A01')).id, 1);
    expect((await api.post('/api/shop/api/coupon/check', { code: used.code }, buyer.auth)).body.data).toMatchObject({ result: 'invalid' });
    expect((await placeOrder(api, buyer, { couponCode: used.code })).body).toMatchObject({ code: 409, msg: 'couponInvalid' });
    expect(await api.db.prisma.order.findUniqueOrThrow({ where: { code: order.code } })).toMatchObject({ couponCode: used.code });

    const list = (query: string) => api.get(`/api/console/coupons?${query}`, roles.operator).then((r) => r.body);
    expect((await list(`q=${used.code}&disabled=true`)).data).toMatchObject({ total: 1, rows: [{ id: used.id }] });
    expect((await list(`q=${used.code}&disabled=false`)).data.total).toBe(0);
    const byUse = (await list('sort=usedCount&dir=desc&pageSize=100')).data.rows.map((c: { usedCount: number }) => c.usedCount);
    expect(byUse).toEqual([...byUse].sort((a, b) => b - a));
    expect(await list('sort=code;drop')).toMatchObject({ code: 400, errors: [{ field: 'sort', msg: 'invalidValue' }] });
    expect(await list('disabled=maybe')).toMatchObject({ code: 400, errors: [{ field: 'disabled', msg: 'invalidValue' }] });
  });
});
