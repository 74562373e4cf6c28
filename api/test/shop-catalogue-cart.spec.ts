import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type RunningApi } from './harness.js';
import { TestClock } from './support.js';
import { addToCart, createBuyer, productBySku } from './shop-support.js';

describe('shop catalogue and carts', () => {
  let api: RunningApi;
  const clock = new TestClock();
  beforeAll(async () => {
    api = await startApi({ orderExpirySweepMs: 0 }, clock);
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('the catalogue lists categories and products in both languages with GST-inclusive cents and local assets', async () => {
    const { body } = await api.get('/api/shop/api/products');
    expect(body.code).toBe(200);
    expect(body.data.categories.map((c: { slug: string }) => c.slug)).toEqual(['typing-devices', 'dictionary-pens', 'readers', 'accessories', 'bundles']);
    expect(body.data.settings).toEqual({ gstRegistered: true, gstRatePercent: 9, freeShippingThresholdCents: 5_000 });
    const t100 = body.data.products.find((p: { sku: string }) => p.sku === 'LS-T100');
    expect(t100).toMatchObject({ nameEn: 'LearnStar Typing Pad T100', nameZh: '学习星打字板 T100', priceCents: 12_900, purchaseLimit: 3, soldOut: false, expired: false });
    expect(t100.images[0]).toBe('/api/shop/assets/images/ls-t100-1.svg');
    const image = await fetch(api.baseUrl + t100.images[0]);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    const guide = await fetch(api.baseUrl + t100.files[0].url);
    expect(guide.status).toBe(200);
    expect(Buffer.from(await guide.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');
    expect(t100.videoUrl).toBe('/api/shop/assets/videos/ls-t100-intro.webm');
    const video = await fetch(api.baseUrl + t100.videoUrl);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/webm');
    // WebM is Matroska: the EBML magic number opens the file.
    expect(Buffer.from(await video.arrayBuffer()).subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(body.data.products.find((p: { sku: string }) => p.sku === 'LS-A01').videoUrl).toBeNull();
    expect(body.data.products.find((p: { sku: string }) => p.sku === 'LS-A02')).toMatchObject({ soldOut: true, stock: 0 });
    const accessories = await api.get(`/api/shop/api/products?categoryId=${t100.categoryId}`);
    expect(accessories.body.data.products.every((p: { categoryId: number }) => p.categoryId === t100.categoryId)).toBe(true);
  });

  test('product detail, and a missing product or a path-traversing asset is not found', async () => {
    const t100 = await productBySku(api, 'LS-T100');
    expect((await api.get(`/api/shop/api/product/${t100.id}`)).body.data).toMatchObject({ sku: 'LS-T100', dimensions: '29 × 12 × 2 cm', gradeCodes: [1, 2, 3, 4] });
    expect((await api.get('/api/shop/api/product/99999')).body).toEqual({ code: 404, msg: 'productNotFound' });
    expect((await api.get('/api/shop/api/product/abc')).body.code).toBe(404);
    expect((await api.get('/api/shop/assets/images/..%2F..%2Fpackage.json')).status).toBe(404);
  });

  test('a visitor cart: add, change quantity, remove, clear; rows are what listCartByRanId answers', async () => {
    const ranId = randomUUID();
    const t100 = await productBySku(api, 'LS-T100');
    const sleeve = await productBySku(api, 'LS-A01');
    expect((await api.post('/api/shop/api/cart/add', { ranId, productId: t100.id, quantity: 1 })).body.code).toBe(200);
    await api.post('/api/shop/api/cart/add', { ranId, productId: t100.id, quantity: 1 });
    await api.post('/api/shop/api/cart/add', { ranId, productId: sleeve.id, quantity: 2 });
    let list = await api.get(`/api/shop/api/listCartByRanId?ranId=${ranId}`);
    expect(list.body.code).toBe(200);
    expect(list.body.rows.map((r: { sku: string; quantity: number; totalPriceCents: number }) => [r.sku, r.quantity, r.totalPriceCents])).toEqual([
      ['LS-T100', 2, 25_800],
      ['LS-A01', 2, 3_800],
    ]);
    await api.post('/api/shop/api/cart/update', { ranId, productId: sleeve.id, quantity: 5 });
    await api.post('/api/shop/api/cart/remove', { ranId, productId: t100.id });
    list = await api.get(`/api/shop/api/listCartByRanId?ranId=${ranId}`);
    expect(list.body.rows.map((r: { sku: string; quantity: number }) => [r.sku, r.quantity])).toEqual([['LS-A01', 5]]);
    await api.post('/api/shop/api/cart/clear', { ranId });
    expect((await api.get(`/api/shop/api/listCartByRanId?ranId=${ranId}`)).body.rows).toEqual([]);
  });

  test('over the purchase limit, sold out or a bad quantity is refused and changes nothing', async () => {
    const ranId = randomUUID();
    const t100 = await productBySku(api, 'LS-T100');
    const headphones = await productBySku(api, 'LS-A02');
    await api.post('/api/shop/api/cart/add', { ranId, productId: t100.id, quantity: 3 });
    expect((await api.post('/api/shop/api/cart/add', { ranId, productId: t100.id, quantity: 1 })).body).toEqual({ code: 409, msg: 'overPurchaseLimit' });
    expect((await api.post('/api/shop/api/cart/add', { ranId, productId: headphones.id, quantity: 1 })).body).toEqual({ code: 409, msg: 'soldOut' });
    expect((await api.post('/api/shop/api/cart/add', { ranId, productId: t100.id, quantity: 0 })).body.code).toBe(400);
    expect((await api.post('/api/shop/api/cart/add', { ranId: 'x', productId: t100.id, quantity: 1 })).body.code).toBe(400);
    expect((await api.get(`/api/shop/api/listCartByRanId?ranId=${ranId}`)).body.rows.map((r: { quantity: number }) => r.quantity)).toEqual([3]);
  });

  test('goods that became invalid or expired are marked in the cart', async () => {
    const ranId = randomUUID();
    const reader = await productBySku(api, 'LS-R10');
    const bundle = await productBySku(api, 'LS-B01');
    const pen = await productBySku(api, 'LS-D300');
    await api.post('/api/shop/api/cart/add', { ranId, productId: reader.id, quantity: 2 });
    await api.post('/api/shop/api/cart/add', { ranId, productId: bundle.id, quantity: 1 });
    await api.post('/api/shop/api/cart/add', { ranId, productId: pen.id, quantity: 1 });
    await api.db.prisma.product.update({ where: { id: pen.id }, data: { active: false } });
    clock.advance(bundle.expiresAt!.getTime() - clock.now().getTime() + 1_000);
    const rows = (await api.get(`/api/shop/api/listCartByRanId?ranId=${ranId}`)).body.rows;
    expect(rows.map((r: { sku: string; problem: string | null }) => [r.sku, r.problem])).toEqual([
      ['LS-R10', null],
      ['LS-B01', 'expired'],
      ['LS-D300', 'removed'],
    ]);
    await api.db.prisma.product.update({ where: { id: pen.id }, data: { active: true } });
  });

  test("a user's cart answers only to that user", async () => {
    const owner = await createBuyer(api);
    const other = await createBuyer(api);
    const sleeve = await productBySku(api, 'LS-A01');
    await addToCart(api, owner, sleeve.id, 1);
    expect((await api.get(`/api/shop/api/listCartByRanId?ranId=${owner.ranId}`)).body).toEqual({ code: 403, msg: 'cartNotYours' });
    expect((await api.get(`/api/shop/api/listCartByRanId?ranId=${owner.ranId}`, other.auth)).body.code).toBe(403);
    expect((await api.get(`/api/shop/api/listCartByRanId?ranId=${owner.ranId}`, owner.auth)).body.rows).toHaveLength(1);
  });

  test('on login the visitor cart merges into the user cart, capped by purchase limit, once even for two logins at once', async () => {
    const buyer = await createBuyer(api);
    const visitor = randomUUID();
    const t100 = await productBySku(api, 'LS-T100');
    const sleeve = await productBySku(api, 'LS-A01');
    await addToCart(api, buyer, t100.id, 2);
    await api.post('/api/shop/api/cart/add', { ranId: visitor, productId: t100.id, quantity: 2 });
    await api.post('/api/shop/api/cart/add', { ranId: visitor, productId: sleeve.id, quantity: 4 });
    const [a, b] = await Promise.all([
      api.post('/api/shop/api/cart/merge', { visitorRanId: visitor }, buyer.auth),
      api.post('/api/shop/api/cart/merge', { visitorRanId: visitor }, buyer.auth),
    ]);
    expect([a.body.code, b.body.code]).toEqual([200, 200]);
    const rows = (await api.get(`/api/shop/api/listCartByRanId?ranId=${buyer.ranId}`, buyer.auth)).body.rows;
    // T100: 2 + 2 capped at its limit of 3; sleeves: 4, not 8.
    expect(rows.map((r: { sku: string; quantity: number }) => [r.sku, r.quantity])).toEqual([
      ['LS-T100', 3],
      ['LS-A01', 4],
    ]);
    expect((await api.get(`/api/shop/api/listCartByRanId?ranId=${visitor}`)).body.rows).toEqual([]);
    expect((await api.post('/api/shop/api/cart/merge', { visitorRanId: visitor })).body.code).toBe(401);
  });
});
