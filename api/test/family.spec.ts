import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { PARENT_LINK_ATTEMPTS } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { TestClock } from './support.js';
import { createGood, createPerson, PASSWORD, type Person } from './pointshop-support.js';
import { writeClassRace } from './classes-support.js';

describe('families: link with the child’s one-time code, create a child, follow progress', () => {
  let api: RunningApi;
  let hash: string;
  const clock = new TestClock();
  beforeAll(async () => {
    api = await startApi({}, clock);
    hash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await api?.stop();
  });

  const parent = () => createPerson(api, hash, { role: 'parent' });
  const pupil = () => createPerson(api, hash);
  const accountOf = async (p: Person) => (await api.db.prisma.user.findUniqueOrThrow({ where: { id: p.id } })).account;
  const codeFor = async (child: Person) => (await api.post('/api/family/link-code', undefined, child.auth)).body.data.code as string;
  const link = (who: Person, account: string, code: string) => api.post('/api/family/link', { account, code }, who.auth);

  test('a parent links a child with the account name and the code the child shows; the code works once', async () => {
    const [mum, child] = [await parent(), await pupil()];
    const code = await codeFor(child);
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    const account = await accountOf(child);
    const linked = await link(mum, account.toUpperCase(), `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
    expect(linked.body).toMatchObject({ code: 200, msg: 'childLinked', data: { id: child.id, account, points: 0 } });
    expect((await api.get('/api/family/children', mum.auth)).body.data).toEqual([expect.objectContaining({ id: child.id })]);
    expect((await link(mum, account, code)).body).toMatchObject({ code: 400, msg: 'linkCodeInvalid' });

    // Several children; a new code from a linked child still links (the same parent again) harmlessly.
    const second = await pupil();
    await link(mum, await accountOf(second), await codeFor(second));
    expect((await link(mum, account, await codeFor(child))).body.code).toBe(200);
    expect((await api.get('/api/family/children', mum.auth)).body.data.map((c: { id: number }) => c.id)).toEqual([child.id, second.id]);
  });

  test('wrong codes, unknown accounts and expired codes get one answer and change nothing; a child with a parent is not taken; attempts are limited', async () => {
    const [mum, child] = [await parent(), await pupil()];
    const account = await accountOf(child);
    const code = await codeFor(child);
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    expect((await link(mum, account, wrong)).body).toEqual({ code: 400, msg: 'linkCodeInvalid', errors: [{ field: 'code', msg: 'linkCodeInvalid' }] });
    expect((await link(mum, 'no-such-child', code)).body).toEqual({ code: 400, msg: 'linkCodeInvalid', errors: [{ field: 'code', msg: 'linkCodeInvalid' }] });
    expect((await link(mum, account, 'AB1')).body).toMatchObject({ code: 400, errors: [{ field: 'code', msg: 'linkCodeInvalid' }] });
    // Tokens live an hour, so the code is aged in place rather than by the clock.
    await api.db.prisma.parentLinkCode.update({ where: { userId: child.id }, data: { expiresAt: new Date(clock.now().getTime() - 1) } });
    expect((await link(mum, account, code)).body.msg).toBe('linkCodeInvalid');
    expect((await api.db.prisma.user.findUniqueOrThrow({ where: { id: child.id } })).parentId).toBeNull();

    const dad = await parent();
    await link(dad, account, await codeFor(child));
    expect((await link(mum, account, await codeFor(child))).body).toEqual({ code: 409, msg: 'childHasParent' });
    expect((await api.db.prisma.user.findUniqueOrThrow({ where: { id: child.id } })).parentId).toBe(dad.id);

    const guesser = await parent();
    for (let i = 0; i < PARENT_LINK_ATTEMPTS.max; i++) await link(guesser, account, wrong);
    const other = await pupil();
    const fresh = await codeFor(other);
    expect((await link(guesser, await accountOf(other), fresh)).body).toEqual({ code: 429, msg: 'tooFrequent5min' });
  });

  test("a parent creates a child's account, which signs in and is linked", async () => {
    const mum = await parent();
    const account = `kid-${Date.now().toString(36)}`;
    const made = await api.post('/api/family/children', { account, password: 'secret12', pupilName: '陈小红', gradeCode: 3 }, mum.auth);
    expect(made.body).toMatchObject({ code: 200, msg: 'childCreated', data: { account, name: '陈小红', gradeCode: 3 } });
    expect((await api.post('/api/family/children', { account, password: 'secret12', pupilName: 'X', gradeCode: 3 }, mum.auth)).body).toMatchObject({ code: 409, msg: 'accountExists' });
    expect((await api.post('/api/family/children', { account: 'bad name!', password: '1', pupilName: '', gradeCode: 0 }, mum.auth)).body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['account', 'gradeCode', 'password', 'pupilName']);
    const login = await api.post('/api/user/login', { username: account, password: 'secret12' });
    expect(login.body.data).toMatchObject({ role: 'pupil', gradeCode: 3 });
    expect((await api.get('/api/family/children', mum.auth)).body.data.map((c: { account: string }) => c.account)).toEqual([account]);
  });

  test("the family page: races, dictionary games, game-centre sessions, rank in the grade, points, redemptions, matches, classes", async () => {
    const [mum, child, teacher] = [await parent(), await pupil(), await createPerson(api, hash, { role: 'teacher' })];
    await link(mum, await accountOf(child), await codeFor(child));
    const { data: made } = (await api.post('/api/classes', { name: 'P3 Kindness', gradeCode: 5, year: 2026 }, teacher.auth)).body;
    await api.post('/api/classes/join', { code: made.code }, child.auth);
    const typing = await writeClassRace(api, teacher.id, 1, [{ userId: child.id, place: 1, wpm: 33, accuracy: 97 }]);
    const dictionary = await writeClassRace(api, teacher.id, 2, [{ userId: child.id, place: 1, accuracy: 80 }]);
    await api.db.prisma.gameSession.create({
      data: { id: `gs-${child.id}`, userId: child.id, game: 'plane', level: 'elementary', gradeCode: 5, seed: 's', items: [], deadline: clock.now(), status: 'finished', finishedAt: clock.now(), score: 120, correct: 6, answered: 7, points: 12 },
    });
    const good = await createGood(api, { points: 5, stock: 3 });
    await api.db.prisma.redemption.create({ data: { userId: child.id, goodsId: good.id, quantity: 1, points: 5, status: 'toBeDelivered', idempotencyKey: `k-${child.id}` } });
    const match = await api.db.prisma.match.create({ data: { game: 1, title: 'Saturday race', startTime: clock.now(), durationSec: 120, gradeCodes: [5], level: 'elementary', capacity: 40 } });
    await api.db.prisma.matchSignup.create({ data: { matchId: match.id, userId: child.id } });

    const { body } = await api.get(`/api/family/children/${child.id}/progress`, mum.auth);
    expect(body.code).toBe(200);
    expect(body.data.races).toEqual([expect.objectContaining({ raceId: typing, wpm: 33, accuracy: 97, classroom: true, fairPlay: 'ok' })]);
    expect(body.data.dictionary).toEqual([expect.objectContaining({ raceId: dictionary, accuracy: 80 })]);
    expect(body.data.games).toEqual([expect.objectContaining({ game: 'plane', score: 120, points: 12 })]);
    expect(body.data.redemptions).toEqual([expect.objectContaining({ nameEn: good.nameEn, points: 5, status: 'toBeDelivered' })]);
    expect(body.data.matches).toEqual([expect.objectContaining({ id: match.id, title: 'Saturday race' })]);
    expect(body.data.classes).toEqual([{ id: made.id, name: 'P3 Kindness', teacherName: expect.any(String) }]);
    const earned = (await api.db.prisma.pointsLedgerEntry.aggregate({ where: { userId: child.id }, _sum: { delta: true } }))._sum.delta!;
    expect(body.data.points).toEqual({ balance: earned, thisWeek: earned });
    expect(body.data.rank.weekly).toBeGreaterThanOrEqual(1);
    expect(body.data.rank.allTime).toBeGreaterThanOrEqual(1);
    // The board says the same place.
    const board = await api.get(`/api/ranking?board=pointsWeek&gradeCode=5&limit=100`, child.auth);
    expect(board.body.data.me.place).toBe(body.data.rank.weekly);
  });
});
