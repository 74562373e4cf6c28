import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type RunningApi } from './harness.js';
import { TestClock, bearer, linkCode, nextMail, readOutbox, tempDir } from './support.js';

describe('sign-up as a parent or a pupil; a parent adds children once the email is verified', () => {
  let api: RunningApi;
  const outbox = tempDir('family-sign-up');
  const register = (body: Record<string, unknown>) => api.post('/api/user/register', { password: 'secret99', ...body });

  beforeAll(async () => {
    api = await startApi({ outboxDir: outbox, publicUrl: 'https://learnstar.test' }, new TestClock());
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('a parent signs up with a name and no grade and is signed in; children wait for the verified email', async () => {
    const mails = readOutbox(outbox).length;
    const signedUp = await register({ accountType: 'parent', account: 'Mum_Tan', email: 'mum.tan@example.sg', name: 'Mrs Tan', gradeCode: 2 });
    expect(signedUp.body).toMatchObject({
      code: 200,
      msg: 'emailValidationSent',
      data: { user: { account: 'mum_tan', name: 'Mrs Tan', role: 'parent', gradeCode: null, emailVerified: false }, token: expect.any(String) },
    });
    const mum = bearer(signedUp.body.data.token);
    expect(signedUp.body.data.expireTime).toBeGreaterThan(Date.now());
    expect((await api.get('/api/user/profile', mum)).body.data).toMatchObject({ id: signedUp.body.data.userId, role: 'parent' });
    expect((await api.get('/api/family/children', mum)).body).toMatchObject({ code: 200, data: [] });

    // Before the email answers its link: neither a new child nor a linked one, and nothing is made.
    const users = await api.db.prisma.user.count();
    const child = { account: 'tan_kid', password: 'secret12', pupilName: '陈小红', gradeCode: 1 };
    expect((await api.post('/api/family/children', child, mum)).body).toEqual({ code: 403, msg: 'emailNotVerified' });
    expect((await api.post('/api/family/link', { account: 'pupil1', code: 'ABCDEF' }, mum)).body).toEqual({ code: 403, msg: 'emailNotVerified' });
    expect(await api.db.prisma.user.count()).toBe(users);

    const mail = await nextMail(outbox, mails, 'mum.tan@example.sg');
    expect((await api.get(`/api/user/validateEmail?code=${encodeURIComponent(linkCode(mail))}`)).body.msg).toBe('emailValidated');
    expect((await api.post('/api/family/children', child, mum)).body).toMatchObject({ code: 200, msg: 'childCreated', data: { account: 'tan_kid', gradeCode: 1 } });

    const pupil = (await api.post('/api/user/login', { username: 'pupil1', password: 'learnstar1' })).body.token as string;
    const code = (await api.post('/api/family/link-code', undefined, bearer(pupil))).body.data.code as string;
    expect((await api.post('/api/family/link', { account: 'pupil1', code }, mum)).body).toMatchObject({ code: 200, msg: 'childLinked' });
    expect((await api.get('/api/family/children', mum)).body.data.map((c: { account: string }) => c.account)).toEqual(['pupil1', 'tan_kid']);
  });

  test('without an account type the sign-up is a pupil’s, signed in at once', async () => {
    const signedUp = await register({ account: 'kid_default', email: 'kid.default@example.sg', pupilName: 'Wei', gradeCode: 3 });
    expect(signedUp.body.data.user).toMatchObject({ role: 'pupil', name: 'Wei', gradeCode: 3 });
    expect((await api.get('/api/user/profile', bearer(signedUp.body.data.token))).body.data.role).toBe('pupil');
    const stated = await register({ accountType: 'pupil', account: 'kid_stated', email: 'kid.stated@example.sg', pupilName: 'Ling', gradeCode: 1 });
    expect(stated.body.data.user).toMatchObject({ role: 'pupil', gradeCode: 1 });
  });

  test('a teacher, an operator or an unknown type is refused with 400 and nothing is created', async () => {
    const users = await api.db.prisma.user.count();
    const mails = readOutbox(outbox).length;
    for (const accountType of ['teacher', 'operator', 'admin']) {
      const refused = await register({ accountType, account: `self_${accountType}`, email: `${accountType}@example.sg`, name: 'Ms Ng', pupilName: 'Ms Ng', gradeCode: 3 });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ code: 400, msg: 'validationFailed', errors: [{ field: 'accountType', msg: 'invalidAccountType' }] });
    }
    // A parent names themself; the pupil's fields do not stand in.
    const noName = await register({ accountType: 'parent', account: 'no_name', email: 'no.name@example.sg', pupilName: 'Kid', gradeCode: 3 });
    expect(noName.body).toEqual({ code: 400, msg: 'validationFailed', errors: [{ field: 'name', msg: 'required' }] });
    expect(await api.db.prisma.user.count()).toBe(users);
    expect(readOutbox(outbox)).toHaveLength(mails);
  });
});
