import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MINI_GAME_RULES, WRITE_STROKE_SCORE, WRITE_TRACED_STROKE_SCORE, miniGamePoints, resample, type GameAnswer, type WriteSessionStart } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { TestClock } from './support.js';
import { finishSession, newPupil, startSession } from './games-support.js';
import { hashPassword } from '@learnstar/db';
import { createPerson, PASSWORD } from './pointshop-support.js';
import { bearer } from './support.js';

// Now: a homework's createdAt is the database's own time, and its sessions must finish after it.
const clock = new TestClock(Date.now());

/**
 * Every issued character traced and then written from memory along its medians, with a child's
 * wobble and pace: 20 points a stroke 25 ms apart, 700–1,100 ms between strokes.
 */
function honestLog(start: WriteSessionStart, missFirstStrokeOf?: string): GameAnswer[] {
  const answers: GameAnswer[] = [];
  let at = 3_000;
  for (const item of start.items)
    for (const step of ['trace', 'write'])
      item.strokes.medians.forEach((median, s) => {
        if (step === 'write' && s === 0 && item.id === missFirstStrokeOf) {
          // A dash across the top before the first stroke: a miss from memory.
          answers.push({ itemId: item.id, input: step, atMs: at + 300, points: Array.from({ length: 10 }, (_, i): [number, number, number] => [100 + i * 40, 880, at + i * 30]) });
          at += 1_000;
        }
        const points = resample(median, 20).map(([x, y], i): [number, number, number] => [Math.round(x + ((i * 37 + s * 11) % 41) - 20), Math.round(y + ((i * 53) % 37) - 18), at + i * 25]);
        at = points[points.length - 1][2];
        answers.push({ itemId: item.id, input: step, atMs: at, points });
        at += 700 + ((s * 131) % 400);
      });
  return answers;
}

describe('game centre sessions: write it', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({}, clock);
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('a session issues P1–P2 single characters with their stroke data, the tricky ones first', async () => {
    const pupil = await newPupil(api, 'writeTricky', 1);
    await api.db.prisma.characterMemory.create({
      data: { userId: pupil.id, character: '大', fsrsState: 3, due: clock.now(), stability: 1, difficulty: 5, scheduledDays: 0, learningSteps: 0, reps: 2, lapses: 1, lastGrade: 1, state: 'tricky', wrong: 1, updatedAt: clock.now() },
    });
    const start = (await startSession(api, pupil.token, 'write')).body.data as WriteSessionStart;
    expect(start.game).toBe('write');
    expect(start.items.length).toBe(MINI_GAME_RULES.write.items);
    expect(start.items[0].word).toBe('大');
    for (const item of start.items) {
      expect([...item.word]).toHaveLength(1);
      expect(item.strokes.medians.length).toBe(item.strokes.strokes.length);
    }
    const older = (await startSession(api, (await newPupil(api, 'writeP4', 7)).token, 'write')).body.data as WriteSessionStart;
    expect(older.gradeCode).toBe(7);
    expect(older.items.length).toBeGreaterThan(0);
  });

  test('an honest log earns points once; a forged "all right" log earns 0; an instant log is refused', async () => {
    const pupil = await newPupil(api, 'writeHonest', 1);
    const start = (await startSession(api, pupil.token, 'write')).body.data as WriteSessionStart;
    const log = honestLog(start);
    clock.advance(log.at(-1)!.atMs + 1_000);
    const strokes = start.items.reduce((sum, item) => sum + item.strokes.medians.length, 0);
    const finished = await finishSession(api, pupil.token, 'write', start.sessionId, { answers: log, endedBy: 'finished' });
    expect(finished.status).toBe(200);
    expect(finished.body.data).toMatchObject({ score: strokes * (WRITE_STROKE_SCORE + WRITE_TRACED_STROKE_SCORE), correct: start.items.length, missed: [] });
    expect(finished.body.data.points).toBe(miniGamePoints('write', strokes * (WRITE_STROKE_SCORE + WRITE_TRACED_STROKE_SCORE)));
    expect(finished.body.data.points).toBeGreaterThan(0);
    // The same session handed in again (a replay) credits nothing more.
    const again = await finishSession(api, pupil.token, 'write', start.sessionId, { answers: log, endedBy: 'finished' });
    expect(again.body.data.points).toBe(finished.body.data.points);
    expect(await api.db.prisma.pointsLedgerEntry.count({ where: { userId: pupil.id } })).toBe(1);

    // "All right" without the character's strokes: the same times and steps, a level dash along the
    // bottom drawn right to left for every stroke. A left-to-right dash across the middle was taken
    // for a horizontal stroke (it matches a stroke of 2,082 of the first 4,000 characters of the
    // stroke data); this one matches a stroke of 33 of all 9,574, each past its twelfth stroke.
    const forger = await newPupil(api, 'writeForger', 1);
    const forged = (await startSession(api, forger.token, 'write')).body.data as WriteSessionStart;
    const dashes = honestLog(forged).map((a) => ({ ...a, points: a.points!.map(([, , t], i): [number, number, number] => [900 - i * 10, 80, t]) }));
    clock.advance(dashes.at(-1)!.atMs + 1_000);
    const judged = await finishSession(api, forger.token, 'write', forged.sessionId, { answers: dashes, endedBy: 'finished' });
    expect(judged.status).toBe(200);
    expect(judged.body.data).toMatchObject({ score: 0, correct: 0, points: 0 });

    // Right shapes, all drawn at once: refused, nothing credited.
    const hurried = await newPupil(api, 'writeInstant', 1);
    const instant = (await startSession(api, hurried.token, 'write')).body.data as WriteSessionStart;
    const flat = honestLog(instant).map((a, i) => ({ ...a, atMs: 300 + i, points: a.points!.map(([x, y]): [number, number, number] => [x, y, 300 + i]) }));
    const refused = await finishSession(api, hurried.token, 'write', instant.sessionId, { answers: flat, endedBy: 'finished' });
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe('gameStrokeImplausible');
    expect(await api.db.prisma.pointsLedgerEntry.count({ where: { userId: hurried.id } })).toBe(0);
  });

  test('a 听写 round is marked on its start; its traced strokes earn nothing, its written ones their score; a malformed flag is a 400', async () => {
    const pupil = await newPupil(api, 'writeDictation', 1);
    const start = (await startSession(api, pupil.token, 'write', { level: 'elementary', dictation: true })).body.data as WriteSessionStart;
    expect(start.dictation).toBe(true);
    // The same honest log as a steps round sends, traced strokes and all: only the written ones count.
    const log = honestLog(start);
    clock.advance(log.at(-1)!.atMs + 1_000);
    const strokes = start.items.reduce((sum, item) => sum + item.strokes.medians.length, 0);
    const finished = await finishSession(api, pupil.token, 'write', start.sessionId, { answers: log, endedBy: 'finished' });
    expect(finished.status).toBe(200);
    expect(finished.body.data).toMatchObject({ score: strokes * WRITE_STROKE_SCORE, correct: start.items.length, points: miniGamePoints('write', strokes * WRITE_STROKE_SCORE) });

    const steps = (await startSession(api, pupil.token, 'write')).body.data as WriteSessionStart;
    expect(steps.dictation).toBeUndefined();
    const malformed = await startSession(api, pupil.token, 'write', { level: 'elementary', dictation: 'yes' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([{ field: 'dictation', msg: 'invalidValue' }]);
  });

  test('a finished session records the write skill of each character apart from reading; the pupil, the parent and the teacher see it', async () => {
    const hash = await hashPassword(PASSWORD);
    const [parent, otherParent, teacher] = [await createPerson(api, hash, { role: 'parent' }), await createPerson(api, hash, { role: 'parent' }), await createPerson(api, hash, { role: 'teacher' })];
    const pupil = await newPupil(api, 'writeMemory', 1);
    await api.db.prisma.user.update({ where: { id: pupil.id }, data: { parentId: parent.id } });
    const klass = (await api.post('/api/classes', { name: 'P1 Write', gradeCode: 1, year: 2026 }, teacher.auth)).body.data;
    await api.post('/api/classes/join', { code: klass.code }, bearer(pupil.token));

    const start = (await startSession(api, pupil.token, 'write')).body.data as WriteSessionStart;
    const missed = start.items[1];
    const log = honestLog(start, missed.id);
    clock.advance(log.at(-1)!.atMs + 1_000);
    const finished = await finishSession(api, pupil.token, 'write', start.sessionId, { answers: log, endedBy: 'finished' });
    expect(finished.body.data).toMatchObject({ correct: start.items.length, missed: [{ word: missed.word }] });

    const cards = await api.db.prisma.writingMemory.findMany({ where: { userId: pupil.id } });
    // Written whole at a quick child's pace (about a second a stroke): known at once, as a quick typed answer is.
    expect(cards.map((c) => [c.character, c.state]).sort()).toEqual(start.items.map((i) => [i.word, i === missed ? 'tricky' : 'known']).sort());
    // Writing is not reading: nothing was reviewed as read.
    expect(await api.db.prisma.characterMemory.count({ where: { userId: pupil.id } })).toBe(0);

    const mine = (await api.get('/api/learning/characters', bearer(pupil.token))).body.data;
    const shown = mine.characters.find((c: { character: string }) => c.character === missed.word);
    expect(shown).toMatchObject({ state: 'new', write: { state: 'tricky', right: 0, wrong: 1 } });
    const trickyToWrite = (await api.get('/api/learning/characters?skill=write&state=tricky', bearer(pupil.token))).body.data;
    expect(trickyToWrite.characters.map((c: { character: string }) => c.character)).toEqual([missed.word]);
    expect((await api.get('/api/learning/characters?skill=draw', bearer(pupil.token))).status).toBe(400);

    const child = await api.get(`/api/family/children/${pupil.id}/characters`, parent.auth);
    expect(child.body.data).toMatchObject({ tricky: [], writeTricky: [{ character: missed.word, write: { state: 'tricky' } }] });
    expect((await api.get(`/api/family/children/${pupil.id}/characters`, otherParent.auth)).status).toBe(403);
    const tricky = (await api.get(`/api/classes/${klass.id}/tricky-characters`, teacher.auth)).body.data;
    expect(tricky).toMatchObject({ characters: [], written: [{ character: missed.word, wrong: 1, pupils: 1 }] });

    // The next round starts with the character tricky to write.
    expect(((await startSession(api, pupil.token, 'write')).body.data as WriteSessionStart).items[0].word).toBe(missed.word);
  });

  test('a teacher assigns "write these characters"; the round issues them and the homework counts those written from memory', async () => {
    const hash = await hashPassword(PASSWORD);
    const teacher = await createPerson(api, hash, { role: 'teacher' });
    const pupil = await newPupil(api, 'writeHomework', 1);
    const outsider = await newPupil(api, 'writeOutsider', 1);
    const klass = (await api.post('/api/classes', { name: 'P1 Homework', gradeCode: 1, year: 2026 }, teacher.auth)).body.data;
    await api.post('/api/classes/join', { code: klass.code }, bearer(pupil.token));
    const dueAt = new Date(clock.now().getTime() + 7 * 86_400_000).toISOString();
    const homework = { game: 6, gradeCode: 1, level: 'elementary', count: 2, dueAt };

    const without = await api.post(`/api/classes/${klass.id}/homework`, homework, teacher.auth);
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual([{ field: 'characters', msg: 'invalidValue' }]);
    const assigned = await api.post(`/api/classes/${klass.id}/homework`, { ...homework, characters: ['人', '大'] }, teacher.auth);
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ game: 6, characters: ['人', '大'], pupils: [{ userId: pupil.id, done: 0 }] });
    const mine = (await api.get('/api/homework?game=6', bearer(pupil.token))).body.data;
    expect(mine).toMatchObject([{ id: assigned.body.data.id, done: 0, characters: ['人', '大'] }]);

    const start = (await startSession(api, pupil.token, 'write', { level: 'elementary', homeworkId: assigned.body.data.id })).body.data as WriteSessionStart;
    expect(start.items.map((i) => i.word)).toEqual(['人', '大']);
    const refused = await startSession(api, outsider.token, 'write', { level: 'elementary', homeworkId: assigned.body.data.id });
    expect([refused.status, refused.body.msg]).toEqual([404, 'homeworkNotFound']);

    const log = honestLog(start, start.items[1].id);
    clock.advance(log.at(-1)!.atMs + 1_000);
    expect((await finishSession(api, pupil.token, 'write', start.sessionId, { answers: log, endedBy: 'finished' })).status).toBe(200);
    // 人 written whole without a miss counts; 大 had a miss from memory, so it is still to do.
    expect((await api.get('/api/homework?game=6', bearer(pupil.token))).body.data).toMatchObject([{ done: 1, accuracy: 50 }]);
    const teacherView = (await api.get(`/api/classes/${klass.id}/homework`, teacher.auth)).body.data;
    expect(teacherView[0].pupils).toMatchObject([{ userId: pupil.id, done: 1, accuracy: 50 }]);
    // The class dashboard counts it by the same rule: one pupil has started, none has done it all.
    const dashboard = (await api.get(`/api/classes/${klass.id}/dashboard`, teacher.auth)).body.data;
    expect(dashboard.homework).toMatchObject([{ game: 6, count: 2, done: 0, started: 1, pupils: 1 }]);
  });
});
