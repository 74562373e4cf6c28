import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { startApi, type RunningApi } from './harness.js';
import { createPerson, PASSWORD, type Person } from './pointshop-support.js';
import { writePractice } from './classes-support.js';

describe('homework: a teacher assigns practice to a class; pupils see it; the teacher sees who did it and how well', () => {
  let api: RunningApi;
  let hash: string;
  let teacher: Person;
  beforeAll(async () => {
    api = await startApi();
    hash = await hashPassword(PASSWORD);
    teacher = await createPerson(api, hash, { role: 'teacher' });
  });
  afterAll(async () => {
    await api?.stop();
  });

  const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString();

  test('assigning checks every field; progress counts practice of that game and mode within the window, capped at the count', async () => {
    const made = (await api.post('/api/classes', { name: 'P3 Homework', gradeCode: 5, year: 2026 }, teacher.auth)).body.data;
    const [a, b, outsider] = [await createPerson(api, hash), await createPerson(api, hash), await createPerson(api, hash)];
    for (const p of [a, b]) await api.post('/api/classes/join', { code: made.code }, p.auth);
    const assign = (body: unknown, who = teacher) => api.post(`/api/classes/${made.id}/homework`, body, who.auth);

    const bad = await assign({ game: 3, gradeCode: 9, level: 'expert', mode: 'ime', count: 0, dueAt: 'tomorrow' });
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['count', 'dueAt', 'game', 'gradeCode', 'level', 'mode']);
    expect((await assign({ game: 1, gradeCode: 5, level: 'elementary', count: 2, dueAt: new Date(Date.now() - 1000).toISOString() })).body).toEqual({ code: 400, msg: 'dueInPast', errors: [{ field: 'dueAt', msg: 'dueInPast' }] });
    expect((await assign({ game: 1, gradeCode: 5, level: 'elementary', count: 2, dueAt: inTwoDays() }, a)).body).toEqual({ code: 403, msg: 'forbidden' });
    expect(await api.db.prisma.homework.count({ where: { classId: made.id } })).toBe(0);

    // Practice before the homework was given does not count.
    await writePractice(api, a.id, 1, 'hanzi', 10);
    const { body } = await assign({ game: 1, gradeCode: 5, level: 'elementary', mode: 'hanzi', count: 2, dueAt: inTwoDays() });
    expect(body).toMatchObject({ code: 200, msg: 'homeworkAssigned', data: { game: 1, mode: 'hanzi', count: 2, pupils: [{ userId: a.id, done: 0 }, { userId: b.id, done: 0 }] } });
    await api.db.prisma.homework.update({ where: { id: body.data.id }, data: { createdAt: new Date(Date.now() - 1) } });
    for (const accuracy of [90, 80, 70]) await writePractice(api, a.id, 1, 'hanzi', accuracy, 30);
    await writePractice(api, b.id, 1, 'pinyin', 100);
    await writePractice(api, b.id, 2, 'hanzi', 100);
    await writePractice(api, outsider.id, 1, 'hanzi', 100);

    const list = (await api.get(`/api/classes/${made.id}/homework`, teacher.auth)).body.data;
    expect(list[0].pupils).toEqual([
      { userId: a.id, name: expect.any(String), done: 2, accuracy: 80, wpm: 30 },
      { userId: b.id, name: expect.any(String), done: 0, accuracy: null, wpm: null },
    ]);
    const mine = async (who: Person, game: number) => (await api.get(`/api/homework?game=${game}`, who.auth)).body.data;
    expect(await mine(a, 1)).toEqual([expect.objectContaining({ id: body.data.id, className: 'P3 Homework', done: 2, count: 2 })]);
    expect(await mine(a, 2)).toEqual([]);
    expect(await mine(outsider, 1)).toEqual([]);
    expect((await api.get('/api/homework?game=7', a.auth)).status).toBe(400);
    // The family page lists it too, for a linked parent.
    const parent = await createPerson(api, hash, { role: 'parent' });
    await api.db.prisma.user.update({ where: { id: a.id }, data: { parentId: parent.id } });
    expect((await api.get(`/api/family/children/${a.id}/progress`, parent.auth)).body.data.homework).toEqual([expect.objectContaining({ id: body.data.id, done: 2 })]);

    await api.db.prisma.homework.update({ where: { id: body.data.id }, data: { dueAt: new Date(Date.now() - 1) } });
    expect(await mine(a, 1)).toEqual([]);
    expect((await api.get(`/api/classes/${made.id}/homework`, teacher.auth)).body.data).toHaveLength(1);
  });
});
