import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DICTIONARY_QUESTIONS_PER_RACE, RACE_EVENTS_IO as EV, dictionaryAnswerPoints, type DictionaryQuestion, type DictionaryQuestionView, type DictionaryRevealView, type OwnResult, type RaceResultRow, type RaceView } from '@learnstar/shared';
import { TEST_QUESTION_MS, ask, internalHeaders, login, must, next, raceTestEnvironment, racerResults, sleep } from './harness.js';

describe('dictionary race (game 2) on the race engine', () => {
  const env = raceTestEnvironment(['fay', 'gus', 'hal'], 3, { beforeAll, afterAll });
  const open = (ticket: string) => env.open(ticket);

  test('questions flow, one answer per question, exact points by answer time, reveal, rejoin mid-question, automatic submission', async () => {
    const [fay, gus, hal] = await Promise.all(['fay', 'gus', 'hal'].map((a) => login(env.api.url, a, 'racer123')));
    const match = await env.api.db.prisma.match.create({ data: { game: 2, title: 'Quick dictionary race', startTime: new Date(Date.now() + 4_000), durationSec: 6, gradeCodes: [3], level: 'elementary', capacity: 10 } });
    await env.api.db.prisma.matchSignup.createMany({ data: [fay, gus, hal].map((u) => ({ matchId: match.id, userId: u.id })) });
    // The questions are drawn with the race id as seed: the test reads the same ones, answers included.
    const raceId = `match-${match.id}`;
    const questions: DictionaryQuestion[] = (await (await fetch(`${env.api.url}/api/internal/content/questions?gradeCode=3&level=elementary&count=3&seed=${raceId}`, { headers: internalHeaders })).json()).data;

    const fs = await open(fay.ticket);
    const gs = await open(gus.ticket);
    const hs = await open(hal.ticket);
    // Every question the pupil is shown, to check that none comes twice in the match.
    const seen: DictionaryQuestionView[] = [];
    fs.on(EV.question, (q: DictionaryQuestionView) => seen.push(q));
    // Listened for before the joins: on a loaded machine the joins ran past the start and the first
    // question came before a listener attached after them.
    const firstQuestion = next<DictionaryQuestionView>(fs, EV.question, 15_000, (q) => q.index === 0);
    for (const s of [fs, gs, hs]) await must<RaceView>(s, EV.joinMatch, { matchId: match.id });

    const q0 = await firstQuestion;
    expect(q0).toMatchObject({ count: 3, options: questions[0].options, kind: questions[0].kind });
    expect(q0).not.toHaveProperty('answerIndex');
    expect(await must(fs, EV.answer, { raceId, questionIndex: 1, optionIndex: 0 })).toEqual({ accepted: false, reason: 'tooEarly' });
    expect(await must(fs, EV.answer, { raceId, questionIndex: 0, optionIndex: questions[0].answerIndex })).toEqual({ accepted: true, questionIndex: 0 });
    expect(await ask(fs, EV.answer, { raceId, questionIndex: 0, optionIndex: (questions[0].answerIndex + 1) % 4 })).toEqual({ ok: false, msg: 'alreadySubmitted' });
    await must(gs, EV.answer, { raceId, questionIndex: 0, optionIndex: (questions[0].answerIndex + 1) % questions[0].options.length });

    const reveal0 = await next<DictionaryRevealView>(gs, EV.reveal, 5_000, (r) => r.index === 0);
    expect(reveal0.answerIndex).toBe(questions[0].answerIndex);
    expect(reveal0.board[0].userId).toBe(fay.id);

    await next<DictionaryQuestionView>(gs, EV.question, 5_000, (q) => q.index === 1);
    gs.close();
    await sleep(200);
    const gsBack = await open(gus.ticket);
    const back = await must<RaceView>(gsBack, EV.joinMatch, { matchId: match.id });
    expect(back.question).toMatchObject({ index: 1, options: questions[1].options });
    // A closed question is too late for a racer who did not answer it (one who did hears alreadySubmitted).
    expect(await ask(hs, EV.answer, { raceId, questionIndex: 0, optionIndex: 0 })).toMatchObject({ ok: true, data: { accepted: false, reason: 'tooLate' } });
    expect(await ask(gsBack, EV.answer, { raceId, questionIndex: 0, optionIndex: 0 })).toEqual({ ok: false, msg: 'alreadySubmitted' });
    await must(gsBack, EV.answer, { raceId, questionIndex: 1, optionIndex: questions[1].answerIndex });
    await must(fs, EV.answer, { raceId, questionIndex: 1, optionIndex: questions[1].answerIndex });

    // Each racer gets the others' rows as the board showed them and their own whole, answers included.
    const [gusOwn, halOwn] = [next<OwnResult>(gsBack, EV.result, 15_000), next<OwnResult>(hs, EV.result, 15_000)];
    const { results, review } = await racerResults(fs, 15_000);
    expect(results.filter((r) => r.userId !== fay.id).some((r) => 'answers' in r || 'points' in r)).toBe(false);
    expect(review!.map((q) => q.answerIndex)).toEqual(questions.map((q) => q.answerIndex));
    expect(seen.map((q) => q.index)).toEqual([0, 1, 2]);
    expect(new Set(seen.map((q) => `${q.kind}|${q.word}|${q.phrase ?? ''}`)).size).toBe(3);
    const byUser = { ...Object.fromEntries(results.map((r) => [r.userId, r])), [gus.id]: (await gusOwn).result, [hal.id]: (await halOwn).result };
    for (const racer of [byUser[fay.id], byUser[gus.id]]) {
      for (const answer of Object.values(racer.answers!)) {
        expect(answer.points).toBe(dictionaryAnswerPoints(answer.correct, answer.ms, TEST_QUESTION_MS));
      }
    }
    expect(byUser[fay.id]).toMatchObject({ place: 1, correctChars: 2, errors: 0, submitted: true, autoSubmitted: true });
    expect(byUser[fay.id].score).toBe(Object.values(byUser[fay.id].answers!).reduce((s, a) => s + a.points, 0));
    expect(byUser[gus.id]).toMatchObject({ place: 2, correctChars: 1, errors: 1, submitted: true });
    expect(byUser[hal.id]).toMatchObject({ place: 3, score: 0, submitted: false, points: 0 });
    const rows = await env.api.db.prisma.raceResult.findMany({ where: { raceId } });
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.game === 2 && r.gradeCode === 3 && r.level === 'elementary' && r.mode === null)).toBe(true);
    // Questions answered, as homework counts them.
    expect(Object.fromEntries(rows.map((r) => [r.userId, r.completed]))).toEqual({ [fay.id]: 2, [gus.id]: 2, [hal.id]: 0 });
  });

  test('classroom dictionary race: code, lobby, start, one answer each, rejoin, end, results written and CSV', async () => {
    const teacher = await login(env.api.url, 'teacher1');
    const [fay, gus] = await Promise.all(['fay', 'gus'].map((a) => login(env.api.url, a, 'racer123')));
    const host = await open(teacher.ticket);
    const room = await must<RaceView>(host, EV.createClassroom, { game: 2, gradeCode: 3, level: 'elementary', durationSec: 60, lateJoin: false });
    expect(room).toMatchObject({ game: 2, kind: 'classroom' });
    const fs = await open(fay.ticket);
    const gs = await open(gus.ticket);
    for (const s of [fs, gs]) expect((await must<RaceView>(s, EV.joinClassroom, { joinCode: room.joinCode })).game).toBe(2);
    // Drawn with the race id as seed and the race's question count (a 60 s race holds the default
    // count): the same questions, answers included. Read before the start, so the answers go as soon
    // as the question opens: a question is open for TEST_QUESTION_MS only, which a read after it overran on a loaded CI.
    const questions: DictionaryQuestion[] = (await (await fetch(`${env.api.url}/api/internal/content/questions?gradeCode=3&level=elementary&count=${DICTIONARY_QUESTIONS_PER_RACE}&seed=${room.raceId}`, { headers: internalHeaders })).json()).data;
    const firstQuestion = next<DictionaryQuestionView>(fs, EV.question, 10_000, (q) => q.index === 0);
    await must(host, EV.start, { raceId: room.raceId });
    const q0 = await firstQuestion;
    // Both at once: two answers in turn overran the question on a loaded machine.
    const answered = await Promise.all([
      must(fs, EV.answer, { raceId: room.raceId, questionIndex: 0, optionIndex: questions[0].answerIndex }),
      must(gs, EV.answer, { raceId: room.raceId, questionIndex: 0, optionIndex: (questions[0].answerIndex + 1) % questions[0].options.length }),
    ]);
    expect({ count: q0.count, options: q0.options }).toEqual({ count: questions.length, options: questions[0].options });
    expect(answered).toEqual([{ accepted: true, questionIndex: 0 }, { accepted: true, questionIndex: 0 }]);
    expect(await ask(fs, EV.answer, { raceId: room.raceId, questionIndex: 0, optionIndex: 0 })).toEqual({ ok: false, msg: 'alreadySubmitted' });

    gs.close();
    await sleep(200);
    const gsBack = await open(gus.ticket);
    const back = await must<RaceView>(gsBack, EV.joinClassroom, { joinCode: room.joinCode });
    expect(back).toMatchObject({ game: 2, raceId: room.raceId, state: 'inProgress' });

    const finished = next<{ results: RaceResultRow[] }>(host, EV.finished, 15_000);
    await must(host, EV.end, { raceId: room.raceId });
    const { results } = await finished;
    const byUser = Object.fromEntries(results.map((r) => [r.userId, r]));
    expect(byUser[fay.id]).toMatchObject({ place: 1, correctChars: 1, submitted: true });
    expect(byUser[gus.id]).toMatchObject({ place: 2, correctChars: 0, errors: 1 });
    const rows = await env.api.db.prisma.raceResult.findMany({ where: { raceId: room.raceId } });
    expect(rows.map((r) => r.game)).toEqual([2, 2]);
    const csv = await fetch(`http://127.0.0.1:${env.node.port}/races/${room.raceId}/results.csv`, { headers: { authorization: `Bearer ${teacher.token}` } });
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\r\n')[1].startsWith('1,Pupil fay,')).toBe(true);
  });
});

