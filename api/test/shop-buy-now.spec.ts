import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type RunningApi } from './harness.js';
import { TestClock } from './support.js';
import { addToCart, createBuyer, placeOrder, productBySku, type Buyer } from './shop-support.js';

/** "Buy now" on a product page: an order of that one line; the cart the buyer already has stays. */
describe('buy now', () => {
  let api: RunningApi;
  const clock = new TestClock();
  beforeAll(async () => {
    api = await startApi({ orderExpirySweepMs: 0 }, clock);
  });
  afterAll(async () => {
    await api?.stop();
  });

  const cartOf = async (buyer: Buyer) => (await api.get(`/api/shop/api/listCartByRanId?ranId=${buyer.ranId}`, buyer.auth)).body.rows.map((r: { productId: number; quantity: number }) => [r.productId, r.quantity]);
  const stockOf = async (sku: string) => (await productBySku(api, sku)).stock;

  /** A buyer whose cart already holds two protective sleeves. */
  async function buyerWithSleeves(): Promise<Buyer> {
    const buyer = await createBuyer(api);
    expect((await addToCart(api, buyer, (await productBySku(api, 'LS-A01')).id, 2)).body.code).toBe(200);
    return buyer;
  }

  test('prices and orders only the one line, reserves its stock and leaves the cart as it was', async () => {
    const buyer = await buyerWithSleeves();
    const pen = await productBySku(api, 'LS-D300');
    const sleeves = await stockOf('LS-A01');
    const buyNow = { productId: pen.id, quantity: 2 };

    const quote = (await api.post('/api/shop/api/order/quote', { country: 'SG', shippingMethod: 'standard', buyNow }, buyer.auth)).body.data;
    expect(quote.lines).toMatchObject([{ productId: pen.id, quantity: 2, totalPriceCents: 31_800, problem: null }]);
    expect(quote.price).toMatchObject({ originalCents: 31_800, totalItems: 2, shippingCents: 0 });

    const placed = await placeOrder(api, buyer, { buyNow });
    expect(placed.body.msg).toBe('orderPlaced');
    expect(placed.body.data.items).toMatchObject([{ productId: pen.id, quantity: 2, unitPriceCents: 15_900 }]);
    expect(placed.body.data).toMatchObject({ originalPriceCents: 31_800, payAmountCents: 31_800, totalItems: 2 });
    expect(await cartOf(buyer)).toEqual([[(await productBySku(api, 'LS-A01')).id, 2]]);
    expect(await stockOf('LS-D300')).toBe(pen.stock - 2);
    expect(await stockOf('LS-A01')).toBe(sleeves);

    // Without the field the endpoints are as before: the whole cart, which is then emptied.
    const cartOrder = await placeOrder(api, buyer);
    expect(cartOrder.body.data.items).toMatchObject([{ quantity: 2, unitPriceCents: 1_900 }]);
    expect(await cartOf(buyer)).toEqual([]);
  });

  test("a coupon's minimum spend is met by the buy-now line, not by the cart", async () => {
    const now = clock.now().getTime();
    await api.db.prisma.coupon.create({ data: { code: 'BUYNOW50', kind: 'fixed', value: 500, minSpendCents: 5_000, validFrom: new Date(now - 60_000), validUntil: new Date(now + 86_400_000), perUserLimit: 1 } });
    const buyer = await createBuyer(api);
    await addToCart(api, buyer, (await productBySku(api, 'LS-T100')).id, 1); // 129.00 in the cart
    const buyNow = { productId: (await productBySku(api, 'LS-A01')).id, quantity: 1 }; // 19.00 bought now
    const quote = (await api.post('/api/shop/api/order/quote', { country: 'SG', shippingMethod: 'standard', couponCode: 'BUYNOW50', buyNow }, buyer.auth)).body.data;
    expect(quote.coupon).toEqual({ result: 'minSpendNotMet', discountCents: 0 });
    const check = async (body: Record<string, unknown>) => (await api.post('/api/shop/api/coupon/check', { code: 'BUYNOW50', ...body }, buyer.auth)).body.data;
    expect(await check({ buyNow })).toEqual({ result: 'minSpendNotMet', discountCents: 0 });
    expect(await check({})).toEqual({ result: 'verified', discountCents: 500 });
    expect((await placeOrder(api, buyer, { buyNow, couponCode: 'BUYNOW50' })).body).toEqual({ code: 409, msg: 'couponMinSpendNotMet' });
    const bigger = { ...buyNow, quantity: 3 };
    const placed = await placeOrder(api, buyer, { buyNow: bigger, couponCode: 'BUYNOW50' });
    expect(placed.body.data).toMatchObject({ originalPriceCents: 5_700, discountCents: 500, couponCode: 'BUYNOW50' });
    expect(await cartOf(buyer)).toHaveLength(1);
  });

  test('over the purchase limit, sold out or unknown: refused, and nothing changes', async () => {
    const buyer = await buyerWithSleeves();
    const pad = await productBySku(api, 'LS-T100'); // purchase limit 3
    const before = { stock: pad.stock, cart: await cartOf(buyer) };

    const overLimit = await placeOrder(api, buyer, { buyNow: { productId: pad.id, quantity: 4 } });
    expect(overLimit.body).toEqual({ code: 400, msg: 'overPurchaseLimit', errors: [{ field: 'buyNow.quantity', msg: 'overPurchaseLimit' }] });
    const overMax = await placeOrder(api, buyer, { buyNow: { productId: pad.id, quantity: 100 } });
    expect(overMax.body).toMatchObject({ code: 400, errors: [{ field: 'buyNow.quantity', msg: 'overPurchaseLimit' }] });
    const notANumber = await placeOrder(api, buyer, { buyNow: { productId: 'x', quantity: 1 } });
    expect(notANumber.body).toMatchObject({ code: 400, errors: [{ field: 'buyNow.productId', msg: 'invalidValue' }] });
    const quoteOver = (await api.post('/api/shop/api/order/quote', { country: 'SG', shippingMethod: 'standard', buyNow: { productId: pad.id, quantity: 4 } }, buyer.auth)).body.data;
    expect(quoteOver.lines[0].problem).toBe('overLimit');

    const headphones = await productBySku(api, 'LS-A02'); // stock 0
    expect((await placeOrder(api, buyer, { buyNow: { productId: headphones.id, quantity: 1 } })).body).toEqual({ code: 409, msg: 'soldOut' });
    expect((await api.post('/api/shop/api/order/quote', { country: 'SG', shippingMethod: 'standard', buyNow: { productId: 999_999, quantity: 1 } }, buyer.auth)).body.code).toBe(404);
    expect((await placeOrder(api, buyer, { buyNow: { productId: 999_999, quantity: 1 } })).body).toEqual({ code: 409, msg: 'productRemoved' });

    expect(await api.db.prisma.order.count({ where: { userId: buyer.id } })).toBe(0);
    expect(await stockOf('LS-T100')).toBe(before.stock);
    expect(await cartOf(buyer)).toEqual(before.cart);
  });
});
