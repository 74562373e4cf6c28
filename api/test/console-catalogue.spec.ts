import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { PRODUCT_IMAGE_MAX_BYTES } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { tempDir } from './support.js';
import { addToCart, createBuyer, placeOrder, productBySku } from './shop-support.js';
import { consoleRoles } from './console-support.js';
import { createPerson, DELIVERY, newKey, PASSWORD } from './pointshop-support.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

/** Operators create and edit shop products and points-shop goods; shoppers and pupils see the result. */
describe('console catalogue: products and points goods', () => {
  let api: RunningApi;
  let roles: Awaited<ReturnType<typeof consoleRoles>>;
  let categoryId: number;

  beforeAll(async () => {
    api = await startApi({ orderExpirySweepMs: 0, uploadsDir: tempDir('console-uploads') });
    roles = await consoleRoles(api);
    categoryId = (await api.db.prisma.productCategory.findFirstOrThrow({ where: { slug: 'accessories' } })).id;
  });
  afterAll(async () => {
    await api?.stop();
  });

  const put = async (path: string, body: unknown, init: RequestInit = roles.operator) => {
    const response = await fetch(api.baseUrl + path, { method: 'PUT', body: JSON.stringify(body), headers: { ...(init.headers as Record<string, string>), 'content-type': 'application/json' } });
    return { status: response.status, body: await response.json() };
  };
  const audit = (action: string, targetId: number) => api.db.prisma.auditEntry.findMany({ where: { action, targetId: String(targetId) } });
  const upload = async (bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    const response = await fetch(`${api.baseUrl}/api/console/shop-assets/images`, { method: 'POST', body: form, headers: roles.operator.headers as Record<string, string> });
    return { status: response.status, body: await response.json() };
  };
  const productForm = (sku: string) => ({
    sku,
    categoryId,
    nameEn: 'Pencil case',
    nameZh: '笔袋',
    descriptionEn: 'Holds a dictionary pen and pencils.',
    descriptionZh: '可以放词典笔和铅笔。',
    priceCents: 1_290,
    stock: 10,
    purchaseLimit: 4,
    weightGrams: 120,
    specificationEn: 'Zip, two pockets',
    specificationZh: '拉链，两个口袋',
    dimensions: '20 × 8 × 4 cm',
    packingListEn: 'Pencil case',
    packingListZh: '笔袋',
    gradeCodes: [1, 2],
    images: ['ls-a01-1.svg'],
    files: [] as string[],
    videoUrl: null as string | null,
    expiresAt: null as string | null,
    active: true,
  });
  const shopProduct = async (sku: string) => (await api.get('/api/shop/api/products')).body.data.products.find((p: { sku: string }) => p.sku === sku);

  test('a product is created with every field the shop shows, audited, listed in the shop, put in a cart and bought', async () => {
    const assets = (await api.get('/api/console/shop-assets', roles.operator)).body.data;
    expect(assets.images).toContain('ls-a01-1.svg');
    const form = { ...productForm('CS-NEW1'), files: assets.files.slice(0, 1), videoUrl: assets.videos[0] ?? null, expiresAt: new Date(Date.now() + 86_400_000).toISOString() };
    const created = await api.post('/api/console/products', form, roles.operator);
    expect(created.body).toMatchObject({ code: 200, msg: 'productCreated', data: { ...form, id: expect.any(Number) } });
    const id = created.body.data.id;
    expect(await audit('product.create', id)).toMatchObject([{ before: {}, after: { sku: 'CS-NEW1', priceCents: 1_290, stock: 10 } }]);
    expect(await shopProduct('CS-NEW1')).toMatchObject({ id, nameZh: '笔袋', priceCents: 1_290, purchaseLimit: 4, images: ['/api/shop/assets/images/ls-a01-1.svg'], soldOut: false, expired: false });

    const buyer = await createBuyer(api);
    expect((await addToCart(api, buyer, id, 2)).body.code).toBe(200);
    const order = (await placeOrder(api, buyer, { email: `${buyer.id}@example.sg` })).body.data;
    expect(order).toMatchObject({ status: 'pending_payment', items: [expect.objectContaining({ productId: id, quantity: 2 })] });
    await api.post('/api/shop/api/payment/start', { orderCode: order.code, provider: 'paynow' }, buyer.auth);
    expect((await api.post(`/api/console/orders/${order.code}/confirmPayNow`, {}, roles.operator)).body.data.status).toBe('paid');
    expect((await productBySku(api, 'CS-NEW1')).stock).toBe(8);
  });

  test('bad product forms are refused by field with nothing written; a taken SKU is 409', async () => {
    const products = await api.db.prisma.product.count();
    const entries = await api.db.prisma.auditEntry.count();
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { sku: 'required', nameEn: 'required', priceCents: 'required', images: 'invalidValue' }],
      [{ ...productForm('CS-BAD'), nameZh: ' ', priceCents: -5, stock: 1.5 }, { nameZh: 'required', priceCents: 'invalidValue', stock: 'invalidValue' }],
      [{ ...productForm('CS BAD'), gradeCodes: [99], expiresAt: 'tomorrow' }, { sku: 'invalidValue', 'gradeCodes.0': 'invalidGrade', expiresAt: 'invalidValue' }],
      [{ ...productForm('CS-BAD'), images: ['../../../etc/passwd'], videoUrl: 'x.mp4' }, { 'images.0': 'invalidValue', videoUrl: 'invalidValue' }],
      [{ ...productForm('CS-BAD'), images: [] }, { images: 'required' }],
      [{ ...productForm('CS-BAD'), images: ['no-such-picture.svg'] }, { images: 'invalidValue' }],
      [{ ...productForm('CS-BAD'), categoryId: 999_999 }, { categoryId: 'invalidValue' }],
    ];
    for (const [form, fields] of refusals) {
      const answer = await api.post('/api/console/products', form, roles.operator);
      expect(answer.body).toMatchObject({ code: 400, msg: 'validationFailed' });
      const got = Object.fromEntries(answer.body.errors.map((e: { field: string; msg: string }) => [e.field, e.msg]));
      expect(got).toMatchObject(fields);
    }
    expect((await api.post('/api/console/products', productForm('LS-A01'), roles.operator)).body).toMatchObject({ code: 409, msg: 'skuTaken', errors: [{ field: 'sku', msg: 'skuTaken' }] });
    expect(await api.db.prisma.product.count()).toBe(products);
    expect(await api.db.prisma.auditEntry.count()).toBe(entries);
  });

  test('an edit writes every field but stock (a stock delta meanwhile is kept), is audited, and off sale leaves the shop', async () => {
    const { id } = (await api.post('/api/console/products', productForm('CS-EDIT'), roles.operator)).body.data;
    const edit = { ...productForm('CS-EDIT2'), stock: 0, nameEn: 'Big pencil case', priceCents: 1_590, gradeCodes: [3] };
    const [edited, delta] = await Promise.all([put(`/api/console/products/${id}`, edit), api.post(`/api/console/products/${id}/stock`, { delta: 5 }, roles.operator)]);
    expect(edited.body).toMatchObject({ code: 200, msg: 'productSaved', data: { sku: 'CS-EDIT2', nameEn: 'Big pencil case', priceCents: 1_590, gradeCodes: [3] } });
    expect(delta.body.code).toBe(200);
    expect((await productBySku(api, 'CS-EDIT2')).stock).toBe(15);
    const [entry] = await audit('product.edit', id);
    expect(entry).toMatchObject({ before: { sku: 'CS-EDIT', priceCents: 1_290 }, after: { sku: 'CS-EDIT2', priceCents: 1_590 } });
    expect(entry.after).not.toHaveProperty('stock');
    expect(await shopProduct('CS-EDIT2')).toMatchObject({ nameEn: 'Big pencil case', priceCents: 1_590 });

    expect((await put(`/api/console/products/${id}`, { ...edit, sku: 'LS-A01' })).body).toMatchObject({ code: 409, msg: 'skuTaken' });
    expect((await put(`/api/console/products/${id}`, { ...edit, priceCents: 0 })).body).toMatchObject({ code: 400, errors: [{ field: 'priceCents' }] });
    expect((await put('/api/console/products/999999', edit)).body).toMatchObject({ code: 404, msg: 'productNotFound' });
    expect(await audit('product.edit', id)).toHaveLength(1);
    expect((await api.get(`/api/console/products/${id}`, roles.operator)).body.data).toMatchObject({ sku: 'CS-EDIT2', stock: 15 });

    expect((await put(`/api/console/products/${id}`, { ...edit, active: false })).body.data.active).toBe(false);
    expect(await shopProduct('CS-EDIT2')).toBeUndefined();
  });

  test('pictures: PNG and JPG by their bytes, stored under a random name and served; other types and over 2 MB refused', async () => {
    const saved = await upload(PNG, 'photo.png', 'image/png');
    expect(saved.body).toMatchObject({ code: 200, msg: 'imageUploaded', data: { name: expect.stringMatching(/^upload-[0-9a-f]{16}\.png$/) } });
    const served = await fetch(api.baseUrl + saved.body.data.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect((await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'a.jpg', 'image/jpeg')).body.data.name).toMatch(/\.jpg$/);
    expect((await upload(GIF, 'cat.png', 'image/png')).body).toMatchObject({ code: 400, msg: 'invalidImageType' });
    expect((await upload(Buffer.from('<svg onload="alert(1)"/>'), 'x.svg', 'image/svg+xml')).body).toMatchObject({ code: 400, msg: 'invalidImageType' });
    // One byte over 2 MB is refused by the store; far more is cut off while it is read (413).
    const over = Buffer.concat([PNG, Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES + 1 - PNG.length)]);
    expect((await upload(over, 'big.png', 'image/png')).body).toMatchObject({ code: 400, msg: 'imageTooLarge' });
    expect((await upload(Buffer.concat([over, over]), 'huge.png', 'image/png')).body).toMatchObject({ code: 413, msg: 'payloadTooLarge' });
    expect((await api.get('/api/console/shop-assets', roles.operator)).body.data.images).toContain(saved.body.data.name);

    const product = await api.post('/api/console/products', { ...productForm('CS-PHOTO'), images: [saved.body.data.name, 'ls-a01-2.svg'] }, roles.operator);
    expect(product.body.data.images).toEqual([saved.body.data.name, 'ls-a01-2.svg']);
    expect((await shopProduct('CS-PHOTO')).images[0]).toBe(saved.body.data.url);
  });

  describe('points goods', () => {
    const goodForm = (sku: string) => ({ sku, kind: 'physical', category: 'toys', nameEn: 'Star yo-yo', nameZh: '星星溜溜球', descriptionEn: 'A yo-yo.', descriptionZh: '一个溜溜球。', points: 90, stock: 5, perUserLimit: 2, images: ['ps-plush.svg'] });
    const frameForm = (sku: string) => ({ ...goodForm(sku), kind: 'virtual', category: null, effect: { type: 'avatarFrame', value: 'stars' }, nameEn: 'Stars frame', nameZh: '星星头像框' });
    const pupil = async () => createPerson(api, await hashPassword(PASSWORD), { points: 1_000 });

    test('physical and virtual goods are created, audited and redeemed', async () => {
      const physical = await api.post('/api/console/points-goods', goodForm('cs-yoyo'), roles.operator);
      expect(physical.body).toMatchObject({ code: 200, msg: 'goodsCreated', data: { sku: 'cs-yoyo', kind: 'physical', category: 'toys', effect: null, stock: 5 } });
      const virtual = await api.post('/api/console/points-goods', frameForm('cs-frame'), roles.operator);
      expect(virtual.body.data).toMatchObject({ kind: 'virtual', category: 'avatarFrame', effect: { type: 'avatarFrame', value: 'stars' } });
      expect(await audit('pointsGood.create', virtual.body.data.id)).toMatchObject([{ after: { sku: 'cs-frame', effect: { type: 'avatarFrame', value: 'stars' } } }]);

      const me = await pupil();
      const redeem = (goodsId: number) => api.post('/api/pointshop/redeem', { goodsId, quantity: 1, idempotencyKey: newKey(), password: PASSWORD, ...DELIVERY }, me.auth);
      expect((await redeem(physical.body.data.id)).body).toMatchObject({ code: 200, data: { balance: 910, redemption: { status: 'toBeDelivered' } } });
      expect((await redeem(virtual.body.data.id)).body).toMatchObject({ code: 200, data: { redemption: { status: 'completed' } } });
      expect((await api.get('/api/pointshop/cosmetics', me.auth)).body.data.avatarFrame.owned).toContain('stars');
    });

    test('an effect the shop cannot grant, a missing category and a taken SKU are refused with nothing written', async () => {
      const goods = await api.db.prisma.pointsGood.count();
      const refusals: [Record<string, unknown>, string, string][] = [
        [{ ...frameForm('cs-x'), effect: null }, 'effect', 'required'],
        [{ ...frameForm('cs-x'), effect: { type: 'confetti', value: 'gold' } }, 'effect', 'invalidValue'],
        [{ ...frameForm('cs-x'), effect: { type: 'avatarFrame', value: 'diamond' } }, 'effect.value', 'invalidValue'],
        [{ ...frameForm('cs-x'), effect: '{"type":"avatarFrame"}' }, 'effect', 'invalidValue'],
        [{ ...goodForm('cs-x'), category: null }, 'category', 'required'],
        [{ ...goodForm('cs-x'), category: 'avatarFrame' }, 'category', 'invalidValue'],
        [{ ...goodForm('cs-x'), points: 0 }, 'points', 'invalidValue'],
      ];
      for (const [form, field, msg] of refusals) {
        const answer = await api.post('/api/console/points-goods', form, roles.operator);
        expect(answer.body, JSON.stringify(form)).toMatchObject({ code: 400, errors: expect.arrayContaining([{ field, msg }]) });
      }
      expect((await api.post('/api/console/points-goods', goodForm('ps-pencils'), roles.operator)).body).toMatchObject({ code: 409, msg: 'skuTaken' });
      expect(await api.db.prisma.pointsGood.count()).toBe(goods);
    });

    test('an edit (e.g. its points) shows in the points shop at once, keeps the stock and the kind, and is audited', async () => {
      const { id } = (await api.post('/api/console/points-goods', goodForm('cs-edit'), roles.operator)).body.data;
      const edited = await put(`/api/console/points-goods/${id}`, { ...goodForm('cs-edit'), points: 77, category: 'stationery', stock: 0 });
      expect(edited.body).toMatchObject({ code: 200, msg: 'goodsSaved', data: { points: 77, category: 'stationery', stock: 5 } });
      expect((await api.get(`/api/pointshop/goods/${id}`)).body.data).toMatchObject({ points: 77, stock: 5 });
      expect(await audit('pointsGood.edit', id)).toMatchObject([{ before: { points: 90, category: 'toys' }, after: { points: 77, category: 'stationery' } }]);
      expect((await put(`/api/console/points-goods/${id}`, frameForm('cs-edit'))).body).toMatchObject({ code: 409, msg: 'goodsKindFixed' });
      expect((await put(`/api/console/points-goods/${id}`, goodForm('ps-pencils'))).body).toMatchObject({ code: 409, msg: 'skuTaken' });
      expect((await put('/api/console/points-goods/999999', goodForm('cs-none'))).body).toMatchObject({ code: 404, msg: 'goodsNotFound' });
      expect(await audit('pointsGood.edit', id)).toHaveLength(1);
      expect((await api.get(`/api/console/points-goods/${id}`, roles.operator)).body.data).toMatchObject({ sku: 'cs-edit', points: 77 });
    });
  });
});
