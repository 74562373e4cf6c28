import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type RunningApi } from './harness.js';
import { readOutbox, tempDir, TestClock } from './support.js';
import { addToCart, createBuyer, placeOrder, productBySku } from './shop-support.js';
import { consoleRoles } from './console-support.js';
import { OperatorOrdersService } from '../src/shop/operator/operator-orders.service.js';

/** The console's actions: each state change, its audit entry and its email; lists page, filter and sort. */
describe('console actions', () => {
  let api: RunningApi;
  let roles: Awaited<ReturnType<typeof consoleRoles>>;
  const outbox = tempDir('console-mail');
  const clock = new TestClock();

  beforeAll(async () => {
    api = await startApi({ orderExpirySweepMs: 0, outboxDir: outbox }, clock);
    roles = await consoleRoles(api);
  });
  afterAll(async () => {
    await api?.stop();
  });

  const audit = (action: string, targetId: string | number) => api.db.prisma.auditEntry.findMany({ where: { action, targetId: String(targetId) } });
  const mails = (template: string, to: string) => readOutbox(outbox).filter((m) => m.template === template && m.to === to);

  async function payNowOrder(sku: string, quantity: number, locale = 'en') {
    const buyer = await createBuyer(api);
    await addToCart(api, buyer, (await productBySku(api, sku)).id, quantity);
    const order = (await placeOrder(api, buyer, { email: `${buyer.id}@example.sg` }, locale)).body.data;
    await api.post('/api/shop/api/payment/start', { orderCode: order.code, provider: 'paynow' }, buyer.auth);
    return order as { code: string; email: string; payAmountCents: number };
  }

  test('orders: search by code and email, filter by status and date, sort and page; confirm PayNow and ship with a tracking note', async () => {
    const small = await payNowOrder('LS-A01', 1);
    const large = await payNowOrder('LS-A01', 2);
    const list = (query: string) => api.get(`/api/console/orders?${query}`, roles.operator).then((r) => r.body.data);
    expect((await list(`q=${small.code.toLowerCase()}`)).rows.map((o: any) => o.code)).toEqual([small.code]);
    expect((await list(`q=${large.email.toUpperCase().slice(0, 6)}`)).rows.map((o: any) => o.code)).toEqual([large.code]);
    const today = new Date(clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const pending = await list(`status=pending_payment&from=${today}&to=${today}&sort=payAmountCents&dir=asc&pageSize=100`);
    expect(pending.rows.map((o: any) => o.code)).toEqual(expect.arrayContaining([small.code, large.code]));
    expect(pending.rows.map((o: any) => o.payAmountCents)).toEqual([...pending.rows.map((o: any) => o.payAmountCents)].sort((a, b) => a - b));
    const second = await list('status=pending_payment&sort=createdAt&dir=desc&page=2&pageSize=1');
    expect(second).toMatchObject({ total: pending.total, rows: [pending.rows.length > 1 ? expect.any(Object) : undefined] });
    expect((await list('from=2000-01-01&to=2000-01-02')).total).toBe(0);
    expect((await api.get('/api/console/orders?sort=email', roles.operator)).body).toMatchObject({ code: 400, msg: 'validationFailed' });

    const paid = await api.post(`/api/console/orders/${small.code}/confirmPayNow`, {}, roles.operator);
    expect(paid.body).toMatchObject({ code: 200, msg: 'paymentConfirmed', data: { status: 'paid' } });
    expect(await audit('order.confirmPayNow', small.code)).toHaveLength(1);
    expect(mails('paymentReceived', small.email)).toHaveLength(1);

    const shipped = await api.post(`/api/console/orders/${small.code}/ship`, { trackingNote: 'SingPost RR123456789SG' }, roles.operator);
    expect(shipped.body).toMatchObject({ code: 200, data: { status: 'shipped', trackingNote: 'SingPost RR123456789SG' } });
    const [entry] = await audit('order.ship', small.code);
    expect(entry).toMatchObject({ before: { status: 'paid' }, after: { status: 'shipped', trackingNote: 'SingPost RR123456789SG' } });
    expect(mails('orderShipped', small.email)[0].text).toContain('SingPost RR123456789SG');
    // A shipped order cannot be cancelled: refused, and no entry written.
    expect((await api.post(`/api/console/orders/${small.code}/cancel`, {}, roles.operator)).body).toMatchObject({ code: 409, msg: 'illegalOrderTransition' });
    expect(await audit('order.cancel', small.code)).toHaveLength(0);
  });

  test('orders: cancelling a pending order gives the stock back, is audited and emails the buyer in the language they ordered in', async () => {
    const stock = async () => (await productBySku(api, 'LS-A01')).stock;
    const order = await payNowOrder('LS-A01', 1);
    const before = await stock();
    const cancelled = await api.post(`/api/console/orders/${order.code}/cancel`, {}, roles.operator);
    expect(cancelled.body).toMatchObject({ code: 200, msg: 'orderCancelled', data: { status: 'cancelled' } });
    expect(await stock()).toBe(before + 1);
    expect(await audit('order.cancel', order.code)).toMatchObject([{ before: { status: 'pending_payment' }, after: { status: 'cancelled' } }]);
    const [mail] = mails('orderCancelled', order.email);
    expect(mail.subject).toBe(`LearnStar order ${order.code} has been cancelled`);
    expect(mail.text).toContain(`SGD ${(order.payAmountCents / 100).toFixed(2)}`);

    // The command-line script calls the same service: a Chinese-speaking buyer hears it in Chinese, once.
    const zhOrder = await payNowOrder('LS-A01', 2, 'zh');
    const operator = await api.db.prisma.user.findUniqueOrThrow({ where: { account: 'operator1' } });
    await api.api.app.get(OperatorOrdersService).cancel(zhOrder.code, operator);
    expect(await stock()).toBe(before + 1);
    expect(mails('orderCancelled', zhOrder.email).map((m) => m.subject)).toEqual([`学习星订单 ${zhOrder.code} 已取消`]);
    // Refused (already cancelled): no second email.
    expect((await api.post(`/api/console/orders/${zhOrder.code}/cancel`, {}, roles.operator)).body).toMatchObject({ code: 409 });
    expect(mails('orderCancelled', zhOrder.email)).toHaveLength(1);
  });

  test('orders: a buyer who cancels their own order gets no cancellation email', async () => {
    const buyer = await createBuyer(api);
    await addToCart(api, buyer, (await productBySku(api, 'LS-A01')).id, 1);
    const order = (await placeOrder(api, buyer, { email: `${buyer.id}@example.sg` })).body.data;
    expect((await api.post(`/api/shop/api/order/${order.code}/cancel`, {}, buyer.auth)).body).toMatchObject({ code: 200 });
    expect(mails('orderCancelled', order.email)).toHaveLength(0);
  });

  test('matches: schedule, see the sign-ups, cancel with a notice to the signed-up pupil (through the parent)', async () => {
    const start = new Date(clock.now().getTime() + 86_400_000).toISOString();
    const form = { game: 1, title: 'Console cup', titleZh: '控制台杯', startTime: start, durationSec: 300, gradeCodes: [3, 4], level: 'elementary', capacity: 20 };
    const past = await api.post('/api/console/matches', { ...form, startTime: new Date(clock.now().getTime() - 1000).toISOString() }, roles.operator);
    expect(past.body).toMatchObject({ code: 400, errors: [{ field: 'startTime', msg: 'dateInPast' }] });
    expect((await api.post('/api/console/matches', { ...form, gradeCodes: [] }, roles.operator)).body.code).toBe(400);
    const created = (await api.post('/api/console/matches', form, roles.operator)).body.data;
    expect(created).toMatchObject({ title: 'Console cup', gradeCodes: [3, 4], capacity: 20, phase: 'upcoming' });
    expect(await audit('match.create', created.id)).toHaveLength(1);
    expect((await api.get('/api/match/list')).body.data.map((m: any) => m.id)).toContain(created.id);

    const parent = await api.db.prisma.user.findUniqueOrThrow({ where: { account: 'parent1' } });
    const pupil = await api.db.prisma.user.update({ where: { account: 'pupil1' }, data: { parentId: parent.id } });
    expect((await api.post(`/api/match/signup?matchId=${created.id}&userId=${pupil.id}`, undefined, roles.pupil)).body.code).toBe(200);
    const listed = (await api.get('/api/console/matches?pageSize=100', roles.operator)).body.data;
    expect(listed.rows.find((m: any) => m.id === created.id)).toMatchObject({ signedUp: 1, signups: [{ userId: pupil.id, name: pupil.name, gradeCode: 3 }] });

    const cancelled = await api.post(`/api/console/matches/${created.id}/cancel`, {}, roles.operator);
    expect(cancelled.body).toMatchObject({ code: 200, msg: 'matchCancelled', data: { id: created.id, notified: 1 } });
    expect(mails('matchCancelled', parent.email!)[0].subject).toContain('Console cup');
    expect(await api.db.prisma.match.count({ where: { id: created.id } })).toBe(0);
    expect(await audit('match.cancel', created.id)).toMatchObject([{ before: { title: 'Console cup', signups: [pupil.id] } }]);
    expect((await api.post(`/api/console/matches/${created.id}/cancel`, {}, roles.operator)).body).toMatchObject({ code: 404, msg: 'matchNotFound' });
  });

  test('races: a teacher sees the classroom races they hosted, an operator every one', async () => {
    const teacher = await api.db.prisma.user.findUniqueOrThrow({ where: { account: 'teacher1' } });
    const pupil = await api.db.prisma.user.findUniqueOrThrow({ where: { account: 'pupil1' } });
    await api.db.prisma.raceResult.createMany({
      data: [
        { raceId: 'console-mine', userId: pupil.id, game: 1, score: 90, place: 1, cpm: 40, accuracy: 97, detail: { hostId: teacher.id } },
        { raceId: 'console-other', userId: pupil.id, game: 2, score: 50, place: 1, cpm: 30, accuracy: 90, detail: { hostId: teacher.id + 100_000 } },
      ],
    });
    const mine = (await api.get('/api/console/races', roles.teacher)).body.data;
    expect(mine).toMatchObject({ total: 1, rows: [{ raceId: 'console-mine', game: 1, results: [{ name: pupil.name, place: 1, score: 90, cpm: 40, accuracy: 97, fairPlay: 'ok' }] }] });
    const all = (await api.get('/api/console/races?pageSize=1&page=2', roles.operator)).body.data;
    expect(all.total).toBe(2);
    expect(all.rows).toHaveLength(1);
    expect((await api.get('/api/console/races?game=2', roles.operator)).body.data).toMatchObject({ total: 1, rows: [{ raceId: 'console-other' }] });
    const order = async (dir: string) => (await api.get(`/api/console/races?dir=${dir}`, roles.operator)).body.data.rows.map((r: any) => r.finishedAt);
    expect(await order('asc')).toEqual([...(await order('desc'))].reverse());
    expect((await api.get('/api/console/races?game=3', roles.teacher)).body).toMatchObject({ code: 400, errors: [{ field: 'game', msg: 'invalidValue' }] });
  });

  test('lists: each console list sorts on the server by every whitelisted column, both ways, and refuses any other column', async () => {
    const operator = await api.db.prisma.user.findUniqueOrThrow({ where: { account: 'operator1' } });
    await api.db.prisma.warranty.createMany({
      data: ['b@example.sg', 'a@example.sg', 'c@example.sg'].map((email, i) => ({ name: `Owner ${i}`, email, purchaseDate: new Date('2026-01-01'), product: 'LS-A01', purchasePlace: 'Shop', serialCode: `SN-SORT-${i}` })),
    });
    await api.db.prisma.auditEntry.createMany({ data: ['order.ship', 'coupon.create'].map((action) => ({ actorId: operator.id, actorRole: 'operator', action, targetType: 'order', targetId: 'X' })) });
    // Each list, its sorts and how a row shows the sorted value.
    const LISTS: [string, Record<string, (row: any) => string | number>][] = [
      ['/api/console/products', { id: (r) => r.id, sku: (r) => r.sku, stock: (r) => r.stock, price: (r) => r.price }],
      ['/api/console/points-goods', { id: (r) => r.id, sku: (r) => r.sku, stock: (r) => r.stock, price: (r) => r.price }],
      ['/api/console/warranties', { createdAt: (r) => r.createdAt, email: (r) => r.email }],
      ['/api/console/free-trials', { createdAt: (r) => r.createdAt, email: (r) => r.email }],
      ['/api/console/matches', { createdAt: (r) => r.id, startTime: (r) => r.startTime }],
      ['/api/audit', { at: (r) => r.at, action: (r) => r.action }],
      ['/api/operator/redemptions', { createdAt: (r) => r.id }],
    ];
    const sorted = (values: (string | number)[], dir: string) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0) * (dir === 'asc' ? 1 : -1));
    for (const [path, sorts] of LISTS) {
      for (const [sort, value] of Object.entries(sorts)) {
        for (const dir of ['asc', 'desc']) {
          const { body } = await api.get(`${path}?sort=${sort}&dir=${dir}&pageSize=100`, roles.operator);
          expect(body.code, `${path} ${sort} ${dir}`).toBe(200);
          const values = body.data.rows.map(value);
          expect(values, `${path} ${sort} ${dir}`).toEqual(sorted(values, dir));
        }
      }
      expect((await api.get(`${path}?sort=passwordHash`, roles.operator)).body, path).toMatchObject({ code: 400, errors: [{ field: 'sort', msg: 'invalidValue' }] });
      expect((await api.get(`${path}?dir=sideways`, roles.operator)).body, path).toMatchObject({ code: 400, errors: [{ field: 'dir', msg: 'invalidValue' }] });
    }
    expect((await api.get('/api/console/warranties?sort=email&dir=asc&q=example.sg', roles.operator)).body.data.rows.map((r: any) => r.email)).toEqual(['a@example.sg', 'b@example.sg', 'c@example.sg']);
  });
  test('promotions: created with a hashed passcode a pupil can enter; the audit entry names no passcode', async () => {
    const now = clock.now().getTime();
    const form = { slug: 'console-spring', titleEn: 'Spring typing week', titleZh: '春季打字周', startsAt: new Date(now - 60_000).toISOString(), endsAt: new Date(now + 7 * 86_400_000).toISOString(), passcode: 'Spring26', offer: { type: 'bonusPoints', points: 30 } };
    expect((await api.post('/api/console/promotions', { ...form, endsAt: form.startsAt }, roles.operator)).body).toMatchObject({ code: 400, errors: [{ field: 'endsAt', msg: 'endBeforeStart' }] });
    expect((await api.post('/api/console/promotions', { ...form, offer: { type: 'productPrice', sku: 'NO-SUCH', priceCents: 100 } }, roles.operator)).body).toMatchObject({ code: 400, errors: [{ field: 'offer.sku', msg: 'unknownProduct' }] });
    const created = await api.post('/api/console/promotions', form, roles.operator);
    expect(created.body).toMatchObject({ code: 200, msg: 'promotionCreated', data: { slug: 'console-spring', state: 'inProgress', offer: { type: 'bonusPoints', points: 30 }, claims: 0 } });
    const id = created.body.data.id;
    expect((await api.post('/api/console/promotions', form, roles.operator)).body).toMatchObject({ code: 409, msg: 'slugTaken' });
    const row = await api.db.prisma.promotion.findUniqueOrThrow({ where: { id } });
    expect(row.passcodeHash).not.toContain('SPRING26');
    expect((await api.post('/api/promotion/enter', { passcode: ' spring26 ' }, roles.pupil)).body).toMatchObject({ code: 200, data: { id } });
    const [entry] = await audit('promotion.create', id);
    expect(JSON.stringify(entry.after)).not.toMatch(/spring26/i);
    expect((await api.get('/api/console/promotions?pageSize=1', roles.operator)).body.data.rows[0]).toMatchObject({ id, titleZh: '春季打字周' });
  });
  test('stock: products and points goods change by a delta, never below zero, audited', async () => {
    const product = await productBySku(api, 'LS-A01');
    const listed = (await api.get('/api/console/products?q=ls-a01', roles.operator)).body.data;
    expect(listed).toMatchObject({ total: 1, rows: [{ id: product.id, sku: 'LS-A01', price: product.priceCents, stock: product.stock }] });
    const up = await api.post(`/api/console/products/${product.id}/stock`, { delta: 5 }, roles.operator);
    expect(up.body).toMatchObject({ code: 200, msg: 'stockChanged', data: { stock: product.stock + 5 } });
    expect(await audit('product.stock', product.id)).toMatchObject([{ before: { stock: product.stock }, after: { stock: product.stock + 5, delta: 5 } }]);
    expect((await api.post(`/api/console/products/${product.id}/stock`, { delta: -(product.stock + 6) }, roles.operator)).body).toMatchObject({ code: 409, msg: 'stockBelowZero' });
    expect((await productBySku(api, 'LS-A01')).stock).toBe(product.stock + 5);
    expect(await audit('product.stock', product.id)).toHaveLength(1);
    expect((await api.post('/api/console/products/999999/stock', { delta: 1 }, roles.operator)).body).toMatchObject({ code: 404, msg: 'productNotFound' });

    const good = (await api.get('/api/console/points-goods?pageSize=1', roles.operator)).body.data.rows[0];
    expect((await api.post(`/api/console/points-goods/${good.id}/stock`, { delta: -1 }, roles.operator)).body.data.stock).toBe(good.stock - 1);
    expect(await audit('pointsGood.stock', good.id)).toHaveLength(1);
    expect(good.active).toBe(true);
    expect((await api.post(`/api/console/points-goods/${good.id}/active`, { active: false }, roles.operator)).body.data).toMatchObject({ id: good.id, active: false });
    expect((await api.get(`/api/pointshop/goods/${good.id}`)).body).toMatchObject({ code: 404 });
    expect(await audit('pointsGood.active', good.id)).toMatchObject([{ before: { active: true }, after: { active: false } }]);
    await api.post(`/api/console/points-goods/${good.id}/active`, { active: true }, roles.operator);
    expect((await api.get(`/api/pointshop/goods/${good.id}`)).body.code).toBe(200);
  });
  test('coupons: created (code upper-cased), refused when taken or over 100 %, and a buyer can check it', async () => {
    const now = clock.now().getTime();
    const form = { code: 'console-ten', kind: 'percent', value: 10, minSpendCents: 0, validFrom: new Date(now - 60_000).toISOString(), validUntil: new Date(now + 86_400_000).toISOString(), perUserLimit: 1, totalLimit: 50 };
    expect((await api.post('/api/console/coupons', { ...form, value: 150 }, roles.operator)).body).toMatchObject({ code: 400, errors: [{ field: 'value', msg: 'invalidValue' }] });
    const created = await api.post('/api/console/coupons', form, roles.operator);
    expect(created.body).toMatchObject({ code: 200, msg: 'couponCreated', data: { code: 'CONSOLE-TEN', kind: 'percent', value: 10, totalLimit: 50, usedCount: 0 } });
    expect((await api.post('/api/console/coupons', form, roles.operator)).body).toMatchObject({ code: 409, msg: 'couponCodeTaken' });
    expect(await audit('coupon.create', created.body.data.id)).toHaveLength(1);
    expect((await api.get('/api/console/coupons?q=console', roles.operator)).body.data).toMatchObject({ total: 1 });
    const buyer = await createBuyer(api);
    await addToCart(api, buyer, (await productBySku(api, 'LS-A01')).id, 1);
    expect((await api.post('/api/shop/api/coupon/check', { code: 'console-ten' }, buyer.auth)).body.data).toMatchObject({ result: 'verified' });
  });
});
