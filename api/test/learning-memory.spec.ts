import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { DAY_MS, Rating, reviewCard, typingAnswers, type BeeItem, type MemoryAnswer } from '@learnstar/shared';
import { loadApiConfig } from '../src/config/api-config.js';
import { startApi, type RunningApi } from './harness.js';
import { createPerson, PASSWORD, type Person } from './pointshop-support.js';
import { TestClock } from './support.js';
import { ContentService } from '../src/content/content.service.js';
import { finishSession, newPupil, spaced, startSession } from './games-support.js';

const internal = { headers: { 'x-internal-key': loadApiConfig().internalApiKey } };
const ROLES = ['pupil', 'otherPupil', 'parent', 'otherParent', 'teacher', 'otherTeacher', 'operator', 'visitor'] as const;
type Who = (typeof ROLES)[number];

/** A typing race result in hanzi mode, with what the match server judged of each character. */
function typingResult(userId: number, memory: MemoryAnswer[], extra: Record<string, unknown> = {}) {
  return { userId, score: 100, place: 1, correctChars: 10, typedChars: 11, cpm: 40, wpm: 8, accuracy: 90, submitted: true, autoSubmitted: false, detail: { memory, ...extra } };
}

/**
 * The learning memory on the real database: answers written with race results and game sessions
 * review each pupil's FSRS cards in the same transaction; the three read routes keep to the access rule.
 */
describe('learning memory', () => {
  let api: RunningApi;
  const clock = new TestClock(Date.UTC(2026, 10, 23, 2, 0, 0));
  const people = {} as Record<Exclude<Who, 'visitor'>, Person>;
  let classId: number;
  const auth = (who: Who) => (who === 'visitor' ? {} : people[who].auth);
  const race = (raceId: string, game: 1 | 2, results: unknown[]) => api.post('/api/internal/race-results', { raceId, matchId: null, game, practice: true, gradeCode: 5, level: 'elementary', mode: 'hanzi', results }, internal);
  const mine = async (who: Exclude<Who, 'visitor'>, state?: string) => (await api.get(`/api/learning/characters${state ? `?state=${state}` : ''}`, people[who].auth)).body.data;
  const card = (userId: number, character: string) => api.db.prisma.characterMemory.findUnique({ where: { userId_character: { userId, character } } });

  beforeAll(async () => {
    api = await startApi({}, clock);
    const hash = await hashPassword(PASSWORD);
    for (const [who, role] of [['pupil', 'pupil'], ['otherPupil', 'pupil'], ['parent', 'parent'], ['otherParent', 'parent'], ['teacher', 'teacher'], ['otherTeacher', 'teacher'], ['operator', 'operator']] as const) {
      people[who] = await createPerson(api, hash, { role });
    }
    await api.db.prisma.user.update({ where: { id: people.pupil.id }, data: { parentId: people.parent.id } });
    await api.db.prisma.user.update({ where: { id: people.otherPupil.id }, data: { parentId: people.otherParent.id } });
    const klass = (await api.post('/api/classes', { name: 'P3 Memory', gradeCode: 5, year: 2026 }, people.teacher.auth)).body.data;
    classId = klass.id;
    await api.post('/api/classes/join', { code: klass.code }, people.pupil.auth);
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('进 mistyped in a race and 近 picked for 进 in a dictionary game: tricky, confused with 近, due for review', async () => {
    // The match server's judgement of a typing race: 我们进去 typed with 进 mistyped once, then corrected.
    const typed = typingAnswers('我们进去。', '我们进去。', { 进: 1 }, 40);
    expect(typed.map((a) => [a.character, a.right])).toEqual([['我', true], ['们', true], ['进', false], ['去', true]]);
    expect((await race('mem-typing-1', 1, [typingResult(people.pupil.id, typed)])).body.code).toBe(200);
    const picked: MemoryAnswer = { character: '进', right: false, kind: 'picked', ms: 2500, confusedWith: '近' };
    // A dictionary result paced like a reader (the fair-play judge reads the answers' times).
    const answers = { 0: { option: 1, correct: false, ms: 2500, points: 0 }, 1: { option: 0, correct: true, ms: 1900, points: 800 } };
    const dictionary = { ...typingResult(people.pupil.id, [picked, { character: '学校', right: true, kind: 'picked', ms: 1900 }]), detail: { answers, memory: [picked, { character: '学校', right: true, kind: 'picked', ms: 1900 }] } };
    const written = await race('mem-dict-1', 2, [dictionary]);
    expect(written.body.data.flagged).toEqual([]);

    const jin = await card(people.pupil.id, '进');
    expect(jin).toMatchObject({ state: 'tricky', right: 0, wrong: 2, confusedWith: { 近: 1 } });
    const tricky = await mine('pupil', 'tricky');
    expect(tricky.characters.map((c: { character: string }) => c.character)).toEqual(['进']);
    expect(tricky.characters[0]).toMatchObject({ character: '进', state: 'tricky', wrong: 2, confusedWith: ['近'] });
    expect(tricky.counts.tricky).toBe(1);
    expect(tricky.due).toBeGreaterThanOrEqual(1);
    expect(tricky.streakDays).toBe(1);
    // Right answers made 我 and 学校 learning or known, never tricky; the grade's other characters are new.
    const all = await mine('pupil');
    const stateOf = (c: string) => all.characters.find((x: { character: string }) => x.character === c)?.state;
    expect(['learning', 'known']).toContain(stateOf('我'));
    expect(all.counts.new).toBeGreaterThan(10);
    // Writing the same race again (a retry) reviews nothing twice.
    await race('mem-typing-1', 1, [typingResult(people.pupil.id, typed)]);
    expect((await card(people.pupil.id, '进'))!.wrong).toBe(2);
  });

  test('the next review practice brings 进 back: a sentence of a graded passage holding it, and 近 among the options', async () => {
    const review = (game: 1 | 2) => api.get(`/api/internal/learning/review?userId=${people.pupil.id}&game=${game}&mode=hanzi&seed=review-1`, internal);
    const typing = (await review(1)).body.data;
    expect(typing.characters[0]).toBe('进');
    expect(typing.characters.length).toBe(8);
    expect(typing.texts.length).toBeGreaterThan(0);
    expect(typing.texts.some((t: { text: string }) => t.text.includes('进'))).toBe(true);
    // Sentences are cut from the graded passages, never made up.
    const { passages } = await api.api.app.get(ContentService).wordBank();
    for (const t of typing.texts) expect(passages.some((p) => p.text.includes(t.text))).toBe(true);
    const questions = (await review(2)).body.data.questions as { options: string[]; answerIndex: number }[];
    const jin = questions.find((q) => q.options[q.answerIndex] === '进');
    expect(jin?.options).toContain('近');
    expect((await api.get(`/api/internal/learning/review?userId=${people.pupil.id}&game=3&seed=x`, internal)).status).toBe(400);
    expect((await api.get(`/api/internal/learning/review?userId=${people.pupil.id}&game=1&seed=x`)).status).toBe(403);
  });

  test('a right review moves the due date out as FSRS says', async () => {
    const before = (await card(people.pupil.id, '我'))!;
    clock.advance(2 * DAY_MS);
    const now = clock.now();
    await race('mem-typing-2', 1, [typingResult(people.pupil.id, [{ character: '我', right: true, kind: 'typed', ms: 1000 }])]);
    const after = (await card(people.pupil.id, '我'))!;
    const expected = reviewCard({ ...before, state: before.fsrsState }, Rating.Easy, now);
    expect(after.due.toISOString()).toBe(expected.due.toISOString());
    expect(after.due.getTime()).toBeGreaterThan(now.getTime() + DAY_MS);
    expect(after).toMatchObject({ reps: before.reps + 1, right: before.right + 1, state: 'known', lastGrade: Rating.Easy });
    expect(after.stability).toBeCloseTo(expected.stability, 6);
    // Back to the sessions' day: their tokens last an hour.
    clock.advance(-2 * DAY_MS);
  });

  test('a result held by fair play changes nothing until it is cleared', async () => {
    const pupil = people.otherPupil.id;
    const memory: MemoryAnswer[] = [{ character: '近', right: false, kind: 'picked', ms: 100, confusedWith: '进' }];
    // Answers faster than a child can read: the judge holds the result.
    const fast = Object.fromEntries([110, 95, 130, 160, 120].map((ms, i) => [String(i), { option: 0, correct: true, ms, points: 900 }]));
    const held = await race('mem-held', 2, [{ ...typingResult(pupil, memory), detail: { answers: fast, memory } }]);
    expect(held.body.data.flagged).toEqual([{ userId: pupil, reasons: ['answeredBeforeReading'] }]);
    expect(await api.db.prisma.characterMemory.count({ where: { userId: pupil } })).toBe(0);
    expect((await mine('otherPupil', 'tricky')).characters).toEqual([]);
    const result = await api.db.prisma.raceResult.findFirstOrThrow({ where: { raceId: 'mem-held', userId: pupil } });
    expect((await api.post(`/api/fairplay/results/${result.id}/clear`, {}, people.operator.auth)).body.code).toBe(200);
    expect(await card(pupil, '近')).toMatchObject({ state: 'tricky', wrong: 1, confusedWith: { 进: 1 } });
  });

  test('a bee round remembers each word asked, and the flower picked instead of it', async () => {
    const pupil = await newPupil(api, 'memoryBee');
    const start = await startSession(api, pupil.token, 'bee');
    const items = start.body.data.items as BeeItem[];
    const wrong = items[0].options.find((o) => o !== items[0].answer)!;
    const log = spaced([[items[0].id, wrong], [items[0].id, items[0].answer], [items[1].id, items[1].answer]], 1_500);
    clock.advance(5_000);
    expect((await finishSession(api, pupil.token, 'bee', start.body.data.sessionId, { answers: log, endedBy: 'finished' })).body.code).toBe(200);
    expect(await card(pupil.id, items[0].word)).toMatchObject({ state: 'tricky', wrong: 1, confusedWith: { [wrong]: 1 } });
    expect(await card(pupil.id, items[1].word)).toMatchObject({ right: 1, wrong: 0 });
  });

  test('the parent sees the child’s tricky characters; the teacher the class’s most missed', async () => {
    const child = (await api.get(`/api/family/children/${people.pupil.id}/characters`, people.parent.auth)).body.data;
    expect(child.tricky.map((c: { character: string }) => c.character)).toEqual(['进']);
    expect(child.knownPerWeek).toHaveLength(6);
    expect(child.knownPerWeek.reduce((sum: number, w: { known: number }) => sum + w.known, 0)).toBeGreaterThanOrEqual(1);
    const klass = (await api.get(`/api/classes/${classId}/tricky-characters`, people.teacher.auth)).body.data;
    expect(klass.characters[0]).toMatchObject({ character: '进', wrong: 2, pupils: 1, confusedWith: ['近'] });
    // The other pupil (not in the class) is not counted.
    expect(klass.characters.map((c: { character: string }) => c.character)).not.toContain('近');
  });

  test('who may read what: visitors 401, others 403, bad input 400', async () => {
    const expect200 = (allowed: Who[]) => Object.fromEntries(ROLES.map((r) => [r, r === 'visitor' ? 401 : allowed.includes(r) ? 200 : 403]));
    const calls = {
      mine: (who: Who) => api.get('/api/learning/characters', auth(who)),
      child: (who: Who) => api.get(`/api/family/children/${people.pupil.id}/characters`, auth(who)),
      klass: (who: Who) => api.get(`/api/classes/${classId}/tricky-characters`, auth(who)),
    };
    const expected = { mine: expect200(['pupil', 'otherPupil']), child: expect200(['pupil', 'parent', 'teacher', 'operator']), klass: expect200(['teacher', 'operator']) };
    const seen: Record<string, Record<string, number>> = {};
    for (const [route, call] of Object.entries(calls)) {
      seen[route] = {};
      for (const who of ROLES) seen[route][who] = (await call(who)).status;
    }
    expect(seen).toEqual(expected);
    expect((await api.get('/api/learning/characters?state=forgotten', people.pupil.auth)).body).toMatchObject({ code: 400 });
    expect((await api.get('/api/family/children/abc/characters', people.parent.auth)).status).toBe(404);
    expect((await api.get('/api/classes/999999/tricky-characters', people.teacher.auth)).status).toBe(404);
  });

  test('the teacher assigns the class’s tricky characters as homework in one request; the pupil’s homework practice is built from them', async () => {
    // Two more misses in class, so the list is more than one character (们 typed as 门).
    await race('mem-typing-3', 1, [typingResult(people.pupil.id, [{ character: '们', right: false, kind: 'typed', ms: 900, confusedWith: '门' }, { character: '去', right: false, kind: 'typed', ms: 900 }])]);
    const list = (await api.get(`/api/classes/${classId}/tricky-characters`, people.teacher.auth)).body.data.characters as { character: string }[];
    const characters = list.map((c) => c.character).filter((c) => [...c].length === 1);
    expect(characters).toEqual(expect.arrayContaining(['进', '们', '去']));
    const dueAt = new Date(clock.now().getTime() + 7 * DAY_MS).toISOString();
    const assign = (game: 1 | 2, who: Who, extra: Record<string, unknown> = { characters }) => api.post(`/api/classes/${classId}/homework`, { game, gradeCode: 5, level: 'elementary', count: 5, dueAt, ...extra }, auth(who));
    expect((await assign(2, 'visitor')).status).toBe(401);
    expect((await assign(2, 'otherTeacher')).status).toBe(403);
    expect((await assign(2, 'pupil')).status).toBe(403);
    expect((await assign(2, 'teacher', { characters: ['进', 'ab'] })).body.errors).toEqual([{ field: 'characters.1', msg: 'invalidValue' }]);
    expect((await assign(2, 'teacher', { characters: Array.from({ length: 21 }, (_, i) => String.fromCodePoint(0x4e00 + i)) })).body.errors).toEqual([{ field: 'characters', msg: 'invalidValue' }]);
    expect(await api.db.prisma.homework.count({ where: { classId } })).toBe(0);

    const dictionary = (await assign(2, 'teacher')).body.data;
    const typing = (await assign(1, 'teacher')).body.data;
    expect(dictionary.characters).toEqual(characters);
    // Older clients send no characters: the homework is the level's usual practice, as before.
    expect((await assign(1, 'teacher', {})).body.data).toMatchObject({ characters: [] });
    const mine = (await api.get('/api/homework?game=2', people.pupil.auth)).body.data;
    expect(mine).toEqual([expect.objectContaining({ id: dictionary.id, characters, done: 0 })]);

    const practice = (homeworkId: number, userId = people.pupil.id) => api.get(`/api/internal/learning/homework?userId=${userId}&homeworkId=${homeworkId}&seed=hw-1`, internal);
    const typed = (await practice(typing.id)).body.data;
    expect(typed).toMatchObject({ game: 1, gradeCode: 5, level: 'elementary', mode: 'hanzi' });
    expect([...typed.material.characters].sort()).toEqual([...characters].sort());
    const text = typed.material.texts.map((t: { text: string }) => t.text).join('');
    for (const c of ['进', '们', '去']) expect(text).toContain(c);
    const { passages } = await api.api.app.get(ContentService).wordBank();
    for (const t of typed.material.texts) expect(passages.some((p) => p.text.includes(t.text))).toBe(true);
    // Dictionary: a question on each character, the class's confusions among the options (近 for 进).
    const questions = (await practice(dictionary.id)).body.data.material.questions as { options: string[]; answerIndex: number }[];
    expect(questions.find((q) => q.options[q.answerIndex] === '进')?.options).toContain('近');
    // Only a pupil of the class, only before it is due, only with the internal key.
    expect((await practice(dictionary.id, people.otherPupil.id)).body).toMatchObject({ code: 404, msg: 'homeworkNotFound' });
    expect((await api.get(`/api/internal/learning/homework?userId=${people.pupil.id}&homeworkId=${dictionary.id}&seed=x`)).status).toBe(403);
  });
});
