import { createServer, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { TokenService } from '../src/accounts/tokens/token.service.js';
import { MailService } from '../src/mail/mail.service.js';
import { startApi, type RunningApi } from './harness.js';
import { createGood, createPerson, DELIVERY, newKey, PASSWORD } from './pointshop-support.js';
import { addToCart, createBuyer, placeOrder, productBySku } from './shop-support.js';
import { SmtpSink } from './smtp-sink.js';
import { bearer, freePort, linkCode } from './support.js';

/**
 * The mail server goes away: every change that emails someone still succeeds, says the email may
 * be late, and leaves the email in the outbox; when the server is back, two API replicas send each
 * waiting email exactly once.
 */
describe('emails wait in the outbox while the mail server is down', () => {
  let api: RunningApi;
  let replica: RunningApi;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = new SmtpSink(await freePort());
    // The worker's sweep is off: the test says when the replicas retry.
    const config = { smtpUrl: `smtp://127.0.0.1:${sink.port}`, mailRetrySweepMs: 0 };
    api = await startApi(config);
    replica = await startApi(config, undefined, api.db);
  });
  afterAll(async () => {
    await replica?.stop();
    await api?.stop();
    await sink?.stop();
  });

  test('sign-up, reset, order, cancellation and redemption succeed with SMTP down; each email is sent once when it is back', async () => {
    const signUp = await api.post('/api/user/register', { account: 'outbox_pupil', password: 'secret99', email: 'outbox.mum@example.sg', pupilName: 'Outbox Pupil', gradeCode: 2 });
    expect(signUp.status).toBe(200);
    expect(signUp.body).toMatchObject({ code: 200, msg: 'emailValidationSent', mailMayBeLate: true });

    const reset = await api.get('/api/user/sendResetPswEmail?nickName=parent1&email=parent1%40example.sg');
    expect(reset.body).toEqual({ code: 200, msg: 'resetEmailSent', mailMayBeLate: true });

    const buyer = await createBuyer(api);
    await addToCart(api, buyer, (await productBySku(api, 'LS-R10')).id, 1);
    const placed = await placeOrder(api, buyer, { email: 'outbox.buyer@example.sg' });
    expect(placed.body).toMatchObject({ code: 200, msg: 'orderPlaced', mailMayBeLate: true });

    const operator = await api.db.prisma.user.findFirstOrThrow({ where: { role: 'operator' } });
    const { token } = await api.api.app.get(TokenService).issue(operator.id, 'session', 3_600_000);
    const cancelled = await api.post(`/api/console/orders/${placed.body.data.code}/cancel`, {}, bearer(token));
    expect(cancelled.body).toMatchObject({ code: 200, msg: 'orderCancelled', mailMayBeLate: true });

    const pupil = await createPerson(api, await hashPassword(PASSWORD), { points: 500 });
    const good = await createGood(api, { points: 100, stock: 5 });
    const redeemed = await api.post('/api/pointshop/redeem', { goodsId: good.id, quantity: 1, idempotencyKey: newKey(), password: PASSWORD, ...DELIVERY }, pupil.auth);
    expect(redeemed.body).toMatchObject({ code: 200, msg: 'redeemed', mailMayBeLate: true });

    // Every change happened, and every email waits.
    expect(await api.db.prisma.user.count({ where: { account: 'outbox_pupil' } })).toBe(1);
    expect(await api.db.prisma.order.findUniqueOrThrow({ where: { code: placed.body.data.code } })).toMatchObject({ status: 'cancelled' });
    const waiting = await api.db.prisma.mailOutbox.findMany({ orderBy: { id: 'asc' } });
    expect(waiting.map((mail) => mail.template)).toEqual(['validateEmail', 'resetPassword', 'orderPlaced', 'orderCancelled', 'redemptionPlaced']);
    for (const mail of waiting) expect(mail).toMatchObject({ sentAt: null, attempts: 1, lastError: expect.stringContaining('ECONNREFUSED') });
    expect(waiting.every((mail) => mail.nextAttemptAt > mail.createdAt)).toBe(true);

    // Still down: a retry leaves them waiting, one attempt more.
    await api.db.prisma.mailOutbox.updateMany({ data: { nextAttemptAt: new Date(0) } });
    expect(await api.api.app.get(MailService).sendDue()).toBe(0);
    expect(await api.db.prisma.mailOutbox.count({ where: { attempts: 2, sentAt: null } })).toBe(5);

    // The mail server is back; both replicas sweep at once and the backoff is skipped.
    await sink.start();
    await api.db.prisma.mailOutbox.updateMany({ data: { nextAttemptAt: new Date(0) } });
    const [first, second] = await Promise.all([api.api.app.get(MailService).sendDue(), replica.api.app.get(MailService).sendDue()]);
    expect(first + second).toBe(5);
    expect(sink.mails).toHaveLength(5);
    // Each waiting email reached its own address once (the buyer has two: placed, cancelled).
    for (const mail of waiting) expect(sink.to(mail.to)).toHaveLength(waiting.filter((other) => other.to === mail.to).length);
    expect(sink.to('outbox.buyer@example.sg')).toHaveLength(2);
    expect(await api.db.prisma.mailOutbox.count({ where: { sentAt: null } })).toBe(0);
    expect(await replica.api.app.get(MailService).sendDue()).toBe(0);
    expect(sink.mails).toHaveLength(5);

    // Once the server takes emails again, answers no longer warn.
    const again = await api.post('/api/user/register', { account: 'outbox_pupil2', password: 'secret99', email: 'outbox.dad@example.sg', pupilName: 'Outbox Two', gradeCode: 2 });
    expect(again.body).toEqual({ code: 200, msg: 'emailValidationSent', data: expect.objectContaining({ userId: expect.any(Number), token: expect.any(String) }) });
    expect(sink.to('outbox.dad@example.sg')).toHaveLength(1);
  });
  test('account and form emails are written with their change: none for a refused change, and their links work once sent', async () => {
    await sink.stop();
    const outboxRows = () => api.db.prisma.mailOutbox.count();
    const before = await outboxRows();
    const zh = { headers: { 'accept-language': 'zh' } };
    const signUp = await api.post('/api/user/register', { account: 'outbox_zh', password: 'secret99', email: 'outbox.zh@example.sg', pupilName: '小明', gradeCode: 1 }, zh);
    expect(signUp.body).toMatchObject({ code: 200, msg: 'emailValidationSent', mailMayBeLate: true });

    // A sign-up refused (the name is taken) writes no email and no link.
    const tokens = await api.db.prisma.authToken.count();
    const taken = await api.post('/api/user/register', { account: 'outbox_zh', password: 'secret99', email: 'other.zh@example.sg', pupilName: '小明', gradeCode: 1 }, zh);
    expect(taken.body).toMatchObject({ code: 409, msg: 'accountExists' });
    expect([await outboxRows(), await api.db.prisma.authToken.count()]).toEqual([before + 1, tokens]);

    const pupil = await createPerson(api, await hashPassword(PASSWORD));
    const bound = await api.post('/api/user/sendValidateEmail', { email: 'new.binding@example.sg' }, pupil.auth);
    expect(bound.body).toMatchObject({ code: 200, msg: 'emailValidationSent', mailMayBeLate: true });
    const form = { name: 'Tan Ah Kow', email: 'outbox.warranty@example.sg', phone: '', purchaseTime: '2026-11-01', product: 'LS-D300', purchasePlace: 'Popular, Bras Basah', serialCode: 'D300-OUTBOX-1', acceptTerms: true };
    expect((await api.post('/api/content/addWarranty', form)).body).toMatchObject({ code: 200, mailMayBeLate: true });
    const trial = { parentName: 'Siti', email: 'outbox.trial@example.sg', phone: '+65 8123 4567', gradeCode: 1, school: '', address: 'Blk 123 Tampines St 11, #05-67, Singapore 521123' };
    expect((await api.post('/api/content/addFreeTrial', trial)).body).toMatchObject({ code: 200, mailMayBeLate: true });

    const waiting = await api.db.prisma.mailOutbox.findMany({ where: { sentAt: null }, orderBy: { id: 'asc' } });
    expect(waiting.map((mail) => [mail.template, mail.to])).toEqual([
      ['validateEmail', 'outbox.zh@example.sg'],
      ['validateEmail', 'new.binding@example.sg'],
      ['warrantyRegistered', 'outbox.warranty@example.sg'],
      ['freeTrialRequested', 'outbox.trial@example.sg'],
    ]);
    expect(waiting[0].subject).toMatch(/[\u4e00-\u9fff]/);

    await sink.start();
    await api.db.prisma.mailOutbox.updateMany({ data: { nextAttemptAt: new Date(0) } });
    const [first, second] = await Promise.all([api.api.app.get(MailService).sendDue(), replica.api.app.get(MailService).sendDue()]);
    expect(first + second).toBe(4);
    for (const mail of waiting) expect(sink.to(mail.to)).toHaveLength(1);

    // The links the late emails carry were stored with them, and work.
    for (const mail of waiting.slice(0, 2)) {
      expect((await api.get(`/api/user/validateEmail?code=${encodeURIComponent(linkCode(mail as never))}`)).body).toEqual({ code: 200, msg: 'emailValidated', data: { email: mail.to } });
    }
    expect(await api.db.prisma.user.findUniqueOrThrow({ where: { id: pupil.id } })).toMatchObject({ email: 'new.binding@example.sg', emailVerifiedAt: expect.any(Date) });
  });

  test('a password reset answers as soon for an existing account as for a missing one while the mail server hangs', async () => {
    // A mail server that takes the connection and never greets: the request used to wait for it (3 s)
    // only when the account existed, which told anyone asking which accounts exist.
    await sink.stop();
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(sink.port, '127.0.0.1', resolve));
    const timed = async (nickName: string, email: string) => {
      const started = performance.now();
      const { body } = await api.get(`/api/user/sendResetPswEmail?nickName=${nickName}&email=${encodeURIComponent(email)}`);
      return { body, ms: performance.now() - started };
    };
    try {
      const missing = await timed('nobody_here', 'nobody.here@example.sg');
      const existing = await timed('teacher1', 'teacher1@example.sg');
      expect([missing.body.msg, existing.body.msg]).toEqual(['resetEmailSent', 'resetEmailSent']);
      expect(existing.ms).toBeLessThan(missing.ms + 1_500);
      expect(await api.db.prisma.mailOutbox.count({ where: { to: 'teacher1@example.sg', template: 'resetPassword' } })).toBe(1);
    } finally {
      held.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
