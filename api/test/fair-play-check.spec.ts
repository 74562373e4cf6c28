import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHECK_ATTEMPTS, CPM_CEILING } from '@learnstar/shared';
import { loadApiConfig } from '../src/config/api-config.js';
import { startApi, type RunningApi } from './harness.js';
import { bearer } from './support.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The fast typist's check: a flagged P1 result at 115 CPM (ceiling 100) is cleared by typing a
 * fresh text within 25% of that speed with a human rhythm, and the pupil is certified.
 */
describe('fair play: the check that clears a fast pupil', () => {
  let api: RunningApi;
  let pupil: { token: string; id: number };

  const flaggedResult = (cpm: number) =>
    api.db.prisma.raceResult.create({
      data: { raceId: `fp-${Math.random()}`, userId: pupil.id, game: 1, score: 300, place: 1, correctChars: 40, typedChars: 40, cpm, wpm: cpm / 5, accuracy: 100, fairPlay: 'flagged', flagReasons: ['aboveCeiling'], detail: { kind: 'classroom' } },
    });
  const start = (raceId: unknown, token = pupil.token) => api.post('/api/fairplay/checks', { raceId }, bearer(token));
  const finish = (id: string, commits: { text: string; atMs: number }[]) => api.post(`/api/fairplay/checks/${id}/finish`, { commits }, bearer(pupil.token));

  beforeAll(async () => {
    api = await startApi();
    const { body } = await api.post('/api/user/login', { username: 'pupil1', password: 'learnstar1' });
    pupil = { token: body.token, id: body.data.id };
    await api.db.prisma.user.update({ where: { id: pupil.id }, data: { gradeCode: 1, certifiedCpm: null } });
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('an even, instant log does not pass; three tries a result; other pupils and bad ids are refused', async () => {
    const result = await flaggedResult(CPM_CEILING[1] + 15);
    const issued = (await start(result.raceId)).body.data;
    expect(issued.targetCpm).toBe(87);
    const text = Array.from<string>(issued.text);
    const even = Array.from({ length: Math.ceil(text.length / 2) }, (_, i) => ({ text: text.slice(i * 2, i * 2 + 2).join(''), atMs: 100 + i * 150 }));
    const answer = await finish(issued.checkId, even);
    expect(answer.body).toMatchObject({ code: 200, msg: 'checkNotPassed', data: { passed: false, certifiedCpm: null } });
    expect(answer.body.data.reasons.length).toBeGreaterThan(0);
    expect((await finish(issued.checkId, even)).body).toMatchObject({ code: 404, msg: 'checkNotFound' });
    expect((await api.db.prisma.raceResult.findUniqueOrThrow({ where: { id: result.id } })).fairPlay).toBe('flagged');

    for (let i = 1; i < CHECK_ATTEMPTS; i++) expect((await start(result.raceId)).body.code).toBe(200);
    expect((await start(result.raceId)).body).toMatchObject({ code: 429, msg: 'checkAttemptsUsed' });
    expect((await start(42)).body.code).toBe(400);
    expect((await finish('not-a-check', even)).body).toMatchObject({ code: 404, msg: 'checkNotFound' });
    const other = await api.post('/api/user/login', { username: 'parent1', password: 'learnstar1' });
    expect((await start(result.raceId, other.body.token)).body).toMatchObject({ code: 409, msg: 'checkNotNeeded' });
  });

  test('typing the fresh text at the flagged speed with a human rhythm clears the result and certifies the pupil', async () => {
    const result = await flaggedResult(CPM_CEILING[1] + 15);
    const issued = (await start(result.raceId)).body.data;
    const text = Array.from<string>(issued.text);
    // About 115 characters a minute in commits of 1–3 characters, uneven, slower after punctuation.
    const commits: { text: string; atMs: number }[] = [];
    let at = 1200;
    for (let i = 0, n = 0; i < text.length; n++) {
      const size = [2, 1, 3, 2, 1][n % 5];
      const piece = text.slice(i, i + size);
      at += piece.length * [380, 650, 500, 820, 450, 600][n % 6] + (/[，。！？]/.test(text[i - 1] ?? '') ? 500 : 0);
      commits.push({ text: piece.join(''), atMs: at });
      i += size;
    }
    await sleep(at); // the server times the check by its own clock too
    const answer = await finish(issued.checkId, commits);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ code: 200, msg: 'checkPassed', data: { passed: true } });
    expect(answer.body.data.cpm).toBeGreaterThanOrEqual(issued.targetCpm);
    const after = await api.db.prisma.raceResult.findUniqueOrThrow({ where: { id: result.id } });
    expect(after.fairPlay).toBe('cleared');
    expect(await api.db.prisma.pointsLedgerEntry.count({ where: { userId: pupil.id, reference: result.raceId } })).toBe(1);
    expect((await api.db.prisma.user.findUniqueOrThrow({ where: { id: pupil.id } })).certifiedCpm).toBe(answer.body.data.certifiedCpm);
    expect(answer.body.data.certifiedCpm).toBeGreaterThan(CPM_CEILING[1]);
  }, 60_000);

  test('a dictionary race answered faster than the questions can be read is held; a quick reader counts', async () => {
    const internal = { headers: { 'x-internal-key': loadApiConfig().internalApiKey } };
    const answers = (ms: number[]) => Object.fromEntries(ms.map((m, i) => [String(i), { option: 0, correct: true, ms: m, points: 900 }]));
    const write = (raceId: string, ms: number[]) =>
      api.post('/api/internal/race-results', { raceId, matchId: null, game: 2, practice: false, results: [{ userId: pupil.id, score: 4500, place: 1, correctChars: 5, typedChars: 5, cpm: 0, wpm: 0, accuracy: 100, submitted: true, autoSubmitted: false, detail: { answers: answers(ms) } }] }, internal);
    const script = await write('fp-dict-script', [110, 95, 130, 160, 120]);
    expect(script.body.data).toMatchObject({ points: [{ points: 0 }], flagged: [{ userId: pupil.id, reasons: ['answeredBeforeReading'] }] });
    const reader = await write('fp-dict-reader', [650, 1200, 900, 1800, 700]);
    expect(reader.body.data.flagged).toEqual([]);
    expect(reader.body.data.points[0].points).toBeGreaterThan(0);
    const states = await api.db.prisma.raceResult.findMany({ where: { raceId: { in: ['fp-dict-script', 'fp-dict-reader'] } }, orderBy: { raceId: 'asc' } });
    expect(states.map((r) => [r.raceId, r.fairPlay])).toEqual([['fp-dict-reader', 'ok'], ['fp-dict-script', 'flagged']]);
  });
});
