import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { startApi, type RunningApi } from './harness.js';
import { CHECKOUT_FORM, createBuyer, productBySku, type Buyer } from './shop-support.js';
import { createGood, createPerson, DELIVERY, PASSWORD } from './pointshop-support.js';

/**
 * A client that sends a purchase again (a 503, a lost answer, a double click) with the same
 * Idempotency-Key buys once: the first answer comes back, stock and points change once, and a key
 * sent with another request is refused. On PostgreSQL: a request whose transaction is cut after it
 * claimed its key (a 503) leaves no key, and its retry places the order once.
 */
let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ orderExpirySweepMs: 0 });
});
afterAll(async () => {
  await api?.stop();
});

const order = (buyer: Buyer, key: string | undefined, body: Record<string, unknown>) =>
  fetch(`${api.baseUrl}/api/shop/api/order/place`, {
    method: 'POST',
    headers: { ...(buyer.auth.headers as Record<string, string>), 'content-type': 'application/json', 'accept-language': 'zh', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify({ ...CHECKOUT_FORM, ...body }),
  }).then(async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.json() }));

const stockOf = async (sku: string) => (await productBySku(api, sku)).stock;
const ordersOf = (buyer: Buyer) => api.db.prisma.order.count({ where: { userId: buyer.id } });

describe('an order sent again with its Idempotency-Key', () => {
  test('two at once and a retry after: one order, stock taken once, the same answer each time', async () => {
    const buyer = await createBuyer(api);
    const product = await productBySku(api, 'LS-A01');
    const buyNow = { productId: product.id, quantity: 1 };
    const key = randomUUID();
    const [a, b] = await Promise.all([order(buyer, key, { buyNow }), order(buyer, key, { buyNow })]);
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    expect(await ordersOf(buyer)).toBe(1);
    expect(await stockOf('LS-A01')).toBe(product.stock - 1);
    const retry = await order(buyer, key, { buyNow });
    expect(retry).toEqual(a);
    expect(await ordersOf(buyer)).toBe(1);

    // The key names one attempt: another request with it is refused (translated), nothing placed.
    const other = await order(buyer, key, { buyNow: { ...buyNow, quantity: 2 } });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ msg: 'idempotencyKeyReused', errors: [{ field: 'Idempotency-Key', msg: 'idempotencyKeyReused' }] });
    expect(await ordersOf(buyer)).toBe(1);
    // Without a key the same two requests are two orders (what the key prevents).
    await Promise.all([order(buyer, undefined, { buyNow }), order(buyer, undefined, { buyNow })]);
    expect(await ordersOf(buyer)).toBe(3);
    expect(await stockOf('LS-A01')).toBe(product.stock - 3);
  });

  test("a malformed key is a 400 on its field; another account's key is its own", async () => {
    const buyer = await createBuyer(api);
    const buyNow = { productId: (await productBySku(api, 'LS-A01')).id, quantity: 1 };
    const bad = await order(buyer, 'no spaces allowed', { buyNow });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'Idempotency-Key', msg: 'invalidValue' }]);
    const key = randomUUID();
    const other = await createBuyer(api);
    const [mine, theirs] = [await order(buyer, key, { buyNow }), await order(other, key, { buyNow })];
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    expect(theirs.body.data.code).not.toBe(mine.body.data.code);
  });
});

describe('a redemption key sent with another request', () => {
  test('is refused with 422 and spends nothing', async () => {
    const me = await createPerson(api, await hashPassword(PASSWORD), { points: 500 });
    const good = await createGood(api, { points: 100, stock: 5 });
    const idempotencyKey = randomUUID();
    const redeem = (quantity: number) => api.post('/api/pointshop/redeem', { goodsId: good.id, quantity, idempotencyKey, password: PASSWORD, ...DELIVERY }, me.auth);
    expect((await redeem(1)).body).toMatchObject({ code: 200, data: { balance: 400 } });
    expect((await redeem(2)).body).toMatchObject({ code: 422, msg: 'idempotencyKeyReused' });
    expect((await redeem(1)).body).toMatchObject({ code: 200, data: { balance: 400 } });
    expect(await api.db.prisma.redemption.count({ where: { userId: me.id } })).toBe(1);
  });
});

if (!process.env.DATABASE_URL) console.log('idempotency.spec: the 503-then-retry case skipped, it needs DATABASE_URL (PostgreSQL connections to end)');
describe.skipIf(!process.env.DATABASE_URL)('an order cut by the database after it claimed its key', () => {
  test('answers 503, leaves no key, and its retry places the order once', async () => {
    const buyer = await createBuyer(api);
    const product = await productBySku(api, 'LS-A01');
    const buyNow = { productId: product.id, quantity: 1 };
    const key = randomUUID();
    const admin = new pg.Client({ connectionString: api.db.url! });
    admin.on('error', () => undefined);
    await admin.connect();
    try {
      // Hold the product's row: the order claims its key, then waits for the row to take the stock.
      await admin.query('BEGIN');
      await admin.query('SELECT id FROM "Product" WHERE id = $1 FOR UPDATE', [product.id]);
      const cut = order(buyer, key, { buyNow });
      const waiting = "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()";
      for (let tries = 0; (await admin.query(waiting)).rowCount === 0; tries++) {
        expect(tries).toBeLessThan(200);
        await new Promise((r) => setTimeout(r, 25));
      }
      await admin.query(`SELECT pg_terminate_backend(pid) FROM (${waiting}) w`);
      const answer = await cut;
      expect(answer.status).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      await admin.query('ROLLBACK');
    } finally {
      await admin.end();
    }
    expect(await api.db.prisma.idempotentRequest.count({ where: { userId: buyer.id } })).toBe(0);
    expect(await ordersOf(buyer)).toBe(0);
    const retries = await Promise.all([order(buyer, key, { buyNow }), order(buyer, key, { buyNow })]);
    expect(retries.map((r) => r.status)).toEqual([200, 200]);
    expect(retries[1].body).toEqual(retries[0].body);
    expect(await ordersOf(buyer)).toBe(1);
    expect(await stockOf('LS-A01')).toBe(product.stock - 1);
  });
});
