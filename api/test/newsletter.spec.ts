import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type RunningApi } from './harness.js';

describe('POST /api/user/addNewsEmail', () => {
  let api: RunningApi;
  const count = () => api.db.prisma.newsletterSubscription.count();
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('stores a valid address once, case-insensitively', async () => {
    const first = await api.post('/api/user/addNewsEmail', { email: 'Mum.Tan@Example.sg' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ code: 200, msg: 'newsletterSubscribed' });
    const again = await api.post('/api/user/addNewsEmail', { email: 'mum.tan@example.sg' });
    expect(again.body).toEqual({ code: 200, msg: 'newsletterAlreadySubscribed' });
    const rows = await api.db.prisma.newsletterSubscription.findMany();
    expect(rows.map((r) => r.email)).toEqual(['mum.tan@example.sg']);
  });

  test('the locale of the request is kept for later mail', async () => {
    await api.post('/api/user/addNewsEmail', { email: 'ba@example.sg' }, { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    const row = await api.db.prisma.newsletterSubscription.findUniqueOrThrow({ where: { email: 'ba@example.sg' } });
    expect(row.locale).toBe('zh');
  });

  const bad: [string, unknown, string][] = [
    ['missing email', {}, 'required'],
    ['empty email', { email: '' }, 'required'],
    ['not an email', { email: 'not-an-email' }, 'invalidEmail'],
    ['HTML in the field', { email: '<script>alert(1)</script>@x.com' }, 'invalidEmail'],
    ['SQL in the field', { email: "a@b.com'; DROP TABLE \"User\";--" }, 'invalidEmail'],
    ['wrong type', { email: 42 }, 'invalidValue'],
  ];
  test.each(bad)('%s → 400 with a field error and nothing stored', async (_label, body, msg) => {
    const before = await count();
    const response = await api.post('/api/user/addNewsEmail', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 400, msg: 'validationFailed', errors: [{ field: 'email', msg }] });
    expect(await count()).toBe(before);
  });

  test('malformed JSON → 400 envelope', async () => {
    const response = await api.post('/api/user/addNewsEmail', '{"email": ');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(400);
  });

  test('an oversized body → 413 envelope and nothing stored', async () => {
    const before = await count();
    const response = await api.post('/api/user/addNewsEmail', { email: 'big@example.sg', padding: 'x'.repeat(200_000) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ code: 413, msg: 'payloadTooLarge' });
    expect(await count()).toBe(before);
  });
});
