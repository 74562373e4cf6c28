import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { CLASS_ROUTES, FAMILY_ROUTES } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { createPerson, PASSWORD, type Person } from './pointshop-support.js';
import { del, openNoticeStream } from './classes-support.js';

const ROLES = ['pupil', 'otherPupil', 'parent', 'otherParent', 'teacher', 'otherTeacher', 'operator', 'visitor'] as const;
type Who = (typeof ROLES)[number];
/** Expected HTTP status for each caller; every cell is asserted. */
type Expected = Record<Who, number>;

const only = (allowed: Partial<Record<Who, number>>, otherwise = 403): Expected =>
  Object.fromEntries(ROLES.map((r) => [r, r === 'visitor' ? 401 : (allowed[r] ?? otherwise)])) as Expected;

/**
 * Every route of classes and families called by a pupil, another pupil, the pupil's parent,
 * another parent, the pupil's teacher, another teacher, an operator and a visitor. "pupil" is in
 * the teacher's class and linked to "parent"; the "other" ones are a second family and class.
 */
describe('classes and families: who may call what', () => {
  let api: RunningApi;
  const people = {} as Record<Exclude<Who, 'visitor'>, Person>;
  let classId: number;
  let spareCode: string;
  const auth = (who: Who) => (who === 'visitor' ? {} : people[who].auth);

  beforeAll(async () => {
    api = await startApi();
    const hash = await hashPassword(PASSWORD);
    for (const [who, role] of [['pupil', 'pupil'], ['otherPupil', 'pupil'], ['parent', 'parent'], ['otherParent', 'parent'], ['teacher', 'teacher'], ['otherTeacher', 'teacher'], ['operator', 'operator']] as const) {
      people[who] = await createPerson(api, hash, { role });
    }
    await api.db.prisma.user.update({ where: { id: people.pupil.id }, data: { parentId: people.parent.id } });
    await api.db.prisma.user.update({ where: { id: people.otherPupil.id }, data: { parentId: people.otherParent.id } });
    const mine = (await api.post('/api/classes', { name: 'P3 Mine', gradeCode: 5, year: 2026 }, people.teacher.auth)).body.data;
    const theirs = (await api.post('/api/classes', { name: 'P3 Theirs', gradeCode: 5, year: 2026 }, people.otherTeacher.auth)).body.data;
    // Joining this one must not make either teacher the teacher of a pupil in the matrix.
    const thirdTeacher = await createPerson(api, hash, { role: 'teacher' });
    spareCode = (await api.post('/api/classes', { name: 'P3 Open', gradeCode: 5, year: 2026 }, thirdTeacher.auth)).body.data.code;
    classId = mine.id;
    await api.post('/api/classes/join', { code: mine.code }, people.pupil.auth);
    await api.post('/api/classes/join', { code: theirs.code }, people.otherPupil.auth);
  });
  afterAll(async () => {
    await api?.stop();
  });

  /** One request per route; `expected` lists each caller's status. Mutating calls use data no other call needs. */
  const matrix: Record<keyof typeof CLASS_ROUTES | keyof typeof FAMILY_ROUTES, { call: (who: Who) => Promise<{ status: number; body: any }>; expected: Expected }> = {
    classes: { call: (who) => api.get('/api/classes', auth(who)), expected: only({ pupil: 200, otherPupil: 200, teacher: 200, otherTeacher: 200, operator: 200 }) },
    createClass: { call: (who) => api.post('/api/classes', { name: 'New', gradeCode: 3, year: 2026 }, auth(who)), expected: only({ teacher: 200, otherTeacher: 200 }) },
    joinClass: { call: (who) => api.post('/api/classes/join', { code: spareCode }, auth(who)), expected: only({ pupil: 200, otherPupil: 200 }) },
    classRoster: { call: (who) => api.get(`/api/classes/${classId}/roster`, auth(who)), expected: only({ teacher: 200, operator: 200 }) },
    classRosterCsv: { call: (who) => api.get(`/api/classes/${classId}/roster.csv`, auth(who)), expected: only({ teacher: 200, operator: 200 }) },
    classPupilProgress: { call: (who) => api.get(`/api/classes/${classId}/pupils/${people.pupil.id}/progress`, auth(who)), expected: only({ teacher: 200, operator: 200 }) },
    classDashboard: { call: (who) => api.get(`/api/classes/${classId}/dashboard`, auth(who)), expected: only({ teacher: 200, operator: 200 }) },
    classRemovePupil: {
      // Each allowed caller removes a pupil of its own, so the first removal does not turn the second into a 404.
      call: async (who) => {
        const extra = await createPerson(api, await hashPassword(PASSWORD));
        await api.db.prisma.classMember.create({ data: { classId, userId: extra.id } });
        return del(api, `/api/classes/${classId}/pupils/${extra.id}`, auth(who));
      },
      expected: only({ teacher: 200, operator: 200 }),
    },
    classJoinCodes: { call: (who) => api.get(`/api/classes/${classId}/join-codes`, auth(who)), expected: only({ teacher: 200, operator: 200 }) },
    makeClassJoinCodes: { call: (who) => api.post(`/api/classes/${classId}/join-codes`, { count: 1 }, auth(who)), expected: only({ teacher: 200 }) },
    classRaceInvite: { call: (who) => api.post(`/api/classes/${classId}/races`, { raceId: 'class-0123456789ab', joinCode: 'ABCDEF', game: 1 }, auth(who)), expected: only({ teacher: 200, operator: 200 }) },
    classRaceInviteStream: {
      call: async (who) => {
        const stream = await openNoticeStream(api, auth(who));
        stream.close();
        return stream;
      },
      expected: only({ pupil: 200, otherPupil: 200 }),
    },
    classRaceInvites: { call: (who) => api.get('/api/classes/invites', auth(who)), expected: only({ pupil: 200, otherPupil: 200, parent: 200, otherParent: 200, teacher: 200, otherTeacher: 200, operator: 200 }) },
    classHomework: { call: (who) => api.get(`/api/classes/${classId}/homework`, auth(who)), expected: only({ teacher: 200, operator: 200 }) },
    assignHomework: {
      call: (who) => api.post(`/api/classes/${classId}/homework`, { game: 2, gradeCode: 5, level: 'elementary', count: 3, dueAt: new Date(Date.now() + 86_400_000).toISOString() }, auth(who)),
      expected: only({ teacher: 200 }),
    },
    myHomework: { call: (who) => api.get('/api/homework?game=2', auth(who)), expected: only({ pupil: 200, otherPupil: 200, parent: 200, otherParent: 200, teacher: 200, otherTeacher: 200, operator: 200 }) },
    familyChildren: { call: (who) => api.get('/api/family/children', auth(who)), expected: only({ parent: 200, otherParent: 200 }) },
    familyCreateChild: {
      call: (who) => api.post('/api/family/children', { account: `kid-${who.toLowerCase()}`, password: 'secret12', pupilName: 'Kid', gradeCode: 3 }, auth(who)),
      expected: only({ parent: 200, otherParent: 200 }),
    },
    familyChildProgress: { call: (who) => api.get(`/api/family/children/${people.pupil.id}/progress`, auth(who)), expected: only({ pupil: 200, parent: 200, teacher: 200, operator: 200 }) },
    familyChildTrends: { call: (who) => api.get(`/api/family/children/${people.pupil.id}/trends`, auth(who)), expected: only({ pupil: 200, parent: 200, teacher: 200, operator: 200 }) },
    familyLink: { call: (who) => api.post('/api/family/link', { account: 'nobody-here', code: 'ABCDEF' }, auth(who)), expected: only({ parent: 400, otherParent: 400 }) },
    familySettings: { call: (who) => api.get('/api/family/settings', auth(who)), expected: only({ parent: 200, otherParent: 200 }) },
    familyUpdateSettings: { call: (who) => api.post('/api/family/settings', { weeklySummary: false }, { ...auth(who), method: 'PUT' }), expected: only({ parent: 200, otherParent: 200 }) },
    familyLinkCode: { call: (who) => api.post('/api/family/link-code', undefined, auth(who)), expected: only({ pupil: 200, otherPupil: 200 }) },
    // Sign-in cards: the child's parent and teacher only, not the child, not an operator (a card signs the child in).
    signInCardPrint: { call: (who) => api.post(`/api/sign-in-cards/children/${people.pupil.id}`, undefined, auth(who)), expected: only({ parent: 200, teacher: 200 }) },
    signInCardsPrintClass: { call: (who) => api.post(`/api/sign-in-cards/classes/${classId}`, undefined, auth(who)), expected: only({ teacher: 200 }) },
    deviceSignIns: { call: (who) => api.get(`/api/sign-in-cards/children/${people.pupil.id}/devices`, auth(who)), expected: only({ parent: 200, teacher: 200 }) },
    deviceSignInsEnd: { call: (who) => del(api, `/api/sign-in-cards/children/${people.pupil.id}/devices`, auth(who)), expected: only({ parent: 200, teacher: 200 }) },
    cardSignIn: { call: (who) => api.post('/api/sign-in-cards/sign-in', { code: 'ABCDEFGHJK' }, auth(who)), expected: Object.fromEntries(ROLES.map((r) => [r, 400])) as Expected },
  };

  test('the matrix names every route of the two features', () => {
    expect(Object.keys(matrix).sort()).toEqual([...Object.keys(CLASS_ROUTES), ...Object.keys(FAMILY_ROUTES)].sort());
  });

  test('each caller gets exactly the expected status, and a refusal carries no data', async () => {
    const got: Record<string, Record<Who, number>> = {};
    for (const [name, { call }] of Object.entries(matrix)) {
      got[name] = {} as Record<Who, number>;
      for (const who of ROLES) {
        const { status, body } = await call(who);
        got[name][who] = status;
        if (status >= 400) expect([name, who, body.data]).toEqual([name, who, undefined]);
      }
    }
    expect(got).toEqual(Object.fromEntries(Object.entries(matrix).map(([name, { expected }]) => [name, expected])));
  });

  test('what the allowed callers see is theirs only', async () => {
    const ids = async (who: Who) => (await api.get('/api/classes', auth(who))).body.data.map((c: { name: string }) => c.name).sort();
    expect(await ids('pupil')).toEqual(['P3 Mine', 'P3 Open']);
    expect(await ids('otherTeacher')).toEqual(['New', 'P3 Theirs']);
    const children = async (who: Who) => (await api.get('/api/family/children', auth(who))).body.data.map((c: { id: number }) => c.id);
    expect(await children('parent')).toContain(people.pupil.id);
    expect(await children('parent')).not.toContain(people.otherPupil.id);
    expect(await children('otherParent')).not.toContain(people.pupil.id);
    const invites = async (who: Who) => (await api.get('/api/classes/invites', auth(who))).body.data.map((i: { raceId: string }) => i.raceId);
    const pushed = async (who: Who) => {
      const stream = await openNoticeStream(api, auth(who));
      const first = await stream.next();
      stream.close();
      return first?.map((i) => i.raceId);
    };
    expect([await pushed('pupil'), await pushed('otherPupil')]).toEqual([['class-0123456789ab'], []]);
    expect(await invites('pupil')).toEqual(['class-0123456789ab']);
    expect(await invites('otherPupil')).toEqual([]);
    expect(await invites('teacher')).toEqual([]);
    const homework = async (who: Who) => (await api.get('/api/homework?game=2', auth(who))).body.data.length;
    expect([await homework('pupil'), await homework('otherPupil')]).toEqual([1, 0]);
    const roster = (await api.get(`/api/classes/${classId}/roster`, people.teacher.auth)).body.data;
    const members = roster.pupils.map((p: { userId: number }) => p.userId);
    expect(members).toContain(people.pupil.id);
    expect(members).not.toContain(people.otherPupil.id);
    expect(JSON.stringify(roster)).not.toMatch(/account|email/);
    // The one code the matrix made is the teacher's class's, seen by no other teacher.
    expect((await api.get(`/api/classes/${classId}/join-codes`, people.teacher.auth)).body.data).toHaveLength(1);
  });
});
