import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { startApi, type RunningApi } from './harness.js';
import { readOutbox, tempDir } from './support.js';
import { createGood, createPerson, DELIVERY, newKey, PASSWORD, type Person } from './pointshop-support.js';

describe('points shop: goods, redemptions under row locks, lifecycle, cosmetics, ranking', () => {
  let api: RunningApi;
  let hash: string;
  let operator: Person;
  const outbox = tempDir('pointshop-outbox');
  beforeAll(async () => {
    api = await startApi({ outboxDir: outbox });
    hash = await hashPassword(PASSWORD);
    operator = await createPerson(api, hash, { role: 'operator' });
  });
  afterAll(async () => {
    await api?.stop();
  });

  const pupil = (points = 1000, verified = true) => createPerson(api, hash, { points, verified });
  const redeem = (who: Person, goodsId: number, extra: Record<string, unknown> = {}, init = who.auth) =>
    api.post('/api/pointshop/redeem', { goodsId, quantity: 1, idempotencyKey: newKey(), password: PASSWORD, ...DELIVERY, ...extra }, init);
  const balance = async (who: Person) => (await api.get('/api/points/records', who.auth)).body.data.balance as number;
  const stockOf = async (id: number) => (await api.db.prisma.pointsGood.findUniqueOrThrow({ where: { id } })).stock;
  const redemptionsOf = (userId: number) => api.db.prisma.redemption.count({ where: { userId } });
  const tab = async (who: Person, status: string) => (await api.get(`/api/points/redemptions?status=${status}`, who.auth)).body.data.rows as { id: number; status: string }[];

  test('the seed sells physical and virtual goods; a good has pictures, stock and a limit; bad ids are not found', async () => {
    const { body } = await api.get('/api/pointshop/goods');
    const goods = body.data.goods as { sku: string; kind: string; category: string; id: number; images: string[] }[];
    expect(new Set(goods.map((g) => g.kind))).toEqual(new Set(['physical', 'virtual']));
    expect(new Set(goods.map((g) => g.category))).toEqual(new Set(['stationery', 'accessories', 'toys', 'avatarFrame', 'planeSkin', 'tortoiseColour', 'levelUnlock']));
    expect(body.data.balance).toBeNull();
    const plush = goods.find((g) => g.sku === 'ps-plush')!;
    const detail = await api.get(`/api/pointshop/goods/${plush.id}`);
    expect(detail.body.data).toMatchObject({ nameZh: '学习星星星公仔', kind: 'physical', perUserLimit: 1, soldOut: false, redeemedByMe: 0 });
    for (const good of goods) {
      const image = await fetch(api.baseUrl + good.images[0]);
      expect([good.sku, image.status, image.headers.get('content-type')]).toEqual([good.sku, 200, 'image/svg+xml']);
    }
    const frames = await api.get('/api/pointshop/goods?category=avatarFrame');
    expect(frames.body.data.goods.every((g: { category: string }) => g.category === 'avatarFrame')).toBe(true);
    expect((await api.get('/api/pointshop/goods?category=cars')).status).toBe(400);
    expect((await api.get('/api/pointshop/goods/abc')).body).toEqual({ code: 404, msg: 'goodsNotFound' });
    expect((await api.get('/api/pointshop/goods/99999999')).body).toEqual({ code: 404, msg: 'goodsNotFound' });
  });

  test('a physical good: points, stock and the record change together; the same key twice redeems once', async () => {
    const good = await createGood(api, { points: 120, stock: 10, perUserLimit: 3 });
    const me = await pupil(500);
    const idempotencyKey = newKey();
    const first = await redeem(me, good.id, { idempotencyKey, quantity: 2 });
    expect(first.body).toMatchObject({ code: 200, msg: 'redeemed', data: { balance: 260, redemption: { index: 1, quantity: 2, points: 240, status: 'toBeDelivered', delivery: { ...DELIVERY, phone: '91234567', trackingNote: null } } } });
    const again = await redeem(me, good.id, { idempotencyKey, quantity: 2 });
    expect(again.body.data).toEqual(first.body.data);
    expect([await balance(me), await stockOf(good.id), await redemptionsOf(me.id)]).toEqual([260, 8, 1]);
    expect((await api.get(`/api/pointshop/goods/${good.id}`, me.auth)).body.data).toMatchObject({ stock: 8, redeemedByMe: 2 });
  });

  test('a double click sent at once redeems once', async () => {
    const good = await createGood(api, { points: 100, stock: 10 });
    const me = await pupil(1000);
    const idempotencyKey = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(me, good.id, { idempotencyKey })));
    expect(new Set(answers.map((a) => a.body.data.redemption.id)).size).toBe(1);
    expect([await balance(me), await stockOf(good.id), await redemptionsOf(me.id)]).toEqual([900, 9, 1]);
  });

  test('50 pupils redeem a good with 5 in stock at once: exactly 5 redemptions, nobody else pays', async () => {
    const good = await createGood(api, { points: 50, stock: 5, perUserLimit: 1 });
    const pupils = await Promise.all(Array.from({ length: 50 }, () => pupil(100)));
    const answers = await Promise.all(pupils.map((p) => redeem(p, good.id)));
    const won = answers.filter((a) => a.body.code === 200);
    expect(won).toHaveLength(5);
    expect(new Set(answers.filter((a) => a.body.code !== 200).map((a) => `${a.status} ${a.body.msg}`))).toEqual(new Set(['409 soldOut']));
    expect(await stockOf(good.id)).toBe(0);
    expect(await api.db.prisma.redemption.count({ where: { goodsId: good.id } })).toBe(5);
    const balances = await Promise.all(pupils.map(balance));
    expect(balances.filter((b) => b === 50)).toHaveLength(5);
    expect(balances.filter((b) => b === 100)).toHaveLength(45);
  });

  test('one pupil spending concurrently never takes the ledger below zero', async () => {
    const good = await createGood(api, { points: 30, stock: 100 });
    const me = await pupil(100);
    const answers = await Promise.all(Array.from({ length: 12 }, () => redeem(me, good.id)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code !== 200).every((a) => a.status === 400 && a.body.msg === 'insufficientPoints')).toBe(true);
    const entries = await api.db.prisma.pointsLedgerEntry.findMany({ where: { userId: me.id }, orderBy: { id: 'asc' } });
    let running = 0;
    for (const entry of entries) expect((running += entry.delta)).toBeGreaterThanOrEqual(0);
    expect([running, await stockOf(good.id)]).toEqual([10, 97]);
  });

  test('every refusal has its message and changes nothing', async () => {
    const good = await createGood(api, { points: 100, stock: 3, perUserLimit: 2 });
    const me = await pupil(150);
    const unchanged = async () => expect([await balance(me), await stockOf(good.id), await redemptionsOf(me.id)]).toEqual([150, 3, 0]);
    const refusal = async (answer: Promise<{ status: number; body: unknown }>, status: number, body: unknown) => {
      expect(await answer).toEqual({ status, body });
      await unchanged();
    };
    await refusal(redeem(me, good.id, { quantity: 2 }), 400, { code: 400, msg: 'insufficientPoints' });
    await refusal(redeem(me, good.id, { password: 'not-my-password' }), 400, { code: 400, msg: 'loginPasswordWrong', errors: [{ field: 'password', msg: 'loginPasswordWrong' }] });
    const unverified = await pupil(1000, false);
    expect((await redeem(unverified, good.id)).body).toEqual({ code: 403, msg: 'redeemEmailNotVerified' });
    expect(await redemptionsOf(unverified.id)).toBe(0);
    await refusal(redeem(me, good.id, { recipient: ' ', phone: undefined, email: 'nope', address: '' }), 400, {
      code: 400, msg: 'validationFailed',
      errors: [{ field: 'recipient', msg: 'recipientRequired' }, { field: 'phone', msg: 'phoneRequired' }, { field: 'email', msg: 'invalidEmail' }, { field: 'address', msg: 'addressRequired' }],
    });
    await refusal(redeem(me, good.id, { phone: '1234 5678' }), 400, { code: 400, msg: 'validationFailed', errors: [{ field: 'phone', msg: 'invalidPhone' }] });
    await refusal(redeem(me, good.id, { quantity: 3 }), 409, { code: 409, msg: 'redemptionLimitReached' });
    const soldOut = await createGood(api, { points: 10, stock: 0 });
    expect((await redeem(me, soldOut.id)).body).toEqual({ code: 409, msg: 'soldOut' });
    const twoLeft = await createGood(api, { points: 10, stock: 2 });
    expect((await redeem(me, twoLeft.id, { quantity: 3 })).body).toEqual({ code: 409, msg: 'notEnoughStock' });
    // Malformed requests are refused at the boundary, never a 5xx.
    for (const body of [{}, { goodsId: 'x', idempotencyKey: newKey(), password: PASSWORD }, { goodsId: good.id, idempotencyKey: 'short', password: PASSWORD }, { goodsId: good.id, idempotencyKey: newKey() }, '[1,2']) {
      expect((await api.post('/api/pointshop/redeem', body, me.auth)).status).toBe(400);
    }
    expect((await redeem(me, 99999999)).body).toEqual({ code: 404, msg: 'goodsNotFound' });
    expect((await api.post('/api/pointshop/redeem', { goodsId: good.id })).status).toBe(401);
    await unchanged();
    // The limit counts earlier redemptions: one now, then two more would pass it.
    expect((await redeem(me, good.id)).body.code).toBe(200);
    expect((await redeem(me, good.id, { quantity: 2 })).body.msg).toBe('redemptionLimitReached');
  });

  test('an avatar frame is owned and worn at once, without a delivery form; cosmetics can be swapped', async () => {
    const frame = await createGood(api, { points: 100, stock: 50, perUserLimit: 1, effect: { type: 'avatarFrame', value: 'rainbow' } });
    const me = await pupil(300);
    expect((await api.get('/api/pointshop/cosmetics', me.auth)).body.data.avatarFrame).toEqual({ owned: ['none'], equipped: 'none' });
    const answer = await api.post('/api/pointshop/redeem', { goodsId: frame.id, idempotencyKey: newKey(), password: PASSWORD }, me.auth);
    expect(answer.body.data.redemption).toMatchObject({ status: 'completed', delivery: null, kind: 'virtual' });
    const cosmetics = (await api.get('/api/pointshop/cosmetics', me.auth)).body.data;
    expect(cosmetics).toEqual({ avatarFrame: { owned: ['none', 'rainbow'], equipped: 'rainbow' }, planeSkin: { owned: ['classic'], equipped: 'classic' }, tortoiseColour: { owned: ['green'], equipped: 'green' } });
    expect((await api.post('/api/pointshop/cosmetics/equip', { kind: 'avatarFrame', value: 'none' }, me.auth)).body.data.avatarFrame.equipped).toBe('none');
    expect((await api.post('/api/pointshop/cosmetics/equip', { kind: 'avatarFrame', value: 'rainbow' }, me.auth)).body.data.avatarFrame.equipped).toBe('rainbow');
    expect((await api.post('/api/pointshop/cosmetics/equip', { kind: 'planeSkin', value: 'night' }, me.auth)).body).toEqual({ code: 409, msg: 'cosmeticNotOwned', errors: [{ field: 'value', msg: 'cosmeticNotOwned' }] });
    expect((await api.post('/api/pointshop/cosmetics/equip', { kind: 'planeSkin', value: 'rainbow' }, me.auth)).body.errors).toEqual([{ field: 'value', msg: 'invalidValue' }]);
    expect((await api.post('/api/pointshop/cosmetics/equip', { kind: 'hat', value: 'x' }, me.auth)).status).toBe(400);
    // Virtual goods need no operator: they never appear in the operator's list.
    expect((await tab(me, 'completed')).map((r) => r.status)).toEqual(['completed']);
  });

  test('a level-unlock good opens the level as if bought; a level already open is not sold again', async () => {
    const level = await createGood(api, { points: 50, stock: 50, effect: { type: 'levelUnlock', game: 1, level: 'advanced' } });
    const me = await pupil(200);
    const isOpen = async () => (await api.get('/api/levels', me.auth)).body.data.find((l: { game: number; level: string }) => l.game === 1 && l.level === 'advanced').unlocked;
    expect(await isOpen()).toBe(false);
    expect((await api.post('/api/pointshop/redeem', { goodsId: level.id, idempotencyKey: newKey(), password: PASSWORD }, me.auth)).body.data.balance).toBe(150);
    expect(await isOpen()).toBe(true);
    expect((await api.post('/api/pointshop/redeem', { goodsId: level.id, idempotencyKey: newKey(), password: PASSWORD }, me.auth)).body).toEqual({ code: 409, msg: 'alreadyOwned' });
    expect(await balance(me)).toBe(150);
  });

  test('operator ships → pending receipt → the pupil confirms → completed; emails in the pupil’s language; roles checked', async () => {
    const good = await createGood(api, { points: 100, stock: 5 });
    const me = await pupil(300);
    const other = await pupil(0);
    const { id } = (await redeem(me, good.id, {}, me.authIn('zh'))).body.data.redemption;
    expect((await tab(me, 'toDeliver')).map((r) => r.id)).toEqual([id]);
    const toShip = (await api.get('/api/operator/redemptions?status=toDeliver&pageSize=100', operator.auth)).body.data.rows;
    expect(toShip.find((r: { id: number }) => r.id === id)).toMatchObject({ userId: me.id, delivery: { recipient: DELIVERY.recipient } });
    expect((await api.get('/api/operator/redemptions', me.auth)).body).toEqual({ code: 403, msg: 'forbidden' });
    expect((await api.post(`/api/operator/redemptions/${id}/ship`, { trackingNote: 'SingPost RR123' }, me.auth)).body).toEqual({ code: 403, msg: 'forbidden' });
    expect((await api.post(`/api/points/redemptions/${id}/confirmReceipt`, undefined, me.auth)).body).toEqual({ code: 409, msg: 'illegalRedemptionTransition' });
    expect((await api.post(`/api/operator/redemptions/${id}/ship`, { trackingNote: '  ' }, operator.auth)).body.errors).toEqual([{ field: 'trackingNote', msg: 'trackingNoteRequired' }]);
    const shipped = await api.post(`/api/operator/redemptions/${id}/ship`, { trackingNote: 'SingPost RR123' }, operator.auth);
    expect(shipped.body).toMatchObject({ msg: 'redemptionShipped', data: { status: 'pendingReceipt', delivery: { trackingNote: 'SingPost RR123' } } });
    expect((await api.post(`/api/operator/redemptions/${id}/ship`, { trackingNote: 'again' }, operator.auth)).body.msg).toBe('illegalRedemptionTransition');
    expect((await tab(me, 'pendingReceipt')).map((r) => r.id)).toEqual([id]);
    expect((await tab(me, 'toDeliver')).map((r) => r.id)).toEqual([]);
    expect((await api.post(`/api/points/redemptions/${id}/confirmReceipt`, undefined, other.auth)).body).toEqual({ code: 404, msg: 'redemptionNotFound' });
    expect((await api.post(`/api/points/redemptions/abc/confirmReceipt`, undefined, me.auth)).body).toEqual({ code: 404, msg: 'redemptionNotFound' });
    expect((await api.post(`/api/points/redemptions/${id}/confirmReceipt`, undefined, me.auth)).body).toMatchObject({ msg: 'receiptConfirmed', data: { status: 'completed' } });
    expect((await tab(me, 'completed')).map((r) => r.id)).toEqual([id]);
    expect((await tab(me, 'all')).map((r) => r.id)).toEqual([id]);
    expect((await api.get('/api/points/redemptions?status=lost', me.auth)).status).toBe(400);
    const email = (await api.db.prisma.user.findUniqueOrThrow({ where: { id: me.id } })).email;
    const mails = readOutbox(outbox).filter((m) => m.to === email);
    expect(mails.map((m) => m.template)).toEqual(['redemptionPlaced', 'redemptionShipped']);
    expect(mails[0].subject).toContain('积分商城');
    expect(mails[1].text).toContain('SingPost RR123');
  });

  test("a parent reads a linked child's redemptions; anyone else is refused", async () => {
    const parent = await createPerson(api, hash, { role: 'parent' });
    const child = await createPerson(api, hash, { points: 100, parentId: parent.id });
    const good = await createGood(api, { points: 10, stock: 5 });
    await redeem(child, good.id);
    const seen = await api.get(`/api/points/redemptions?childId=${child.id}`, parent.auth);
    expect(seen.body.data.rows).toHaveLength(1);
    const stranger = await createPerson(api, hash, { role: 'parent' });
    expect((await api.get(`/api/points/redemptions?childId=${child.id}`, stranger.auth)).body).toEqual({ code: 403, msg: 'forbidden' });
    expect((await api.get(`/api/points/redemptions?childId=${parent.id}`, child.auth)).body).toEqual({ code: 403, msg: 'forbidden' });
    expect((await api.get(`/api/points/redemptions?childId=abc`, parent.auth)).status).toBe(400);
  });

  test('the points ranking counts points earned: spending them does not lower a pupil’s place', async () => {
    const good = await createGood(api, { points: 900, stock: 5 });
    const rich = await pupil(1000);
    const board = async () => {
      const rows = (await api.get('/api/ranking?board=points&gradeCode=5&limit=100')).body.data.rows as { userId: number; value: number }[];
      return rows.find((r) => r.userId === rich.id)?.value;
    };
    expect(await board()).toBe(1000);
    expect((await redeem(rich, good.id)).body.data.balance).toBe(100);
    // Another pupil earning moves the cache on, so the board below is computed afresh.
    const earner = await pupil(0);
    expect((await api.post('/api/points/adjust', { userId: earner.id, delta: 5, reference: 'bump' }, operator.auth)).body.code).toBe(200);
    expect(await board()).toBe(1000);
    const week = (await api.get('/api/ranking?board=pointsWeek&gradeCode=5&limit=100')).body.data.rows.find((r: { userId: number }) => r.userId === rich.id);
    expect(week.value).toBe(1000);
  });
});
