import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { CLASS_MAX_PUPILS } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { createPerson, PASSWORD, type Person } from './pointshop-support.js';
import { del, writeClassRace } from './classes-support.js';

describe('classes: create, join with the code, roster, CSV, remove', () => {
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

  const pupil = () => createPerson(api, hash);
  const create = (who: Person, body: unknown = { name: 'P3 Courage', gradeCode: 5, year: 2026 }) => api.post('/api/classes', body, who.auth);
  const join = (who: Person, code: string) => api.post('/api/classes/join', { code }, who.auth);
  const rename = (who: Person, name: string) => api.db.prisma.user.update({ where: { id: who.id }, data: { name } });

  test('a teacher creates a class with a code; bad input is refused field by field and changes nothing', async () => {
    const before = await api.db.prisma.schoolClass.count();
    expect((await create(teacher, { name: ' ', gradeCode: 9, year: 1999 })).body).toMatchObject({
      code: 400, errors: expect.arrayContaining([{ field: 'name', msg: 'required' }, { field: 'gradeCode', msg: 'invalidGrade' }, { field: 'year', msg: 'invalidValue' }]),
    });
    expect((await create(await pupil())).body).toEqual({ code: 403, msg: 'forbidden' });
    expect(await api.db.prisma.schoolClass.count()).toBe(before);
    const { body } = await create(teacher);
    expect(body).toMatchObject({ code: 200, msg: 'classCreated', data: { name: 'P3 Courage', gradeCode: 5, year: 2026, pupils: 0 } });
    expect(body.data.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect((await api.get('/api/classes', teacher.auth)).body.data.map((c: { id: number }) => c.id)).toContain(body.data.id);
  });

  test('pupils join with the code (case and spaces forgiven) once; wrong codes, parents and a full class are refused', async () => {
    const { data: made } = (await create(teacher)).body;
    const [a, parent] = [await pupil(), await createPerson(api, hash, { role: 'parent' })];
    const spaced = `${made.code.slice(0, 4).toLowerCase()} ${made.code.slice(4)}`;
    expect((await join(a, spaced)).body).toMatchObject({ code: 200, msg: 'classJoined', data: { id: made.id, pupils: 1 } });
    expect((await join(a, made.code)).body).toEqual({ code: 409, msg: 'alreadyInClass' });
    expect((await join(a, 'ABCDEFGH')).body).toMatchObject({ code: 404, msg: 'classCodeInvalid' });
    expect((await join(a, 'ABC')).body).toMatchObject({ code: 400, errors: [{ field: 'code', msg: 'classCodeInvalid' }] });
    expect((await join(parent, made.code)).body).toEqual({ code: 403, msg: 'pupilsOnly' });
    expect((await api.get('/api/classes', a.auth)).body.data).toEqual([expect.objectContaining({ id: made.id, pupils: 1, teacherName: expect.any(String) })]);

    // Filled to one short of full: of two pupils joining at once, exactly one gets the last place.
    const fillers = await Promise.all(Array.from({ length: CLASS_MAX_PUPILS - 2 }, () => pupil()));
    await api.db.prisma.classMember.createMany({ data: fillers.map((p) => ({ classId: made.id, userId: p.id })) });
    const answers = await Promise.all([join(await pupil(), made.code), join(await pupil(), made.code)]);
    expect(answers.map((r) => r.body.msg).sort()).toEqual(['classFull', 'classJoined']);
    expect(await api.db.prisma.classMember.count({ where: { classId: made.id } })).toBe(CLASS_MAX_PUPILS);
  });

  test('personal codes from the join sheet: the teacher chooses how many; each lets one pupil join once, then is spent; the class code still works', async () => {
    const made = (await create(teacher)).body.data;
    const makeCodes = (body: unknown, who = teacher) => api.post(`/api/classes/${made.id}/join-codes`, body, who.auth);
    expect((await makeCodes({ count: 0 })).body).toMatchObject({ code: 400, errors: [{ field: 'count', msg: 'invalidValue' }] });
    expect((await makeCodes({ count: CLASS_MAX_PUPILS + 1 })).body).toMatchObject({ code: 400, errors: [{ field: 'count', msg: 'invalidValue' }] });
    expect((await makeCodes({ count: 2 }, await createPerson(api, hash, { role: 'teacher' }))).body).toEqual({ code: 403, msg: 'forbidden' });
    expect((await makeCodes({ count: 2 }, await pupil())).body).toMatchObject({ code: 403 });
    expect(await api.db.prisma.classJoinCode.count({ where: { classId: made.id } })).toBe(0);

    const { body } = await makeCodes({ count: 3 });
    expect(body).toMatchObject({ code: 200, msg: 'joinCodesMade' });
    const codes: string[] = body.data.map((c: { code: string }) => c.code);
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    expect(codes.every((c) => /^[A-Z2-9]{10}$/.test(c) && c !== made.code)).toBe(true);
    // The audit entry counts the codes but never holds them.
    const entry = await api.db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'class.joinCodes', targetId: String(made.id) } });
    expect(entry).toMatchObject({ actorId: teacher.id, before: { unused: 0 }, after: { unused: 3 } });
    expect(JSON.stringify(entry)).not.toContain(codes[0]);

    const [a, b, c] = [await pupil(), await pupil(), await pupil()];
    expect((await join(a, codes[0].toLowerCase().replace(/(.{5})/, '$1 '))).body).toMatchObject({ code: 200, msg: 'classJoined', data: { id: made.id, pupils: 1 } });
    // Spent: the next pupil with the same code is refused, with a message the page translates, and nothing changes.
    expect((await join(b, codes[0])).body).toEqual({ code: 409, msg: 'classCodeUsed', errors: [{ field: 'code', msg: 'classCodeUsed' }] });
    expect(await api.db.prisma.classMember.count({ where: { classId: made.id } })).toBe(1);
    // A pupil already in the class does not spend a code.
    expect((await join(a, codes[1])).body).toEqual({ code: 409, msg: 'alreadyInClass' });
    expect((await api.get(`/api/classes/${made.id}/join-codes`, teacher.auth)).body.data.map((x: { code: string }) => x.code)).toEqual([codes[1], codes[2]]);
    expect((await join(b, 'ABCDEFGHJK')).body).toMatchObject({ code: 404, msg: 'classCodeInvalid' });
    expect((await join(b, made.code)).body).toMatchObject({ code: 200, data: { pupils: 2 } });
    // Two pupils racing for one code: exactly one gets in.
    const d = await pupil();
    const raced = await Promise.all([join(c, codes[2]), join(d, codes[2])]);
    expect(raced.map((r) => r.body.msg).sort()).toEqual(['classCodeUsed', 'classJoined']);
    expect((await api.get(`/api/classes/${made.id}/join-codes`, teacher.auth)).body.data.map((x: { code: string }) => x.code)).toEqual([codes[1]]);
    expect((await api.get(`/api/classes/${made.id}/join-codes`, (await createPerson(api, hash, { role: 'teacher' })).auth)).body).toEqual({ code: 403, msg: 'forbidden' });

    // Unused codes are capped per class, so a sheet cannot be printed without end.
    expect((await makeCodes({ count: CLASS_MAX_PUPILS })).body.code).toBe(200);
    expect((await makeCodes({ count: CLASS_MAX_PUPILS })).body).toEqual({ code: 409, msg: 'tooManyUnusedCodes', errors: [{ field: 'count', msg: 'tooManyUnusedCodes' }] });
  });

  test("the roster: each pupil's last activity, typing trend, dictionary accuracy, points this week, and the class's races", async () => {
    const { data: made } = (await create(teacher)).body;
    const [a, b, outsider, idle] = [await pupil(), await pupil(), await pupil(), await pupil()];
    await rename(a, '=Tan 小明, "Ah Boy"');
    for (const p of [a, b, idle]) await join(p, made.code);
    const first = await writeClassRace(api, teacher.id, 1, [{ userId: a.id, place: 1, wpm: 30, accuracy: 90 }, { userId: b.id, place: 2, wpm: 20, accuracy: 80 }, { userId: outsider.id, place: 3 }]);
    const second = await writeClassRace(api, teacher.id, 1, [{ userId: a.id, place: 1, wpm: 40, accuracy: 100 }]);
    await writeClassRace(api, teacher.id, 2, [{ userId: b.id, place: 1, accuracy: 75 }]);
    // Another teacher's race with the same pupil is not this class's race.
    const stranger = await createPerson(api, hash, { role: 'teacher' });
    await writeClassRace(api, stranger.id, 1, [{ userId: a.id, place: 1, wpm: 10, accuracy: 50 }]);

    const { body } = await api.get(`/api/classes/${made.id}/roster`, teacher.auth);
    expect(body.code).toBe(200);
    const row = (p: Person) => body.data.pupils.find((r: { userId: number }) => r.userId === p.id);
    expect(body.data.pupils.map((r: { userId: number }) => r.userId)).toEqual([a.id, b.id, idle.id]);
    expect(row(a)).toMatchObject({ name: '=Tan 小明, "Ah Boy"', typingWpm: 26.7, typingAccuracy: 80, dictionaryAccuracy: null, lastActivity: expect.any(String) });
    expect(row(a).typingTrend.map((t: { wpm: number }) => t.wpm)).toEqual([30, 40, 10]);
    expect(row(b)).toMatchObject({ typingWpm: 20, dictionaryAccuracy: 75 });
    const earned = await api.db.prisma.pointsLedgerEntry.aggregate({ where: { userId: a.id }, _sum: { delta: true } });
    expect(row(a).pointsThisWeek).toBe(earned._sum.delta);
    expect(row(a).pointsThisWeek).toBeGreaterThan(0);
    expect(row(idle)).toMatchObject({ lastActivity: null, typingTrend: [], typingWpm: null, pointsThisWeek: 0 });
    const races = body.data.races as { raceId: string; racers: { userId: number; place: number }[] }[];
    expect(races.map((r) => r.raceId).slice(1)).toEqual([second, first]);
    expect(races.find((r) => r.raceId === first)!.racers.map((r) => r.userId)).toEqual([a.id, b.id]);

    const progress = await api.get(`/api/classes/${made.id}/pupils/${a.id}/progress`, teacher.auth);
    expect(progress.body.data.races).toHaveLength(3);
    expect((await api.get(`/api/classes/${made.id}/pupils/${outsider.id}/progress`, teacher.auth)).body).toEqual({ code: 404, msg: 'pupilNotInClass' });

    const csv = await fetch(`${api.baseUrl}/api/classes/${made.id}/roster.csv`, teacher.authIn('zh'));
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('姓名,加入时间,最近活动,打字速度（WPM）,打字准确率（%）,词典准确率（%）,本周积分');
    expect(lines[1]).toMatch(/^"'=Tan 小明, ""Ah Boy""",\d{4}-\d\d-\d\d \d\d:\d\d,\d{4}-\d\d-\d\d \d\d:\d\d,26\.7,80,,\d+$/);
    expect(lines).toHaveLength(5);
  });

  test("a race opened for the class shows its pupils a notice with the join code until it expires", async () => {
    const { data: made } = (await create(teacher)).body;
    const [inClass, outside] = [await pupil(), await pupil()];
    await join(inClass, made.code);
    const announce = (body: unknown, who = teacher) => api.post(`/api/classes/${made.id}/races`, body, who.auth);
    expect((await announce({ raceId: 'race-1', joinCode: 'O0I1LX', game: 3 })).body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['game', 'joinCode', 'raceId']);
    expect((await announce({ raceId: 'class-aaaaaaaaaaaa', joinCode: 'ABCDEF', game: 1 }, await createPerson(api, hash, { role: 'teacher' }))).body).toEqual({ code: 403, msg: 'forbidden' });
    const { body } = await announce({ raceId: 'class-aaaaaaaaaaaa', joinCode: 'abc def', game: 1 });
    expect(body.data).toMatchObject({ raceId: 'class-aaaaaaaaaaaa', joinCode: 'ABCDEF', game: 1, classId: made.id, className: 'P3 Courage' });
    const notices = async (who: Person) => (await api.get('/api/classes/invites', who.auth)).body.data as { raceId: string }[];
    expect((await notices(inClass)).map((n) => n.raceId)).toEqual(['class-aaaaaaaaaaaa']);
    expect(await notices(outside)).toEqual([]);
    // The same race cannot be announced to a second class.
    const { data: other } = (await create(teacher)).body;
    expect((await api.post(`/api/classes/${other.id}/races`, { raceId: 'class-aaaaaaaaaaaa', joinCode: 'ABCDEF', game: 1 }, teacher.auth)).body).toEqual({ code: 409, msg: 'raceForOtherClass' });
    await api.db.prisma.classRaceInvite.updateMany({ where: { raceId: 'class-aaaaaaaaaaaa' }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await notices(inClass)).toEqual([]);
    // A race that finished (results written) is no longer announced, even before the notice expires.
    await announce({ raceId: 'class-bbbbbbbbbbbb', joinCode: 'ABCDEF', game: 1 });
    expect((await notices(inClass)).map((n) => n.raceId)).toEqual(['class-bbbbbbbbbbbb']);
    await writeClassRace(api, teacher.id, 1, [{ userId: inClass.id, place: 1 }], 'class-bbbbbbbbbbbb');
    expect(await notices(inClass)).toEqual([]);
  });

  test('the teacher removes a pupil; other teachers cannot; a missing class or pupil is not found', async () => {
    const { data: made } = (await create(teacher)).body;
    const a = await pupil();
    await join(a, made.code);
    const other = await createPerson(api, hash, { role: 'teacher' });
    expect((await del(api, `/api/classes/${made.id}/pupils/${a.id}`, other.auth)).body).toEqual({ code: 403, msg: 'forbidden' });
    expect((await api.get(`/api/classes/${made.id}/roster`, other.auth)).body).toEqual({ code: 403, msg: 'forbidden' });
    expect((await del(api, `/api/classes/${made.id}/pupils/${a.id}`, teacher.auth)).body).toEqual({ code: 200, msg: 'pupilRemoved' });
    expect((await del(api, `/api/classes/${made.id}/pupils/${a.id}`, teacher.auth)).body).toEqual({ code: 404, msg: 'pupilNotInClass' });
    expect((await api.get(`/api/classes/${made.id}/roster`, teacher.auth)).body.data.pupils).toEqual([]);
    expect((await api.get('/api/classes', a.auth)).body.data).toEqual([]);
    expect((await api.get('/api/classes/2147483647/roster', teacher.auth)).body).toEqual({ code: 404, msg: 'classNotFound' });
    expect((await api.get('/api/classes/abc/roster', teacher.auth)).body).toEqual({ code: 404, msg: 'classNotFound' });
  });
});
