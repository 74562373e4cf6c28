import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ConsoleDashboard } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { consoleRoles } from './console-support.js';
import { TestClock } from './support.js';

/** 12:00 on 10 March 2026 in Singapore. */
const NOW = Date.parse('2026-03-10T04:00:00Z');
const HOUR = 3_600_000;

/**
 * The operator's home against figures worked out by hand: the seed has no orders, results or
 * redemptions, so every count below is the rows this file writes.
 */
describe('console dashboard', () => {
  let api: RunningApi;
  let roles: Awaited<ReturnType<typeof consoleRoles>>;
  const clock = new TestClock(NOW);

  beforeAll(async () => {
    api = await startApi({ orderExpirySweepMs: 0 }, clock);
    roles = await consoleRoles(api);
    const prisma = api.db.prisma;
    const pupil = await prisma.user.findUniqueOrThrow({ where: { account: 'pupil1' } });
    let n = 0;
    const order = (status: 'pending_payment' | 'paid' | 'shipped' | 'received' | 'cancelled' | 'expired', payAmountCents: number, paidAt: string | null, extra: Record<string, unknown> = {}) =>
      prisma.order.create({
        data: {
          code: `DASH${String(++n).padStart(4, '0')}`, userId: pupil.id, status, originalPriceCents: payAmountCents, payAmountCents, gstIncludedCents: Math.round((payAmountCents * 9) / 109),
          totalItems: 1, country: 'SG', shippingMethod: 'standard', address: {}, postcode: '123456', firstName: 'Mei', lastName: 'Tan', email: 'mei@example.com', phone: '91234567',
          paidAt: paidAt ? new Date(paidAt) : null, createdAt: paidAt ? new Date(paidAt) : new Date(NOW - HOUR), ...extra,
        },
      });
    // 23:30 on 9 March in Singapore is still 9 March there (15:30 UTC); 00:30 on 10 March is 16:30 UTC on the 9th.
    await order('paid', 10_900, '2026-03-09T15:30:00Z');
    await order('shipped', 2_000, '2026-03-09T16:30:00Z');
    await order('received', 5_000, '2026-03-04T02:00:00Z'); // 4 March: the first day of a 7-day period
    await order('paid', 700, '2026-03-03T10:00:00Z'); // 3 March: the period before
    await order('cancelled', 99_900, null, { updatedAt: new Date(NOW - HOUR) }); // cancelled today, never a sale
    await order('cancelled', 50_000, null, { updatedAt: new Date(NOW - 13 * HOUR) }); // cancelled yesterday (Singapore)
    await order('expired', 40_000, '2026-03-09T05:00:00Z'); // expired: not counted even with a payment time
    // Money paid and given back (the shop has no refund state: such an order ends cancelled, its payment time kept).
    await order('cancelled', 30_000, '2026-03-09T15:45:00Z', { updatedAt: new Date(NOW - 13 * HOUR) });
    await order('pending_payment', 3_000, null, { paymentProvider: 'paynow' });
    await order('pending_payment', 3_000, null, { paymentProvider: 'sandbox' });

    await prisma.product.update({ where: { sku: 'LS-T100' }, data: { stock: 5 } });
    // Each item has its own line: 6 units are low for a product whose line the operator raised to 10 in
    // its form, 3 units are not for one whose line is 2.
    const t200 = await prisma.product.update({ where: { sku: 'LS-T200' }, data: { stock: 6 } });
    const { id: _id, stock: _stock, ...form } = (await api.get(`/api/console/products/${t200.id}`, roles.operator)).body.data;
    expect((await put(`/api/console/products/${t200.id}`, { ...form, lowStockLine: 10 })).body).toMatchObject({ code: 200, data: { lowStockLine: 10 } });
    await prisma.product.update({ where: { sku: 'LS-D300' }, data: { stock: 3, lowStockLine: 2 } });
    const pencils = await prisma.pointsGood.update({ where: { sku: 'ps-pencils' }, data: { stock: 2 } });
    for (const [i, status] of ['toBeDelivered', 'toBeDelivered', 'completed'].entries()) {
      await prisma.redemption.create({ data: { userId: pupil.id, goodsId: pencils.id, quantity: 1, points: 120, status, idempotencyKey: `dash-${i}` } });
    }
    const pupil2 = await prisma.user.create({ data: { account: 'dash-pupil2', passwordHash: pupil.passwordHash, role: 'pupil', name: 'Lim Wei' } });
    const result = (userId: number, raceId: string, finishedAt: number, fairPlay = 'ok') => prisma.raceResult.create({ data: { raceId, userId, game: 1, score: 10, fairPlay, finishedAt: new Date(finishedAt) } });
    await result(pupil.id, 'dash-a', NOW - HOUR, 'flagged'); // today
    await result(pupil2.id, 'dash-b', NOW - 3 * 24 * HOUR); // this week, not today
    await result(pupil2.id, 'dash-c', NOW - 10 * 24 * HOUR, 'flagged'); // older than a week, still held
    const match = await prisma.match.create({ data: { game: 1, title: 'Dashboard race', startTime: new Date(NOW + HOUR), durationSec: 120, gradeCodes: [1], level: 'elementary', capacity: 30 } });
    await prisma.matchSignup.createMany({ data: [{ matchId: match.id, userId: pupil.id }, { matchId: match.id, userId: pupil2.id }] });
  });
  afterAll(async () => {
    await api?.stop();
  });

  const put = async (path: string, body: unknown) => {
    const response = await fetch(api.baseUrl + path, { method: 'PUT', body: JSON.stringify(body), headers: { ...(roles.operator.headers as Record<string, string>), 'content-type': 'application/json' } });
    return { status: response.status, body: await response.json() };
  };
  const dashboard = async (days: number): Promise<ConsoleDashboard> => {
    const answer = await api.get(`/api/console/dashboard?days=${days}`, roles.operator);
    expect(answer.status).toBe(200);
    return answer.body.data as ConsoleDashboard;
  };

  test('sales per Singapore day over 7 days against the 7 before; cancelled, refunded and expired orders never count', async () => {
    const d = await dashboard(7);
    expect(d.today).toBe('2026-03-10');
    expect(d.sales.daily.map((day) => day.day)).toEqual(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
    const byDay = Object.fromEntries(d.sales.daily.map((day) => [day.day, day.salesCents]));
    expect(byDay).toMatchObject({ '2026-03-04': 5_000, '2026-03-09': 10_900, '2026-03-10': 2_000, '2026-03-08': 0 });
    // 3 March is the 7th day of the previous period, shown beside 10 March.
    expect(d.sales.daily.at(-1)?.previousSalesCents).toBe(700);
    expect(d.sales).toMatchObject({ totalCents: 17_900, orders: 3, previousTotalCents: 700, gstCents: 900 + 165 + 413 });
  });

  test('30 and 90 days; anything else is refused', async () => {
    const month = await dashboard(30);
    expect(month.sales.daily).toHaveLength(30);
    expect(month.sales.daily[0].day).toBe('2026-02-09');
    expect(month.sales).toMatchObject({ totalCents: 18_600, previousTotalCents: 0 });
    expect((await dashboard(90)).sales.daily).toHaveLength(90);
    expect((await api.get('/api/console/dashboard?days=14', roles.operator)).status).toBe(400);
  });

  test('what waits for a hand: PayNow to confirm, to ship, cancelled today, low stock, parcels, held results, active pupils, next races', async () => {
    const d = await dashboard(7);
    expect(d.orders).toEqual({ payNowToConfirm: 1, toShip: 2, cancelledToday: 1 });
    // The seed's sold-out headphones (LS-A02), then fewest units first, each against its own line.
    expect(d.lowStock.items.map(({ sku, stock, line }) => [sku, stock, line])).toEqual([['LS-A02', 0, 5], ['ps-pencils', 2, 5], ['LS-T100', 5, 5], ['LS-T200', 6, 10]]);
    expect(d.lowStock.total).toBe(4);
    expect(d.parcelsToDeliver).toBe(2);
    expect(d.heldResults).toBe(2);
    expect(d.activePupils).toEqual({ today: 1, week: 2 });
    expect(d.nextRaces[0]).toMatchObject({ title: 'Dashboard race', signups: 2, capacity: 30, startTime: new Date(NOW + HOUR).toISOString() });
  });

  test('the Low stock tile\'s list: the catalogue filtered to items at or under their own line', async () => {
    const products = await api.get('/api/console/products?low=1&sort=stock&dir=asc', roles.operator);
    expect(products.body.data.rows.map((r: { sku: string; lowStockLine: number }) => [r.sku, r.lowStockLine])).toEqual([['LS-A02', 5], ['LS-T100', 5], ['LS-T200', 10]]);
    const goods = await api.get('/api/console/points-goods?low=1', roles.operator);
    expect(goods.body.data).toMatchObject({ total: 1, rows: [{ sku: 'ps-pencils', stock: 2 }] });
    expect((await api.get('/api/console/products?low=yes', roles.operator)).status).toBe(400);
  });

  test('figures are reused for 30 s, then computed again; an order action here forgets them at once', async () => {
    const before = await dashboard(7);
    const pupil = await api.db.prisma.user.findUniqueOrThrow({ where: { account: 'pupil1' } });
    const late = await api.db.prisma.order.create({
      data: { code: 'DASHLATE', userId: pupil.id, status: 'paid', originalPriceCents: 1_000, payAmountCents: 1_000, totalItems: 1, country: 'SG', shippingMethod: 'standard', address: {}, postcode: '123456', firstName: 'Mei', lastName: 'Tan', email: 'mei@example.com', phone: '91234567', paidAt: new Date(NOW - HOUR) },
    });
    expect((await dashboard(7)).sales.totalCents).toBe(before.sales.totalCents);
    clock.advance(30_000);
    const after = await dashboard(7);
    expect(after.sales.totalCents).toBe(before.sales.totalCents + 1_000);
    expect(after.orders.toShip).toBe(before.orders.toShip + 1);
    expect((await api.post(`/api/console/orders/${late.code}/ship`, { trackingNote: 'SingPost 1' }, roles.operator)).status).toBe(200);
    expect((await dashboard(7)).orders.toShip).toBe(before.orders.toShip);
  });

  test('operators only: 403 for teachers, parents and pupils, 401 for visitors', async () => {
    for (const [role, status] of [['teacher', 403], ['parent', 403], ['pupil', 403], ['visitor', 401]] as const) {
      expect((await api.get('/api/console/dashboard', roles[role])).status, role).toBe(status);
    }
  });
});
