import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { buildPayNowPayload, hasValidEmvCrc, ORDER_PAYMENT_WINDOW_MS, PAYNOW_MERCHANT } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { bearer, readOutbox, tempDir, TestClock } from './support.js';
import { addToCart, CHECKOUT_FORM, createBuyer, placeOrder, productBySku, type Buyer } from './shop-support.js';
import { signCallback } from '../src/shop/payments/callback-signature.js';
import { OrderLifecycle } from '../src/shop/orders/order-lifecycle.service.js';

if (!process.env.DATABASE_URL) console.log('shop-orders.spec: the operator CLI test is skipped, it needs DATABASE_URL (the CLI is a second process on the same database)');

const SECRET = 'test-gateway-secret';

describe('checkout, coupons, orders and payments', () => {
  let api: RunningApi;
  let operator: RequestInit;
  const clock = new TestClock();
  const outbox = tempDir('shop-outbox');
  beforeAll(async () => {
    api = await startApi({ orderExpirySweepMs: 0, outboxDir: outbox, paymentGatewaySecret: SECRET }, clock);
    await api.db.prisma.user.create({ data: { account: 'shopops', passwordHash: await hashPassword('operator1'), role: 'operator', name: 'Shop ops' } });
    operator = bearer((await api.post('/api/user/login', { username: 'shopops', password: 'operator1' })).body.token);
  });
  afterAll(async () => {
    await api?.stop();
  });

  const coupon = (code: string, data: Record<string, unknown> = {}) =>
    api.db.prisma.coupon.create({
      data: { code, kind: 'fixed', value: 500, minSpendCents: 0, validFrom: new Date(clock.now().getTime() - 60_000), validUntil: new Date(clock.now().getTime() + 86_400_000), perUserLimit: 1, ...data },
    });

  async function buyerWith(sku: string, quantity: number): Promise<Buyer> {
    const buyer = await createBuyer(api);
    expect((await addToCart(api, buyer, (await productBySku(api, sku)).id, quantity)).body.code).toBe(200);
    return buyer;
  }

  const callback = (payload: Record<string, unknown>, secret = SECRET) => {
    const body = JSON.stringify({ nonce: randomBytes(16).toString('hex'), timestamp: clock.now().getTime(), ...payload });
    return api.post('/api/shop/api/payment/callback', body, { headers: { 'x-sandbox-signature': signCallback(secret, body) } });
  };

  test('the quote prices the cart on the server: shipping under SGD 50, free above, GST contained', async () => {
    const small = await buyerWith('LS-A01', 2); // 2 × 19.00
    const quote = (await api.post('/api/shop/api/order/quote', { country: 'SG', shippingMethod: 'standard' }, small.auth)).body.data;
    expect(quote.price).toEqual({ originalCents: 3_800, discountCents: 0, shippingCents: 399, payAmountCents: 4_199, gstIncludedCents: 347, totalItems: 2, freeShipping: false });
    const big = await buyerWith('LS-T100', 1);
    const free = (await api.post('/api/shop/api/order/quote', { country: 'SG', shippingMethod: 'express' }, big.auth)).body.data.price;
    expect(free).toMatchObject({ originalCents: 12_900, shippingCents: 0, payAmountCents: 12_900, gstIncludedCents: 1_065, freeShipping: true });
    expect((await api.post('/api/shop/api/order/quote', { country: 'MY', shippingMethod: 'pickup' }, big.auth)).body.msg).toBe('shippingNotOffered');
  });

  test('every coupon state, and checking does not consume it', async () => {
    const buyer = await buyerWith('LS-R10', 1); // 89.00
    await coupon('FIVEOFF');
    await coupon('LATER', { validFrom: new Date(clock.now().getTime() + 86_400_000), validUntil: new Date(clock.now().getTime() + 2 * 86_400_000) });
    await coupon('GONE', { validFrom: new Date(clock.now().getTime() - 2 * 86_400_000), validUntil: new Date(clock.now().getTime() - 86_400_000) });
    await coupon('BIGSPEND', { minSpendCents: 10_000 });
    await coupon('EMPTY', { totalLimit: 1, usedCount: 1 });
    await coupon('TENPC', { kind: 'percent', value: 10 });
    const check = async (code: string) => (await api.post('/api/shop/api/coupon/check', { code }, buyer.auth)).body.data;
    expect(await check('NOPE')).toEqual({ result: 'invalid', discountCents: 0 });
    expect(await check('LATER')).toEqual({ result: 'notYetUsable', discountCents: 0 });
    expect(await check('GONE')).toEqual({ result: 'expired', discountCents: 0 });
    expect(await check('BIGSPEND')).toEqual({ result: 'minSpendNotMet', discountCents: 0 });
    expect(await check('EMPTY')).toEqual({ result: 'usedUp', discountCents: 0 });
    expect(await check('tenpc')).toEqual({ result: 'verified', discountCents: 890 });
    expect(await check('FIVEOFF')).toEqual({ result: 'verified', discountCents: 500 });
    expect(await check('FIVEOFF')).toEqual({ result: 'verified', discountCents: 500 });
    // Eight checks so far; the ninth and tenth are allowed, the eleventh in the same minute is not (codes are guessable).
    expect(await check('FIVEOFF')).toEqual({ result: 'verified', discountCents: 500 });
    expect(await check('FIVEOFF')).toEqual({ result: 'verified', discountCents: 500 });
    expect((await api.post('/api/shop/api/coupon/check', { code: 'FIVEOFF' }, buyer.auth)).body).toEqual({ code: 429, msg: 'tooFrequent30s' });
    clock.advance(61_000);
    expect((await api.db.prisma.coupon.findUniqueOrThrow({ where: { code: 'FIVEOFF' } })).usedCount).toBe(0);

    const placed = await placeOrder(api, buyer, { couponCode: 'FIVEOFF' });
    expect(placed.body.data).toMatchObject({ originalPriceCents: 8_900, discountCents: 500, shippingFeeCents: 0, payAmountCents: 8_400, couponCode: 'FIVEOFF', status: 'pending_payment' });
    await addToCart(api, buyer, (await productBySku(api, 'LS-R10')).id, 1);
    expect(await check('FIVEOFF')).toEqual({ result: 'alreadyUsed', discountCents: 0 });
    expect((await placeOrder(api, buyer, { couponCode: 'FIVEOFF' })).body).toEqual({ code: 409, msg: 'couponAlreadyUsed' });
  });

  test('the checkout form: each missing field has its own message, the postcode has 6 digits, and nothing is ordered', async () => {
    const buyer = await buyerWith('LS-A01', 1);
    const missing = await api.post('/api/shop/api/order/place', { country: 'SG', shippingMethod: 'standard', postcode: '12345', email: 'bad' }, buyer.auth);
    expect(missing.body.code).toBe(400);
    const fields = Object.fromEntries(missing.body.errors.map((e: { field: string; msg: string }) => [e.field, e.msg]));
    expect(fields).toMatchObject({ block: 'addressRequired', street: 'addressRequired', firstName: 'firstNameRequired', lastName: 'lastNameRequired', phone: 'phoneRequired', email: 'invalidEmail' });
    const badPostcode = await placeOrder(api, buyer, { postcode: '12345' });
    expect(badPostcode.body.errors).toEqual([{ field: 'postcode', msg: 'invalidPostcode' }]);
    const noCountry = await placeOrder(api, buyer, { country: '' });
    expect(noCountry.body.errors).toContainEqual({ field: 'country', msg: 'countryRequired' });
    expect(await api.db.prisma.order.count({ where: { userId: buyer.id } })).toBe(0);
    // A total sent by the client is ignored: the server prices the order itself.
    const placed = await placeOrder(api, buyer, { payAmountCents: 1, discountCents: 99_999 });
    expect(placed.body.data).toMatchObject({ payAmountCents: 1_900 + 399, discountCents: 0 });
    expect((await api.get(`/api/shop/api/listCartByRanId?ranId=${buyer.ranId}`, buyer.auth)).body.rows).toEqual([]);
    expect((await placeOrder(api, buyer)).body).toEqual({ code: 400, msg: 'cartEmpty' });
  });

  test('100 concurrent checkouts for the last 10 units: exactly 10 orders and 90 sold-out answers', async () => {
    const pen = await productBySku(api, 'LS-D500');
    await api.db.prisma.product.update({ where: { id: pen.id }, data: { stock: 10 } });
    const buyers = await Promise.all(Array.from({ length: 100 }, () => buyerWith('LS-D500', 1)));
    const results = await Promise.all(buyers.map((buyer) => placeOrder(api, buyer)));
    const codes = results.map((r) => r.body.msg);
    expect(codes.filter((m) => m === 'orderPlaced')).toHaveLength(10);
    expect(codes.filter((m) => m === 'soldOut')).toHaveLength(90);
    expect((await api.db.prisma.product.findUniqueOrThrow({ where: { id: pen.id } })).stock).toBe(0);
    expect(await api.db.prisma.orderItem.aggregate({ where: { productId: pen.id }, _sum: { quantity: true } })).toEqual({ _sum: { quantity: 10 } });
  });

  test('a single-use coupon used by many orders at once is consumed exactly once', async () => {
    await coupon('ONLYONE', { totalLimit: 1, perUserLimit: 1 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => buyerWith('LS-A01', 1)));
    const results = await Promise.all(buyers.map((buyer) => placeOrder(api, buyer, { couponCode: 'ONLYONE' })));
    const msgs = results.map((r) => r.body.msg);
    expect(msgs.filter((m) => m === 'orderPlaced')).toHaveLength(1);
    expect(msgs.filter((m) => m === 'couponUsedUp')).toHaveLength(11);
    const row = await api.db.prisma.coupon.findUniqueOrThrow({ where: { code: 'ONLYONE' }, include: { redemptions: true } });
    expect([row.usedCount, row.redemptions.length]).toEqual([1, 1]);
  });

  test('sandbox card payment: success through a signed callback; forged, stale and repeated callbacks change nothing', async () => {
    const buyer = await buyerWith('LS-T100', 1);
    const order = (await placeOrder(api, buyer)).body.data;
    const start = (await api.post('/api/shop/api/payment/start', { orderCode: order.code, provider: 'sandbox' }, buyer.auth)).body.data;
    expect(start).toMatchObject({ provider: 'sandbox', status: 'waiting', amountCents: 12_900, redirectUrl: `/payments?session=${start.id}` });

    const forged = await callback({ paymentId: start.id, outcome: 'success', amountCents: 12_900 }, 'not-the-secret');
    expect(forged.body).toEqual({ code: 403, msg: 'invalidSignature' });
    const unsigned = await api.post('/api/shop/api/payment/callback', { paymentId: start.id, outcome: 'success' });
    expect(unsigned.body.code).toBe(403);
    const stale = await callback({ paymentId: start.id, outcome: 'success', amountCents: 12_900, timestamp: clock.now().getTime() - 10 * 60_000 });
    expect(stale.body).toEqual({ code: 409, msg: 'callbackReplayed' });
    const wrongAmount = await callback({ paymentId: start.id, outcome: 'success', amountCents: 1 });
    expect(wrongAmount.body.code).toBe(400);
    expect((await api.get(`/api/shop/api/order/${order.code}`, buyer.auth)).body.data.status).toBe('pending_payment');

    const session = await api.get(`/api/gateway/sandbox/session/${start.id}`);
    expect(session.body.data).toMatchObject({ orderCode: order.code, amountCents: 12_900, status: 'waiting' });
    const body = JSON.stringify({ paymentId: start.id, outcome: 'success', amountCents: 12_900, nonce: 'a'.repeat(32), timestamp: clock.now().getTime() });
    const signed = { headers: { 'x-sandbox-signature': signCallback(SECRET, body) } };
    const [first, again] = await Promise.all([api.post('/api/shop/api/payment/callback', body, signed), api.post('/api/shop/api/payment/callback', body, signed)]);
    expect([first.body.data.status, again.body.data.status]).toEqual(['success', 'success']);
    const paid = (await api.get(`/api/shop/api/order/${order.code}`, buyer.auth)).body.data;
    expect(paid).toMatchObject({ status: 'paid', paymentProvider: 'sandbox' });
    expect(paid.paidAt).not.toBeNull();
    // A later "failed" for the same payment does not undo it.
    expect((await callback({ paymentId: start.id, outcome: 'failed', amountCents: 12_900 })).body.data.status).toBe('success');
    expect((await api.get(`/api/shop/api/payment/${start.id}`)).body.data.status).toBe('success');
    const mails = readOutbox(outbox).filter((m) => m.text.includes(order.code));
    expect(mails.map((m) => m.template)).toEqual(['orderPlaced', 'paymentReceived']);
    expect(mails.filter((m) => m.template === 'paymentReceived')).toHaveLength(1);
    expect((await api.post('/api/shop/api/payment/start', { orderCode: order.code, provider: 'sandbox' }, buyer.auth)).body).toEqual({ code: 409, msg: 'orderNotPayable' });
  });

  test('sandbox payment failed, cancelled and timed out leave the order unpaid', async () => {
    const buyer = await buyerWith('LS-A01', 1);
    const order = (await placeOrder(api, buyer)).body.data;
    for (const outcome of ['failed', 'cancelled'] as const) {
      const start = (await api.post('/api/shop/api/payment/start', { orderCode: order.code, provider: 'sandbox' }, buyer.auth)).body.data;
      expect((await api.post(`/api/gateway/sandbox/session/${start.id}/complete`, { outcome })).body.data.status).toBe(outcome);
      expect((await api.get(`/api/shop/api/payment/${start.id}`)).body.data.status).toBe(outcome);
    }
    const start = (await api.post('/api/shop/api/payment/start', { orderCode: order.code, provider: 'sandbox' }, buyer.auth)).body.data;
    clock.advance(11 * 60_000);
    expect((await api.get(`/api/shop/api/payment/${start.id}`)).body.data.status).toBe('timeout');
    expect((await api.post(`/api/gateway/sandbox/session/${start.id}/complete`, { outcome: 'success' })).body.data.status).toBe('timeout');
    expect((await api.get(`/api/shop/api/order/${order.code}`, buyer.auth)).body.data.status).toBe('pending_payment');
  });

  test('PayNow: SGQR with UEN, amount and order code; the operator confirms; then shipped, received; illegal moves refused', async () => {
    const buyer = await buyerWith('LS-D300', 1);
    // Ordered from the Chinese site: every email of this order is in Chinese.
    const zh = { headers: { ...(buyer.auth.headers as Record<string, string>), 'accept-language': 'zh-SG,zh;q=0.9' } };
    const order = (await api.post('/api/shop/api/order/place', CHECKOUT_FORM, zh)).body.data;
    const pay = (await api.post('/api/shop/api/payment/start', { orderCode: order.code, provider: 'paynow' }, buyer.auth)).body.data;
    expect(pay.paynow).toMatchObject({ uen: PAYNOW_MERCHANT.uen, reference: order.code });
    expect(hasValidEmvCrc(pay.paynow.payload)).toBe(true);
    expect(pay.paynow.payload).toContain('5406159.00');
    expect(pay.paynow.payload).toContain(`0108${order.code}`);
    const sgExpiry = pay.paynow.payload.match(/0408(\d{8})/)[1];
    expect(pay.paynow.payload).toBe(buildPayNowPayload({ uen: PAYNOW_MERCHANT.uen, merchantName: PAYNOW_MERCHANT.name, merchantCity: PAYNOW_MERCHANT.city, amountCents: 15_900, reference: order.code, expiry: sgExpiry }));

    expect((await api.post(`/api/shop/api/order/${order.code}/confirmReceipt`, {}, buyer.auth)).body).toEqual({ code: 409, msg: 'illegalOrderTransition' });
    expect((await api.post(`/api/shop/admin/order/${order.code}/ship`, {}, operator)).body.msg).toBe('illegalOrderTransition');
    expect((await api.post(`/api/shop/admin/order/${order.code}/confirmPayNow`, {}, buyer.auth)).body.code).toBe(403);
    expect((await api.post(`/api/shop/admin/order/${order.code}/confirmPayNow`, {}, operator)).body.data).toMatchObject({ status: 'paid', paymentProvider: 'paynow' });
    expect((await api.post(`/api/shop/admin/order/${order.code}/confirmPayNow`, {}, operator)).body.msg).toBe('illegalOrderTransition');
    expect((await api.post(`/api/shop/api/order/${order.code}/cancel`, {}, buyer.auth)).body.msg).toBe('illegalOrderTransition');
    expect((await api.post(`/api/shop/admin/order/${order.code}/ship`, {}, operator)).body.data.status).toBe('shipped');
    const received = (await api.post(`/api/shop/api/order/${order.code}/confirmReceipt`, {}, buyer.auth)).body.data;
    expect(received.status).toBe('received');
    expect(received.receivedAt).not.toBeNull();
    const mails = readOutbox(outbox).filter((m) => m.text.includes(order.code));
    expect(mails.map((m) => m.template)).toEqual(['orderPlaced', 'paymentReceived', 'orderShipped']);
    expect(mails.map((m) => m.subject)).toEqual([`学习星订单 ${order.code} 已收到`, `学习星订单 ${order.code} 已收到付款`, `学习星订单 ${order.code} 已发货`]);
    expect(mails[0].text).toContain('学习星词典笔 D300 × 1');
    const listed = (await api.get('/api/shop/admin/orders?status=received', operator)).body.data.rows.map((o: { code: string }) => o.code);
    expect(listed).toContain(order.code);
  });

  test("unpaid orders expire after the window and give back stock and coupon; a cancelled one too; others' orders are not found", async () => {
    // Orders of earlier tests may expire too: compare with the stock just after this order.
    await coupon('COMEBACK');
    const buyer = await buyerWith('LS-R10', 2);
    const order = (await placeOrder(api, buyer, { couponCode: 'COMEBACK' })).body.data;
    const reader = await productBySku(api, 'LS-R10');
    expect((await api.db.prisma.coupon.findUniqueOrThrow({ where: { code: 'COMEBACK' } })).usedCount).toBe(1);
    clock.advance(ORDER_PAYMENT_WINDOW_MS + 1_000);
    expect(await api.api.app.get(OrderLifecycle).expireOverdue()).toBeGreaterThanOrEqual(1);
    expect((await api.get(`/api/shop/api/order/${order.code}`, buyer.auth)).body.data.status).toBe('expired');
    expect((await productBySku(api, 'LS-R10')).stock).toBeGreaterThanOrEqual(reader.stock + 2);
    expect((await api.db.prisma.coupon.findUniqueOrThrow({ where: { code: 'COMEBACK' } })).usedCount).toBe(0);
    const afterExpiry = (await productBySku(api, 'LS-R10')).stock;
    expect((await api.post('/api/shop/api/payment/start', { orderCode: order.code, provider: 'sandbox' }, buyer.auth)).body.msg).toBe('orderNotPayable');

    await addToCart(api, buyer, reader.id, 1);
    const second = (await placeOrder(api, buyer, { couponCode: 'COMEBACK' })).body.data;
    expect(second.discountCents).toBe(500);
    const stranger = await createBuyer(api);
    expect((await api.get(`/api/shop/api/order/${second.code}`, stranger.auth)).body).toEqual({ code: 404, msg: 'orderNotFound' });
    expect((await productBySku(api, 'LS-R10')).stock).toBe(afterExpiry - 1);
    expect((await api.post(`/api/shop/api/order/${second.code}/cancel`, {}, buyer.auth)).body.data.status).toBe('cancelled');
    expect((await productBySku(api, 'LS-R10')).stock).toBe(afterExpiry);
    const history = (await api.get('/api/shop/api/orders', buyer.auth)).body.data;
    expect(history.rows.map((o: { code: string; status: string }) => [o.code, o.status])).toEqual([
      [second.code, 'cancelled'],
      [order.code, 'expired'],
    ]);
  });

  // The operator's terminal command runs the same services over the same database (PostgreSQL only:
  // an in-memory test database cannot be opened by a second process).
  test.skipIf(!process.env.DATABASE_URL)('the operator CLI confirms a PayNow transfer, ships the order with a tracking note and cancels an unpaid one', async () => {
    const buyer = await buyerWith('LS-A01', 1);
    const order = (await placeOrder(api, buyer)).body.data;
    await api.post('/api/shop/api/payment/start', { orderCode: order.code, provider: 'paynow' }, buyer.auth);
    const script = fileURLToPath(new URL('../scripts/shop-operator.mjs', import.meta.url));
    const env = { ...process.env, DATABASE_URL: api.db.url!, MAIL_OUTBOX_DIR: outbox, LOG_LEVEL: 'warn' };
    const run = (...args: string[]) => promisify(execFile)(process.execPath, [script, ...args], { env });
    await expect(run('confirm-paynow', order.code, 'pupil1')).rejects.toMatchObject({ stderr: expect.stringContaining('pupil1 is not an operator account') });
    expect((await run('confirm-paynow', order.code.toLowerCase(), 'operator1')).stdout).toContain(`${order.code} is paid`);
    expect((await run('ship', order.code, 'operator1', 'SingPost RR123456789SG')).stdout).toContain(`${order.code} is shipped`);
    const operator = await api.db.prisma.user.findUniqueOrThrow({ where: { account: 'operator1' } });
    const audit = await api.db.prisma.auditEntry.findMany({ where: { targetId: order.code }, orderBy: { id: 'asc' } });
    expect(audit.map((a) => [a.actorId, a.action, (a.before as { status: string }).status, (a.after as { status: string }).status])).toEqual([
      [operator.id, 'order.confirmPayNow', 'pending_payment', 'paid'],
      [operator.id, 'order.ship', 'paid', 'shipped'],
    ]);
    await expect(run('ship', order.code, 'operator1')).rejects.toMatchObject({ stderr: expect.stringContaining('illegalOrderTransition') });
    expect((await run('list', 'shipped')).stdout).toContain(order.code);
    expect((await api.get(`/api/shop/api/order/${order.code}`, buyer.auth)).body.data.status).toBe('shipped');
    expect(readOutbox(outbox).filter((m) => m.text.includes(order.code)).map((m) => m.template)).toEqual(['orderPlaced', 'paymentReceived', 'orderShipped']);
    expect(readOutbox(outbox).find((m) => m.template === 'orderShipped' && m.text.includes(order.code))?.text).toContain('SingPost RR123456789SG');
    const unpaid = (await placeOrder(api, await buyerWith('LS-A01', 1))).body.data;
    expect((await run('cancel', unpaid.code, 'operator1')).stdout).toContain(`${unpaid.code} is cancelled`);
    // Six CLI processes, each starting the API's services: about 2 s each on an idle machine, many
    // times that beside the other test lanes.
  }, 150_000);
});
