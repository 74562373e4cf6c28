import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RESET_EMAIL_RESEND_MS, RESET_LINK_TTL_MS } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { TestClock, bearer, linkCode, nextMail, readOutbox, tempDir } from './support.js';

describe('password reset and email validation by mail', () => {
  let api: RunningApi;
  const outbox = tempDir('outbox');
  const clock = new TestClock(Date.parse('2026-11-22T02:00:00Z'));
  const sendReset = (nickName: string, email: string) =>
    api.get(`/api/user/sendResetPswEmail?nickName=${encodeURIComponent(nickName)}&email=${encodeURIComponent(email)}`);
  const login = (username: string, password: string) => api.post('/api/user/login', { username, password });

  beforeAll(async () => {
    api = await startApi({ outboxDir: outbox, publicUrl: 'https://learnstar.test' }, clock);
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('forgot → link from the outbox → validate → reset → the new password works and old sessions end', async () => {
    const before = await login('parent1', 'learnstar1');
    const mails = readOutbox(outbox).length;
    expect((await sendReset('parent1', 'parent1@example.sg')).body).toEqual({ code: 200, msg: 'resetEmailSent' });
    const mail = await nextMail(outbox, mails, 'parent1@example.sg');
    expect(mail.to).toBe('parent1@example.sg');
    expect(mail.text).toContain('https://learnstar.test/resetpwd?code=');
    const code = linkCode(mail);
    expect(await api.db.prisma.authToken.count({ where: { tokenHash: code } })).toBe(0);

    const validated = await api.get(`/api/user/validatePswEmail?code=${encodeURIComponent(code)}`);
    expect(validated.body).toEqual({ code: 200, msg: 'ok', data: { userId: before.body.data.id } });
    const reset = await api.post(`/api/user/resetPsw?code=${encodeURIComponent(code)}&password=new-secret-1&oldPsw=&userId=${before.body.data.id}`);
    expect(reset.body).toEqual({ code: 200, msg: 'modificationSucceeded' });

    expect((await login('parent1', 'learnstar1')).body.msg).toBe('loginFailed');
    expect((await login('parent1', 'new-secret-1')).body.code).toBe(200);
    expect((await api.get('/api/user/profile', bearer(before.body.token))).status).toBe(401);
    // single use
    expect((await api.get(`/api/user/validatePswEmail?code=${encodeURIComponent(code)}`)).body).toEqual({ code: 400, msg: 'linkExpired' });
  });

  test('the same form again within 60 s is refused by the server; after 60 s it is sent again', async () => {
    clock.advance(RESET_EMAIL_RESEND_MS);
    expect((await sendReset('pupil1', 'nobody@example.sg')).body.code).toBe(200);
    expect((await sendReset('pupil1', 'nobody@example.sg')).body).toEqual({ code: 429, msg: 'tooManyRequests' });
    clock.advance(RESET_EMAIL_RESEND_MS);
    expect((await sendReset('pupil1', 'nobody@example.sg')).body.code).toBe(200);
  });

  test('an unknown account answers like a known one and sends nothing', async () => {
    const count = readOutbox(outbox).length;
    expect((await sendReset('ghost', 'ghost@example.sg')).body).toEqual({ code: 200, msg: 'resetEmailSent' });
    expect(readOutbox(outbox)).toHaveLength(count);
  });

  test('a reset link expires after 30 minutes, and a wrong userId or empty code is refused', async () => {
    clock.advance(RESET_EMAIL_RESEND_MS);
    const mails = readOutbox(outbox).length;
    await sendReset('teacher1', 'teacher1@example.sg');
    const code = linkCode(await nextMail(outbox, mails, 'teacher1@example.sg'));
    const userId = (await api.db.prisma.user.findUniqueOrThrow({ where: { account: 'teacher1' } })).id;
    expect((await api.post(`/api/user/resetPsw?code=${code}&password=abcdef1&userId=${userId + 1}`)).body.msg).toBe('linkExpired');
    expect((await api.post(`/api/user/resetPsw?code=&password=abcdef1&userId=${userId}`)).body.errors).toEqual([{ field: 'code', msg: 'linkExpired' }]);
    clock.advance(RESET_LINK_TTL_MS + 1);
    expect((await api.post(`/api/user/resetPsw?code=${code}&password=abcdef1&userId=${userId}`)).body.msg).toBe('linkExpired');
    expect((await login('teacher1', 'learnstar1')).body.code).toBe(200);
  });

  test('sign-up creates a trial account whose email is validated through the mailed link', async () => {
    const registered = await api.post(
      '/api/user/register',
      { account: 'Mei_Ling', password: 'secret99', email: 'mum.lim@example.sg', pupilName: 'Lim Mei Ling', gradeCode: 2 },
      { headers: { 'accept-language': 'zh' } },
    );
    expect(registered.body.code).toBe(200);
    const mail = readOutbox(outbox).at(-1)!;
    expect(mail.subject).toBe('确认您在学习星的电子邮箱');
    const { body } = await login('mei_ling', 'secret99');
    expect(body.data).toMatchObject({ account: 'mei_ling', gradeCode: 2, emailVerified: false });
    expect(body.data.expirationMill).toBe(30 * 24 * 3600_000);

    const validated = await api.get(`/api/user/validateEmail?code=${encodeURIComponent(linkCode(mail))}`);
    expect(validated.body).toEqual({ code: 200, msg: 'emailValidated', data: { email: 'mum.lim@example.sg' } });
    expect((await api.get('/api/user/profile', bearer(body.token))).body.data.emailVerified).toBe(true);
    expect((await api.get(`/api/user/validateEmail?code=${encodeURIComponent(linkCode(mail))}`)).body.msg).toBe('linkExpired');
  });

  test('sign-up refuses a taken account name (any case) and bad fields, storing nothing', async () => {
    const users = await api.db.prisma.user.count();
    expect((await api.post('/api/user/register', { account: 'PUPIL1', password: 'secret99', email: 'a@b.sg', pupilName: 'X', gradeCode: 1 })).body).toEqual({ code: 409, msg: 'accountExists' });
    const bad = await api.post('/api/user/register', { account: 'x y', password: '123', email: 'nope', pupilName: '', gradeCode: 9 });
    expect(bad.body.errors).toEqual([
      { field: 'account', msg: 'invalidAccountName' },
      { field: 'password', msg: 'passwordTooShort' },
      { field: 'email', msg: 'invalidEmail' },
      { field: 'pupilName', msg: 'required' },
      { field: 'gradeCode', msg: 'invalidGrade' },
    ]);
    expect(await api.db.prisma.user.count()).toBe(users);
  });
});
