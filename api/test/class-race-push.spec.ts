import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { CLASS_RACE_INVITE_STREAMS_PER_PUPIL } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { createPerson, PASSWORD, type Person } from './pointshop-support.js';
import { openNoticeStream as openStream, writeClassRace } from './classes-support.js';

/** Another API instance over the first one's database, which is migrated and seeded already. */
const ANOTHER_INSTANCE = { migrateOnStart: false, seedOnStart: false };

describe('class race notices are pushed to the class\'s pupils only', () => {
  let api: RunningApi;
  let second: RunningApi;
  let hash: string;
  let teacher: Person;
  beforeAll(async () => {
    api = await startApi();
    // With Redis (CI), a second API instance over the same data: a pupil's stream may be held by
    // either. Without Redis there is one instance by design (the in-process bus).
    second = process.env.REDIS_URL ? await startApi(ANOTHER_INSTANCE, undefined, api.db) : api;
    hash = await hashPassword(PASSWORD);
    teacher = await createPerson(api, hash, { role: 'teacher' });
  });
  afterAll(async () => {
    if (second !== api) await second?.stop();
    await api?.stop();
  });

  test('a pupil of the class gets the notice within 2 s of the teacher opening the race, on any instance; other pupils get nothing; the notice goes when the race ends', async () => {
    const made = (await api.post('/api/classes', { name: 'P3 Push', gradeCode: 5, year: 2026 }, teacher.auth)).body.data;
    const other = (await api.post('/api/classes', { name: 'P3 Elsewhere', gradeCode: 5, year: 2026 }, teacher.auth)).body.data;
    const [inClass, alsoInClass, outside] = [await createPerson(api, hash), await createPerson(api, hash), await createPerson(api, hash)];
    await api.post('/api/classes/join', { code: made.code }, inClass.auth);
    await api.post('/api/classes/join', { code: made.code }, alsoInClass.auth);
    await api.post('/api/classes/join', { code: other.code }, outside.auth);

    const mine = await openStream(api, inClass.auth);
    const onSecond = await openStream(second, alsoInClass.auth);
    const theirs = await openStream(api, outside.auth);
    expect(mine.status).toBe(200);
    // Each stream opens with the pupil's current list.
    expect([await mine.next(), await onSecond.next(), await theirs.next()]).toEqual([[], [], []]);

    const opened = Date.now();
    await api.post(`/api/classes/${made.id}/races`, { raceId: 'class-00000000beef', joinCode: 'ABCDEF', game: 1 }, teacher.auth);
    const pushed = await mine.next(2_000);
    expect(Date.now() - opened).toBeLessThan(2_000);
    expect(pushed).toEqual([expect.objectContaining({ raceId: 'class-00000000beef', joinCode: 'ABCDEF', classId: made.id, className: 'P3 Push' })]);
    expect(await onSecond.next(2_000)).toEqual(pushed);
    expect(await theirs.next(500)).toBeNull();

    // The race's results are written: the class's pupils get their list again, now without it.
    await writeClassRace(api, teacher.id, 1, [{ userId: inClass.id, place: 1 }], 'class-00000000beef');
    expect(await mine.next()).toEqual([]);
    expect(await onSecond.next()).toEqual([]);
    expect(await theirs.next(500)).toBeNull();
    for (const s of [mine, onSecond, theirs]) s.close();
  });

  test('with Redis away the API stays up: the teacher still announces and the pupils streaming from this instance still get the notice', async () => {
    const cut = await startApi({ ...ANOTHER_INSTANCE, redisUrl: 'redis://127.0.0.1:9' }, undefined, api.db);
    try {
      const made = (await cut.post('/api/classes', { name: 'P3 Offline', gradeCode: 5, year: 2026 }, teacher.auth)).body.data;
      const pupil = await createPerson(api, hash);
      await cut.post('/api/classes/join', { code: made.code }, pupil.auth);
      const stream = await openStream(cut, pupil.auth);
      expect(await stream.next()).toEqual([]);
      const announced = await cut.post(`/api/classes/${made.id}/races`, { raceId: 'class-00000000cafe', joinCode: 'ABCDEF', game: 1 }, teacher.auth);
      expect(announced.body.code).toBe(200);
      expect(await stream.next(3_000)).toEqual([expect.objectContaining({ raceId: 'class-00000000cafe' })]);
      stream.close();
    } finally {
      await cut.stop();
    }
  });

  test("a pupil's tabs hold at most CLASS_RACE_INVITE_STREAMS_PER_PUPIL streams: the oldest is told it was replaced, then closed", async () => {
    const pupil = await createPerson(api, hash);
    const tabs = [];
    for (let i = 0; i <= CLASS_RACE_INVITE_STREAMS_PER_PUPIL; i++) tabs.push(await openStream(api, pupil.auth));
    expect(await tabs[0].ended).toEqual(['invites', 'replaced']);
    expect(await tabs.at(-1)!.next()).toEqual([]);
    for (const tab of tabs) tab.close();
  });

  test('only pupils open a stream: teachers, parents and operators are refused, visitors must sign in', async () => {
    for (const role of ['teacher', 'parent', 'operator'] as const) {
      const refused = await openStream(api, (await createPerson(api, hash, { role })).auth);
      expect([role, refused.status, refused.body]).toEqual([role, 403, { code: 403, msg: 'forbidden' }]);
    }
    expect((await openStream(api, {})).status).toBe(401);
  });
});
