import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FREE_TRIAL_PER_IP_LIMIT, WARRANTY_RESUBMIT_MS } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { TestClock, readOutbox, tempDir } from './support.js';

const warranty = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tan Ah Kow',
  email: 'ahkow@example.sg',
  phone: '',
  purchaseTime: '2026-11-01',
  product: 'LS-D300',
  purchasePlace: 'Popular Bookstore, Bras Basah',
  serialCode: 'D300-2026-000123',
  acceptTerms: true,
  ...overrides,
});

describe('warranty registration and free-trial requests', () => {
  let api: RunningApi;
  const outbox = tempDir('forms-outbox');
  const clock = new TestClock(Date.parse('2026-11-22T02:00:00Z'));
  beforeAll(async () => {
    api = await startApi({ outboxDir: outbox }, clock);
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('a valid warranty is stored, confirmed by email, and a second submit within 30 s is refused', async () => {
    expect((await api.post('/api/content/addWarranty', warranty())).body).toEqual({ code: 200, msg: 'warrantyRegistered' });
    expect(readOutbox(outbox).at(-1)).toMatchObject({ to: 'ahkow@example.sg', template: 'warrantyRegistered' });
    expect(readOutbox(outbox).at(-1)!.text).toContain('LearnStar Dictionary Pen D300');
    const again = await api.post('/api/content/addWarranty', warranty({ serialCode: 'D300-2026-000124' }));
    expect(again.body).toEqual({ code: 429, msg: 'tooFrequent30s' });
    expect(await api.db.prisma.warranty.count()).toBe(1);
  });

  test('the same serial code twice gets a clear message', async () => {
    clock.advance(WARRANTY_RESUBMIT_MS);
    expect((await api.post('/api/content/addWarranty', warranty({ serialCode: 'd300-2026-000123' }))).body).toEqual({ code: 409, msg: 'serialAlreadyRegistered' });
  });

  test.each([
    ['future purchase date', { purchaseTime: '2026-11-23' }, 'purchaseTime', 'dateInFuture'],
    ['impossible date', { purchaseTime: '2026-02-30' }, 'purchaseTime', 'invalidDate'],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms', 'acceptTermsRequired'],
    ['unknown product', { product: 'LS-X999' }, 'product', 'unknownProduct'],
    ['missing name', { name: '' }, 'name', 'required'],
    ['bad email', { email: 'ahkow@' }, 'email', 'invalidEmail'],
    ['HTML in the serial code', { serialCode: '<b>1</b>' }, 'serialCode', 'invalidSerialCode'],
  ])('%s → 400 and nothing stored', async (_label, overrides, field, msg) => {
    clock.advance(WARRANTY_RESUBMIT_MS);
    const before = await api.db.prisma.warranty.count();
    const { status, body } = await api.post('/api/content/addWarranty', warranty({ serialCode: `S-${Math.random().toString(36).slice(2, 8)}`, ...overrides }));
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ field, msg });
    expect(await api.db.prisma.warranty.count()).toBe(before);
  });

  test('a free-trial request is stored and acknowledged; the same email again is refused', async () => {
    const form = { parentName: 'Siti', email: 'siti@example.sg', phone: '+65 8123 4567', gradeCode: 1, school: 'Tampines Primary', address: 'Blk 123 Tampines St 11, #05-67, Singapore 521123' };
    expect((await api.post('/api/content/addFreeTrial', form, { headers: { 'accept-language': 'zh' } })).body).toEqual({ code: 200, msg: 'freeTrialRequested' });
    expect(readOutbox(outbox).at(-1)!.subject).toBe('我们已收到您的学习星免费试用申请');
    expect((await api.post('/api/content/addFreeTrial', form)).body).toEqual({ code: 429, msg: 'alreadySubmitted' });
    expect(await api.db.prisma.freeTrialRequest.count()).toBe(1);
    const bad = await api.post('/api/content/addFreeTrial', { ...form, email: 'other@example.sg', phone: '123', gradeCode: 0 });
    expect(bad.body.errors).toEqual([{ field: 'phone', msg: 'invalidPhone' }, { field: 'gradeCode', msg: 'invalidGrade' }]);
  });
});

describe('a burst of free-trial requests from one address', () => {
  test('150 at once are each answered 200 or 429, never a 5xx (16 were 500s under a lock per key); about the hourly limit pass', async () => {
    const api = await startApi({ outboxDir: tempDir('burst-outbox') });
    try {
      const burst = Array.from({ length: 150 }, (_, i) => ({ parentName: 'Parent', email: `burst${i}@example.sg`, phone: '+65 8123 4567', gradeCode: 2, school: '', address: 'Blk 1 Jurong West St 91, Singapore 640001' }));
      const started = Date.now();
      const answers = await Promise.all(burst.map((form) => api.post('/api/content/addFreeTrial', form)));
      const elapsed = Date.now() - started;
      expect(answers.map((a) => a.status).filter((status) => status >= 500)).toEqual([]);
      const accepted = answers.filter((a) => a.body.code === 200).length;
      expect(answers.filter((a) => a.body.code === 429).every((a) => a.body.msg === 'tooFrequent5min')).toBe(true);
      // Lock-free counting lets at most the few written in the same instant pass together.
      expect(accepted).toBeGreaterThanOrEqual(FREE_TRIAL_PER_IP_LIMIT);
      expect(accepted).toBeLessThanOrEqual(FREE_TRIAL_PER_IP_LIMIT + 2);
      expect(await api.db.prisma.freeTrialRequest.count()).toBe(accepted);
      console.log(`free-trial burst: ${burst.length} requests from one address answered in ${elapsed} ms, ${accepted} accepted`);
    } finally {
      await api.stop();
    }
  });
});

describe('warranty terms PDF', () => {
  test('is served inline as a two-page PDF', async () => {
    const api = await startApi();
    try {
      const response = await fetch(api.baseUrl + '/api/content/warrantyTerms.pdf');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    } finally {
      await api.stop();
    }
  });
});
