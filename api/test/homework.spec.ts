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

  test('assigning checks every field; typing counts passages typed at the homework grade, level and mode within the window, capped at the count', async () => {
    const made = (await api.post('/api/classes', { name: 'P3 Homework', gradeCode: 5, year: 2026 }, teacher.auth)).body.data;
    const [a, b, outsider] = [await createPerson(api, hash), await createPerson(api, hash), await createPerson(api, hash)];
    for (const p of [a, b]) await api.post('/api/classes/join', { code: made.code }, p.auth);
    const assign = (body: unknown, who = teacher) => api.post(`/api/classes/${made.id}/homework`, body, who.auth);

    const bad = await assign({ game: 3, gradeCode: 9, level: 'expert', mode: 'ime', count: 0, dueAt: 'tomorrow' });
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['count', 'dueAt', 'game', 'gradeCode', 'level', 'mode']);
    expect((await assign({ game: 1, gradeCode: 5, level: 'elementary', count: 101, dueAt: inTwoDays() })).body.errors).toEqual([{ field: 'count', msg: 'invalidValue' }]);
    expect((await assign({ game: 1, gradeCode: 5, level: 'elementary', count: 2, dueAt: new Date(Date.now() - 1000).toISOString() })).body).toEqual({ code: 400, msg: 'dueInPast', errors: [{ field: 'dueAt', msg: 'dueInPast' }] });
    expect((await assign({ game: 1, gradeCode: 5, level: 'elementary', count: 2, dueAt: inTwoDays() }, a)).body).toEqual({ code: 403, msg: 'forbidden' });
    expect(await api.db.prisma.homework.count({ where: { classId: made.id } })).toBe(0);

    // Practice before the homework was given does not count.
    await writePractice(api, a.id, { game: 1, completed: 3 });
    const { body } = await assign({ game: 1, gradeCode: 5, level: 'intermediate', mode: 'hanzi', count: 5, dueAt: inTwoDays() });
    expect(body).toMatchObject({ code: 200, msg: 'homeworkAssigned', data: { game: 1, gradeCode: 5, level: 'intermediate', mode: 'hanzi', count: 5, pupils: [{ userId: a.id, done: 0 }, { userId: b.id, done: 0 }] } });
    await api.db.prisma.homework.update({ where: { id: body.data.id }, data: { createdAt: new Date(Date.now() - 1) } });
    // a: 2 + 2 passages at the right grade, level and mode; b: the right practice but one passage only,
    // then practice at another level, another grade, another mode, the other game.
    await writePractice(api, a.id, { game: 1, level: 'intermediate', completed: 2, accuracy: 90, wpm: 30 });
    await writePractice(api, a.id, { game: 1, level: 'intermediate', completed: 2, accuracy: 70, wpm: 20 });
    await writePractice(api, b.id, { game: 1, level: 'intermediate', completed: 1, accuracy: 100, wpm: 40 });
    await writePractice(api, b.id, { game: 1, level: 'elementary', completed: 9 });
    await writePractice(api, b.id, { game: 1, gradeCode: 6, level: 'intermediate', completed: 9 });
    await writePractice(api, b.id, { game: 1, level: 'intermediate', mode: 'pinyin', completed: 9 });
    await writePractice(api, b.id, { game: 2, level: 'intermediate', completed: 9 });
    await writePractice(api, outsider.id, { game: 1, level: 'intermediate', completed: 9 });

    const homeworkOf = async () => (await api.get(`/api/classes/${made.id}/homework`, teacher.auth)).body.data;
    expect((await homeworkOf())[0].pupils).toEqual([
      { userId: a.id, name: expect.any(String), done: 4, accuracy: 80, wpm: 25 },
      { userId: b.id, name: expect.any(String), done: 1, accuracy: 100, wpm: 40 },
    ]);
    // More passages than asked: done stops at the count.
    await writePractice(api, a.id, { game: 1, level: 'intermediate', completed: 3, accuracy: 80, wpm: 25 });
    expect((await homeworkOf())[0].pupils[0]).toMatchObject({ done: 5, accuracy: 80, wpm: 25 });
    const mine = async (who: Person, game: number) => (await api.get(`/api/homework?game=${game}`, who.auth)).body.data;
    expect(await mine(a, 1)).toEqual([expect.objectContaining({ id: body.data.id, className: 'P3 Homework', done: 5, count: 5, accuracy: 80, wpm: 25 })]);
    expect(await mine(b, 1)).toEqual([expect.objectContaining({ id: body.data.id, done: 1, accuracy: 100, wpm: 40 })]);
    expect(await mine(a, 2)).toEqual([]);
    expect(await mine(outsider, 1)).toEqual([]);
    expect((await api.get('/api/homework?game=7', a.auth)).status).toBe(400);
    // The family page lists it too, for a linked parent.
    const parent = await createPerson(api, hash, { role: 'parent' });
    await api.db.prisma.user.update({ where: { id: a.id }, data: { parentId: parent.id } });
    expect((await api.get(`/api/family/children/${a.id}/progress`, parent.auth)).body.data.homework).toEqual([expect.objectContaining({ id: body.data.id, done: 5 })]);

    // Practice after the due time does not count; the pupil's list drops the homework, the teacher's keeps it.
    await api.db.prisma.homework.update({ where: { id: body.data.id }, data: { dueAt: new Date(Date.now() - 1) } });
    await writePractice(api, b.id, { game: 1, level: 'intermediate', completed: 4 });
    expect(await mine(a, 1)).toEqual([]);
    expect((await homeworkOf())[0].pupils[1]).toMatchObject({ userId: b.id, done: 1 });
  });

  test('dictionary homework counts questions answered at its grade and level, with accuracy and no speed', async () => {
    const made = (await api.post('/api/classes', { name: 'P3 Words', gradeCode: 5, year: 2026 }, teacher.auth)).body.data;
    const pupil = await createPerson(api, hash);
    await api.post('/api/classes/join', { code: made.code }, pupil.auth);
    const { body } = await api.post(`/api/classes/${made.id}/homework`, { game: 2, gradeCode: 5, level: 'elementary', mode: 'pinyin', count: 20, dueAt: inTwoDays() }, teacher.auth);
    // A dictionary homework has no typing mode whatever the form sent.
    expect(body.data).toMatchObject({ game: 2, mode: 'hanzi', count: 20 });
    await api.db.prisma.homework.update({ where: { id: body.data.id }, data: { createdAt: new Date(Date.now() - 1) } });
    await writePractice(api, pupil.id, { game: 2, completed: 8, accuracy: 75 });
    await writePractice(api, pupil.id, { game: 2, completed: 6, accuracy: 50 });
    await writePractice(api, pupil.id, { game: 2, level: 'advanced', completed: 10 });
    await writePractice(api, pupil.id, { game: 1, completed: 10 });
    expect((await api.get('/api/homework?game=2', pupil.auth)).body.data).toEqual([expect.objectContaining({ id: body.data.id, done: 14, count: 20, accuracy: 62.5, wpm: null })]);
  });
});
