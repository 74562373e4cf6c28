import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { startApi, type RunningApi } from './harness.js';
import { tempDir } from './support.js';
import { createGood, createPerson, DELIVERY, newKey, PASSWORD, type Person } from './pointshop-support.js';
import { addToCart, createBuyer, placeOrder, productBySku } from './shop-support.js';

/** The audit log over real HTTP: operator and teacher actions write who, what, when, before and after. */
describe('audit log of operator and teacher actions', () => {
  let api: RunningApi;
  let operator: Person;
  let teacher: Person;
  let pupil: Person;

  beforeAll(async () => {
    api = await startApi({ outboxDir: tempDir('audit-outbox') });
    const hash = await hashPassword(PASSWORD);
    operator = await createPerson(api, hash, { role: 'operator' });
    teacher = await createPerson(api, hash, { role: 'teacher' });
    pupil = await createPerson(api, hash, { points: 500 });
  });
  afterAll(async () => {
    await api?.stop();
  });

  const log = async (query: string, who: Person = operator) => api.get(`/api/audit?${query}`, who.auth);

  test('a points adjustment is logged with the balance before and after; the same reference again logs nothing', async () => {
    const adjust = () => api.post('/api/points/adjust', { userId: pupil.id, delta: 40, reference: 'complaint-17' }, operator.auth);
    expect((await adjust()).body.data).toEqual({ balance: 540 });
    expect((await adjust()).body.data).toEqual({ balance: 540 });
    const { body } = await log(`action=points.adjust&targetId=${pupil.id}`);
    expect(body.data.total).toBe(1);
    expect(body.data.rows[0]).toMatchObject({
      actorId: operator.id,
      actorRole: 'operator',
      action: 'points.adjust',
      targetType: 'user',
      targetId: String(pupil.id),
      before: { balance: 500 },
      after: { balance: 540, delta: 40, reference: 'complaint-17' },
    });
    expect(Date.parse(body.data.rows[0].at)).toBeGreaterThan(Date.now() - 60_000);
  });

  test('a redemption shipped by an operator is logged; a refused second ship logs nothing', async () => {
    const good = await createGood(api, { points: 50, stock: 3 });
    const redeemed = await api.post('/api/pointshop/redeem', { goodsId: good.id, quantity: 1, idempotencyKey: newKey(), password: PASSWORD, ...DELIVERY }, pupil.auth);
    const id = redeemed.body.data.redemption.id as number;
    const ship = () => api.post(`/api/operator/redemptions/${id}/ship`, { trackingNote: 'SingPost RR123' }, operator.auth);
    expect((await ship()).body.code).toBe(200);
    expect((await ship()).status).toBe(409);
    const rows = (await log(`targetType=redemption&targetId=${id}`)).body.data.rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'redemption.ship', before: { status: 'toBeDelivered' }, after: { status: 'pendingReceipt', trackingNote: 'SingPost RR123' } });
  });

  test('an order paid by PayNow and shipped: two entries, newest first', async () => {
    const buyer = await createBuyer(api);
    await addToCart(api, buyer, (await productBySku(api, 'LS-A01')).id, 1);
    const order = (await placeOrder(api, buyer)).body.data;
    await api.post('/api/shop/api/payment/start', { orderCode: order.code, provider: 'paynow' }, buyer.auth);
    expect((await api.post(`/api/shop/admin/order/${order.code}/confirmPayNow`, undefined, operator.auth)).body.code).toBe(200);
    expect((await api.post(`/api/shop/admin/order/${order.code}/ship`, undefined, operator.auth)).body.code).toBe(200);
    const rows = (await log(`targetType=order&targetId=${order.code}`)).body.data.rows;
    expect(rows.map((r: { action: string; before: { status: string }; after: { status: string } }) => [r.action, r.before.status, r.after.status])).toEqual([
      ['order.ship', 'paid', 'shipped'],
      ['order.confirmPayNow', 'pending_payment', 'paid'],
    ]);
    expect(rows[1].after).toMatchObject({ paymentProvider: 'paynow', amountCents: order.payAmountCents });
  });

  test('a teacher clearing a held result of a race they hosted is logged as the teacher', async () => {
    const result = await api.db.prisma.raceResult.create({
      data: { raceId: `audit-${newKey()}`, userId: pupil.id, game: 1, score: 80, place: 1, cpm: 200, fairPlay: 'flagged', flagReasons: ['overCeiling'], detail: { hostId: teacher.id } },
    });
    expect((await api.post(`/api/fairplay/results/${result.id}/clear`, undefined, teacher.auth)).body.code).toBe(200);
    const rows = (await log(`actorId=${teacher.id}`)).body.data.rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorRole: 'teacher', action: 'raceResult.clear', targetId: String(result.id), before: { fairPlay: 'flagged', userId: pupil.id }, after: { fairPlay: 'cleared' } });
  });

  test('a teacher removing a pupil from their class is logged; removing them again is refused and logs nothing', async () => {
    const found = await api.db.prisma.schoolClass.create({ data: { teacherId: teacher.id, name: 'P3 Kindness', gradeCode: 5, year: 2026, code: `A${newKey().slice(0, 7).toUpperCase()}` } });
    await api.db.prisma.classMember.create({ data: { classId: found.id, userId: pupil.id } });
    const remove = () => api.get(`/api/classes/${found.id}/pupils/${pupil.id}`, { method: 'DELETE', ...teacher.auth });
    expect((await remove()).body.code).toBe(200);
    expect((await remove()).status).toBe(404);
    const rows = (await log(`targetType=class&targetId=${found.id}`)).body.data.rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: teacher.id, action: 'class.removePupil', before: { userId: pupil.id, member: true }, after: { userId: pupil.id, member: false } });
  });

  test('the log pages and filters by time; only operators read it; bad filters are 400', async () => {
    const all = (await log('pageSize=2')).body.data;
    expect(all.rows).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(6);
    const second = (await log('pageSize=2&page=2')).body.data.rows;
    expect(second.map((r: { id: number }) => r.id).every((id: number) => id < all.rows[1].id)).toBe(true);
    expect((await log(`from=${new Date(Date.now() + 60_000).toISOString()}`)).body.data).toEqual({ rows: [], total: 0 });
    expect((await log('', teacher)).body).toEqual({ code: 403, msg: 'forbidden' });
    expect((await log('', pupil)).body).toEqual({ code: 403, msg: 'forbidden' });
    expect((await api.get('/api/audit')).status).toBe(401);
    expect((await log('action=drop.tables')).status).toBe(400);
    expect((await log('from=yesterday')).status).toBe(400);
  });

  test('the audit route is in the OpenAPI document', async () => {
    const doc = (await api.get('/api/docs/openapi.json')).body;
    expect(Object.keys(doc.paths)).toContain('/api/audit');
  });
});
