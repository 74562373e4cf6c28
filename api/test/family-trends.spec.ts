import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { CHILD_TRENDS_DAYS, CHILD_TRENDS_WEEKS, DASHBOARD_CACHE_MS, type ChildTrends } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { TestClock } from './support.js';
import { createPerson, PASSWORD, type Person } from './pointshop-support.js';

/** 12:00 on Wednesday 11 March 2026 in Singapore: the week began on Monday 9 March. */
const NOW = Date.parse('2026-03-11T04:00:00Z');
const GRADE = 7;
const clock = new TestClock(NOW);

/**
 * The parent's view of a child against figures worked out by hand. The seed has no results, so
 * the grade's pupils are the six this file makes (the child and O1–O5) plus one of another grade.
 */
describe("families: a child's trends against the grade's median", () => {
  let api: RunningApi;
  let hash: string;
  let parent: Person;
  let child: Person;
  let trends: ChildTrends;
  const names: string[] = [];
  let n = 0;

  beforeAll(async () => {
    api = await startApi({}, clock);
    hash = await hashPassword(PASSWORD);
    const prisma = api.db.prisma;
    parent = await createPerson(api, hash, { role: 'parent' });
    const pupil = async (gradeCode: number, parentId?: number) => {
      const person = await createPerson(api, hash, { parentId });
      const user = await prisma.user.update({ where: { id: person.id }, data: { gradeCode } });
      names.push(user.name);
      return person;
    };
    child = await pupil(GRADE, parent.id);
    const others = [await pupil(GRADE), await pupil(GRADE), await pupil(GRADE), await pupil(GRADE), await pupil(GRADE)];
    const elsewhere = await pupil(GRADE - 1);
    /** A typing race whose minutes are correctChars / cpm. */
    const race = (who: Person, at: string, wpm: number, accuracy: number, minutes: number, fairPlay = 'ok') =>
      prisma.raceResult.create({ data: { raceId: `trend-${++n}`, userId: who.id, game: 1, score: 10, wpm, accuracy, cpm: 20, correctChars: 20 * minutes, fairPlay, finishedAt: new Date(at) } });

    // The child: 23:30 on Tuesday 10 March in Singapore is 15:30 UTC, still the 10th there.
    await race(child, '2026-03-10T02:00:00Z', 20, 90, 2);
    await race(child, '2026-03-10T15:30:00Z', 30, 100, 2);
    await race(child, '2026-03-10T05:00:00Z', 99, 100, 1, 'flagged'); // held: neither speed nor minutes
    // 23:30 on Sunday 8 March in Singapore: the week before, the day before.
    await race(child, '2026-03-08T15:30:00Z', 10, 80, 3);
    await prisma.raceResult.create({ data: { raceId: `trend-${++n}`, userId: child.id, game: 2, score: 5, detail: { answers: { 0: { ms: 30_000 }, 1: { ms: 30_000 }, 2: { ms: 'x' } } }, finishedAt: new Date('2026-03-08T12:00:00Z') } });
    await prisma.gameSession.create({
      data: { id: `trend-game-${child.id}`, userId: child.id, game: 'bee', level: 'elementary', gradeCode: GRADE, seed: 's', items: [], issuedAt: new Date('2026-03-10T03:00:00Z'), finishedAt: new Date('2026-03-10T03:01:30Z'), deadline: new Date('2026-03-10T03:10:00Z'), status: 'finished' },
    });
    // The grade this week (10 March): weekly means 10 (8 and 12), 15, 40, 50, 5.
    const [o1, o2, o3, o4, o5] = others;
    await race(o1, '2026-03-10T05:00:00Z', 8, 80, 1);
    await race(o1, '2026-03-10T06:00:00Z', 12, 80, 1);
    await race(o2, '2026-03-10T05:00:00Z', 15, 85, 3);
    await race(o3, '2026-03-10T05:00:00Z', 40, 90, 4);
    await race(o4, '2026-03-10T05:00:00Z', 50, 100, 6);
    await race(o5, '2026-03-10T05:00:00Z', 5, 70, 1);
    await race(elsewhere, '2026-03-10T05:00:00Z', 100, 100, 30); // another grade: in no median

    // Characters: the grade's six practised this week; known this week 3 (child), 0, 1, 2, 5, 4.
    const known = (who: Person, count: number, at: string) =>
      prisma.characterMemory.createMany({
        data: Array.from({ length: count }, () => ({
          userId: who.id, character: String.fromCodePoint(0x4e00 + n++), fsrsState: 2, due: new Date(NOW), stability: 1, difficulty: 1, scheduledDays: 1, learningSteps: 0, reps: 1, lapses: 0, lastGrade: 3, state: 'known', knownAt: new Date(at), updatedAt: new Date(at),
        })),
      });
    await known(child, 2, '2026-03-10T05:00:00Z');
    await known(child, 1, '2026-03-08T16:30:00Z'); // 00:30 on Monday 9 March: this week
    await known(child, 1, '2026-03-08T15:30:00Z'); // 23:30 on Sunday 8 March: the week before
    await known(o2, 1, '2026-03-10T05:00:00Z');
    await known(o3, 2, '2026-03-10T05:00:00Z');
    await known(o4, 5, '2026-03-10T05:00:00Z');
    await known(o5, 4, '2026-03-10T05:00:00Z');
    await known(elsewhere, 9, '2026-03-10T05:00:00Z');
    await prisma.learningDay.createMany({ data: [child, ...others, elsewhere].map((who) => ({ userId: who.id, day: '2026-03-10' })) });

    trends = (await api.get(`/api/family/children/${child.id}/trends`, parent.auth)).body.data;
  });
  afterAll(async () => {
    await api?.stop();
  });

  const week = (start: string) => trends.weeks.find((w) => w.weekStart === start)!;
  const day = (d: string) => trends.days.find((x) => x.day === d)!;

  test('speed and accuracy per Singapore week: the child\'s mean of counted races, the grade\'s median of pupils\' means', () => {
    expect(trends.weeks).toHaveLength(CHILD_TRENDS_WEEKS);
    expect(trends.weeks[0].weekStart).toBe('2026-01-19');
    expect(trends.weeks.at(-1)?.weekStart).toBe('2026-03-09');
    // The child 25 (20, 30; the held 99 left out) among 5, 10, 15, 40, 50: the median of six is (15 + 25) / 2.
    expect(week('2026-03-09')).toMatchObject({ wpm: 25, accuracy: 95, races: 2, gradeWpm: 20, gradeAccuracy: 87.5 });
    // Only the child typed in the week before: a median of one pupil would be the child's own, so none is given.
    expect(week('2026-03-02')).toMatchObject({ wpm: 10, accuracy: 80, races: 1, gradeWpm: null, gradeAccuracy: null });
    expect(week('2026-02-23')).toMatchObject({ wpm: null, accuracy: null, races: 0, gradeWpm: null });
  });

  test('characters known per week, against the median of the grade\'s pupils who practised (none known counts)', () => {
    // 3 this week (one at 00:30 on Monday), 1 the week before (23:30 on Sunday); the grade 0, 1, 2, 3, 4, 5.
    expect(week('2026-03-09')).toMatchObject({ known: 3, gradeKnown: 2.5 });
    expect(week('2026-03-02')).toMatchObject({ known: 1, gradeKnown: null });
  });

  test('minutes per Singapore day over 14 days, against the median of the grade\'s pupils who practised that day', () => {
    expect(trends.days).toHaveLength(CHILD_TRENDS_DAYS);
    expect(trends.days[0].day).toBe('2026-02-26');
    expect(trends.days.at(-1)?.day).toBe('2026-03-11');
    expect(trends.today).toBe('2026-03-11');
    // 10 March: races of 2 and 2 minutes (the second at 23:30) and a game round of 1.5; the grade 1, 2, 3, 4, 5.5, 6.
    expect(day('2026-03-10')).toEqual({ day: '2026-03-10', minutes: 5.5, gradeMinutes: 3.5 });
    // 8 March: a race of 3 minutes at 23:30 and a dictionary round of two 30-second answers.
    expect(day('2026-03-08')).toEqual({ day: '2026-03-08', minutes: 4, gradeMinutes: null });
    expect(day('2026-03-09')).toEqual({ day: '2026-03-09', minutes: 0, gradeMinutes: null });
  });

  test("the child's place in the grade over four weeks: two of six pupils are faster, so the faster half", () => {
    // Means over the weeks: the child 20 (20, 30, 10); the grade 5, 10, 15, 20, 40, 50.
    expect(trends.place).toEqual({ band: 'top50', wpm: 20, gradeWpm: 17.5, pupils: 6 });
    expect(trends.gradeCode).toBe(GRADE);
  });

  test('no other child is named or counted one by one', () => {
    const text = JSON.stringify(trends);
    for (const name of names.slice(1)) expect(text).not.toContain(name);
  });

  test('only the child, a linked parent, their teachers and operators; others get 403 without learning whether the child exists', async () => {
    const url = `/api/family/children/${child.id}/trends`;
    expect((await api.get(url, child.auth)).status).toBe(200);
    const stranger = await createPerson(api, hash, { role: 'parent' });
    expect((await api.get(url, stranger.auth)).body).toEqual({ code: 403, msg: 'forbidden' });
    expect((await api.get('/api/family/children/999999/trends', stranger.auth)).body.code).toBe(403);
    expect((await api.get('/api/family/children/abc/trends', parent.auth)).status).toBe(404);
    expect((await api.get(url)).status).toBe(401);
  });

  test('figures are reused for DASHBOARD_CACHE_MS, then computed again with a race finished meanwhile', async () => {
    const url = `/api/family/children/${child.id}/trends`;
    const races = async () => ((await api.get(url, parent.auth)).body.data as ChildTrends).weeks.at(-1)!.races;
    const before = await races();
    await api.db.prisma.raceResult.create({ data: { raceId: `trend-${++n}`, userId: child.id, game: 1, score: 10, wpm: 25, accuracy: 95, cpm: 20, correctChars: 20, fairPlay: 'ok', finishedAt: new Date(NOW - 60_000) } });
    expect(await races()).toBe(before);
    clock.advance(DASHBOARD_CACHE_MS);
    expect(await races()).toBe(before + 1);
  });
});
