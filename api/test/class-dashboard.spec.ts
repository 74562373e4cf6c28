import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { DASHBOARD_CACHE_MS, type ClassDashboard, type ClassListItem } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { createPerson, type Person } from './pointshop-support.js';
import { TestClock } from './support.js';

/** 12:00 on Wednesday 11 March 2026 in Singapore: this Singapore week began on Monday 9 March (16:00 UTC on the 8th). */
const NOW = Date.parse('2026-03-11T04:00:00Z');
const DAY = 86_400_000;
const clock = new TestClock(NOW);

/**
 * The teacher's class dashboard against figures worked out by hand: four pupils (A, B, C, D) in a
 * P3 class, an outsider whose results must never count, and results either side of the Singapore
 * week's edge (23:30 on Sunday and 00:30 on Monday, Singapore time).
 */
describe('class dashboard', () => {
  let api: RunningApi;
  let teacher: Person, otherTeacher: Person, operator: Person, parent: Person;
  let a: Person, b: Person, c: Person, d: Person, outsider: Person;
  let classId: number;

  beforeAll(async () => {
    api = await startApi({}, clock);
    const prisma = api.db.prisma;
    const hash = await hashPassword('pupil123');
    [teacher, otherTeacher, operator, parent] = await Promise.all((['teacher', 'teacher', 'operator', 'parent'] as const).map((role) => createPerson(api, hash, { role })));
    [a, b, c, d, outsider] = await Promise.all(Array.from({ length: 5 }, () => createPerson(api, hash)));
    for (const [pupil, name] of [[a, 'Ana'], [b, 'Ben'], [c, 'Cai'], [d, 'Dev']] as const) await prisma.user.update({ where: { id: pupil.id }, data: { name } });
    classId = (await api.post('/api/classes', { name: 'P3 Courage', gradeCode: 5, year: 2026 }, teacher.auth)).body.data.id;
    await prisma.classMember.createMany({ data: [a, b, c, d].map((p, i) => ({ classId, userId: p.id, joinedAt: new Date(NOW - (10 - i) * DAY) })) });

    let n = 0;
    const result = (who: Person, at: string, wpm: number, accuracy: number, extra: Record<string, unknown> = {}) =>
      prisma.raceResult.create({ data: { raceId: `dash-${++n}`, userId: who.id, game: 1, score: 10, wpm, accuracy, finishedAt: new Date(at), ...extra } });
    await result(a, '2026-03-03T10:00:00Z', 20, 90);
    await result(a, '2026-03-08T15:30:00Z', 30, 100); // 23:30 on Sunday 8 March in Singapore: last week
    await result(a, '2026-03-08T16:30:00Z', 40, 96); // 00:30 on Monday 9 March in Singapore: this week
    await result(a, '2026-03-10T01:00:00Z', 99, 99, { fairPlay: 'flagged' }); // held: not the pupil's pace
    await result(a, '2026-03-10T02:00:00Z', 5, 5, { game: 2 }); // a dictionary race is not typing
    await result(a, '2025-12-20T02:00:00Z', 1, 1); // before the ten weeks
    await result(b, '2026-03-04T02:00:00Z', 10, 80);
    await result(b, '2026-03-10T02:00:00Z', 20, 90);
    await result(c, '2026-03-05T02:00:00Z', 40, 70);
    await result(outsider, '2026-03-10T02:00:00Z', 100, 100);

    const card = (who: Person, character: string, state: string, extra: { wrong?: number; knownAt?: string } = {}) =>
      prisma.characterMemory.create({
        data: {
          userId: who.id, character, state, fsrsState: 2, due: new Date(NOW), stability: 1, difficulty: 5, scheduledDays: 1, learningSteps: 0, reps: 1, lapses: 0,
          lastGrade: state === 'tricky' ? 1 : 3, wrong: extra.wrong ?? 0, knownAt: extra.knownAt ? new Date(extra.knownAt) : null, updatedAt: new Date(NOW),
        },
      });
    await card(a, '大', 'known', { knownAt: '2026-03-08T16:30:00Z' }); // this week in Singapore
    await card(a, '水', 'known', { knownAt: '2026-03-10T02:00:00Z' });
    await card(b, '小', 'known', { knownAt: '2026-03-08T15:30:00Z' }); // last week in Singapore
    await card(c, '山', 'learning', { knownAt: '2026-03-03T02:00:00Z' }); // known once, forgotten since: not counted
    await card(outsider, '火', 'known', { knownAt: '2026-03-10T02:00:00Z' });
    await card(a, '日', 'tricky', { wrong: 3 });
    await card(b, '日', 'tricky', { wrong: 2 });
    await card(a, '月', 'learning', { wrong: 1 });
    await card(c, '月', 'tricky', { wrong: 1 });
    await card(b, '目', 'known', { wrong: 2 });
    await card(outsider, '目', 'tricky', { wrong: 10 });
    // Twelve characters D missed once each: only the top twelve of fifteen make the grid.
    for (const character of '一二三四五六七八九十百千') await card(d, character, 'tricky', { wrong: 1 });

    // A dictionary homework set on Monday 9 March (three questions by Friday): A did it all, B some,
    // C practised another level, and B's practice before it was set does not count.
    const homework = await prisma.homework.create({ data: { classId, game: 2, gradeCode: 5, level: 'elementary', count: 3, dueAt: new Date('2026-03-13T10:00:00Z'), createdAt: new Date('2026-03-09T01:00:00Z') } });
    await prisma.homework.create({ data: { classId, game: 2, gradeCode: 5, level: 'elementary', count: 1, dueAt: new Date('2026-02-08T10:00:00Z'), createdAt: new Date('2026-02-01T01:00:00Z') } });
    const practice = (who: Person, at: string, completed: number, level = 'elementary') =>
      prisma.raceResult.create({ data: { raceId: `practice-dash-${++n}`, userId: who.id, game: 2, score: 10, gradeCode: 5, level, completed, finishedAt: new Date(at) } });
    await practice(a, '2026-03-10T03:00:00Z', 3);
    await practice(b, '2026-03-10T03:00:00Z', 1);
    await practice(b, '2026-03-01T03:00:00Z', 5);
    await practice(c, '2026-03-10T03:00:00Z', 5, 'intermediate');
    expect(homework.id).toBeGreaterThan(0);

    // The class list: D practised only last week; the next P3 race is the grade-5 one tomorrow, not the P1 one sooner or the one past.
    await prisma.learningDay.create({ data: { userId: d.id, day: '2026-03-08' } });
    const match = (title: string, at: number, gradeCodes: number[]) => prisma.match.create({ data: { game: 1, title, startTime: new Date(at), durationSec: 120, gradeCodes, level: 'elementary', capacity: 40 } });
    await match('P3 race past', NOW - DAY, [5]);
    await match('P1 race soon', NOW + 3_600_000, [1]);
    const next = await match('P3 race tomorrow', NOW + DAY, [5, 6]);
    await prisma.matchSignup.createMany({ data: [{ matchId: next.id, userId: a.id }, { matchId: next.id, userId: outsider.id }] });
  });
  afterAll(async () => {
    await api?.stop();
  });

  const dashboard = async (): Promise<ClassDashboard> => {
    const answer = await api.get(`/api/classes/${classId}/dashboard`, teacher.auth);
    expect(answer.status).toBe(200);
    return answer.body.data as ClassDashboard;
  };

  test('speed and accuracy per Singapore week: quartiles over the pupils\' weekly means, counted typing results of the class only', async () => {
    const { weeks, thisWeek } = await dashboard();
    expect(thisWeek).toBe('2026-03-09');
    expect(weeks).toHaveLength(10);
    expect(weeks[0].weekStart).toBe('2026-01-05');
    expect(weeks.slice(-2)).toEqual([
      // A (20 and 30 WPM: 25), B 10, C 40; accuracy A 95, B 80, C 70.
      { weekStart: '2026-03-02', pupils: 3, wpm: { p25: 17.5, median: 25, p75: 32.5 }, accuracy: { p25: 75, median: 80, p75: 87.5 }, charactersKnown: 1 },
      // A 40 (the 00:30 Monday result), B 20; the held 99 and the outsider's 100 are left out.
      { weekStart: '2026-03-09', pupils: 2, wpm: { p25: 25, median: 30, p75: 35 }, accuracy: { p25: 91.5, median: 93, p75: 94.5 }, charactersKnown: 2 },
    ]);
    expect(weeks.slice(0, -2).every((w) => w.pupils === 0 && w.wpm === null && w.accuracy === null && w.charactersKnown === 0)).toBe(true);
  });

  test("each pupil's weekly trend with the latest week and the change in speed", async () => {
    const { pupils } = await dashboard();
    expect(pupils.map((p) => p.name)).toEqual(['Ana', 'Ben', 'Cai', 'Dev']);
    expect(pupils[0]).toMatchObject({
      weeks: [{ weekStart: '2026-03-02', wpm: 25, accuracy: 95, results: 2 }, { weekStart: '2026-03-09', wpm: 40, accuracy: 96, results: 1 }],
      latest: { weekStart: '2026-03-09', wpm: 40 }, wpmChange: 15,
    });
    expect(pupils[1]).toMatchObject({ latest: { wpm: 20, accuracy: 90 }, wpmChange: 10 });
    expect(pupils[2]).toMatchObject({ weeks: [{ weekStart: '2026-03-02', wpm: 40, accuracy: 70, results: 1 }], wpmChange: null });
    expect(pupils[3]).toMatchObject({ weeks: [], latest: null, wpmChange: null });
  });

  test('tricky characters: the twelve most missed in the class, and who missed each', async () => {
    const { tricky } = await dashboard();
    expect(tricky.characters).toHaveLength(12);
    expect(tricky.characters.slice(0, 3)).toEqual([
      { character: '日', pinyin: 'rì', wrong: 5, pupils: 2 },
      { character: '月', pinyin: 'yuè', wrong: 2, pupils: 2 },
      { character: '目', pinyin: 'mù', wrong: 2, pupils: 1 }, // the outsider's ten misses are not the class's
    ]);
    const cells = (character: string) => tricky.cells.filter((cell) => cell.character === character);
    // A character's cells come in pupil id order; the pupils were created at once, so their ids are in any order.
    const byPupil = <T extends { userId: number }>(list: T[]) => list.sort((x, y) => x.userId - y.userId);
    expect(cells('日')).toEqual(byPupil([{ userId: a.id, character: '日', wrong: 3, tricky: true }, { userId: b.id, character: '日', wrong: 2, tricky: true }]));
    expect(cells('月')).toEqual(byPupil([{ userId: a.id, character: '月', wrong: 1, tricky: false }, { userId: c.id, character: '月', wrong: 1, tricky: true }]));
    expect(cells('目')).toEqual([{ userId: b.id, character: '目', wrong: 2, tricky: false }]);
    expect(new Set(tricky.cells.map((cell) => cell.character)).size).toBe(12);
  });

  test('homework done per assignment, latest due first', async () => {
    const { homework } = await dashboard();
    expect(homework.map(({ count, done, started, pupils }) => ({ count, done, started, pupils }))).toEqual([
      { count: 3, done: 1, started: 1, pupils: 4 },
      { count: 1, done: 0, started: 0, pupils: 4 },
    ]);
  });

  test("the class list: size, pupils active this Singapore week and the next race for the class's grade", async () => {
    const { body } = await api.get('/api/classes', teacher.auth);
    const item = (body.data as ClassListItem[]).find((x) => x.id === classId)!;
    // A (00:30 Monday), B and C (practice on Tuesday) are active; D practised only last week.
    expect(item).toMatchObject({ pupils: 4, activeThisWeek: 3, nextRace: { title: 'P3 race tomorrow', startTime: new Date(NOW + DAY).toISOString(), signedUp: 1 } });
  });

  test('only the class teacher and operators: 403 for another teacher, a pupil of the class and a parent; 401 signed out; 404 for no such class', async () => {
    const get = (auth: RequestInit, id: number | string = classId) => api.get(`/api/classes/${id}/dashboard`, auth);
    expect((await get(operator.auth)).status).toBe(200);
    expect((await get(otherTeacher.auth)).body).toEqual({ code: 403, msg: 'forbidden' });
    expect((await get(a.auth)).status).toBe(403);
    expect((await get(parent.auth)).status).toBe(403);
    expect((await get({})).status).toBe(401);
    expect((await get(teacher.auth, 999_999)).status).toBe(404);
    expect((await get(teacher.auth, 'abc')).status).toBe(404);
  });

  test("figures are reused for DASHBOARD_CACHE_MS, but the teacher's own homework and pupils show at once", async () => {
    const before = await dashboard();
    const prisma = api.db.prisma;
    // A pupil's race: the next request still has the figures, the one after the cache's time has it.
    await prisma.raceResult.create({ data: { raceId: 'dash-cache', userId: b.id, game: 1, score: 10, wpm: 77, accuracy: 97, finishedAt: new Date(NOW - 60_000) } });
    expect(await dashboard()).toEqual(before);
    // The teacher sets homework: it is on the very next request.
    const set = await api.post(`/api/classes/${classId}/homework`, { game: 1, gradeCode: 5, level: 'elementary', count: 2, dueAt: new Date(NOW + 3 * DAY).toISOString() }, teacher.auth);
    expect(set.status).toBe(200);
    const withHomework = await dashboard();
    expect(withHomework.homework).toHaveLength(before.homework.length + 1);
    clock.advance(DASHBOARD_CACHE_MS);
    const later = await dashboard();
    const bThisWeek = (d: ClassDashboard) => d.pupils.find((p) => p.userId === b.id)!.weeks.at(-1)!;
    expect(bThisWeek(later)).not.toEqual(bThisWeek(before));
  });
});
