import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadApiConfig } from '../src/config/api-config.js';
import { startApi, type RunningApi } from './harness.js';

/** Faults seen at the end of races: unknown racers, and many races ending in the same second. */
describe('race results under faults', () => {
  let api: RunningApi;
  const internal = { headers: { 'x-internal-key': loadApiConfig().internalApiKey } };
  const result = (userId: number, place: number) => ({ userId, score: 300 - place, place, correctChars: 40, typedChars: 44, cpm: 20, wpm: 4, accuracy: 91, submitted: true, autoSubmitted: false });

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => {
    await api?.stop();
  });

  async function newPupils(count: number, prefix: string): Promise<number[]> {
    await api.db.prisma.user.createMany({ data: Array.from({ length: count }, (_, i) => ({ account: `${prefix}${i}`, passwordHash: 'x', role: 'pupil', name: `P ${i}`, gradeCode: 3 })) });
    const users = await api.db.prisma.user.findMany({ where: { account: { startsWith: prefix } }, orderBy: { id: 'asc' } });
    return users.map((u) => u.id);
  }

  test('racers unknown to the API are skipped with a 4xx naming them; the known racers are written', async () => {
    const [known] = await newPupils(1, 'known-');
    const body = { raceId: 'race-unknown', matchId: null, game: 1, results: [result(known, 1), result(999_999, 2), result(999_998, 3)] };
    const answer = await api.post('/api/internal/race-results', body, internal);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 422, msg: 'unknownRacers', data: { written: 1, skipped: [999_999, 999_998] } });
    expect(answer.body.errors).toEqual([
      { field: 'results.1.userId', msg: 'notFound' },
      { field: 'results.2.userId', msg: 'notFound' },
    ]);
    expect(await api.db.prisma.raceResult.count({ where: { raceId: 'race-unknown' } })).toBe(1);
    const none = await api.post('/api/internal/race-results', { ...body, raceId: 'race-nobody', results: [result(999_997, 1)] }, internal);
    expect(none.body).toMatchObject({ code: 422, msg: 'unknownRacers', data: { written: 0, skipped: [999_997] } });
  });

  test('200 races ending in the same second: every result written, no transaction error', { timeout: 120_000 }, async () => {
    const ids = await newPupils(400, 'burst-');
    const races = Array.from({ length: 200 }, (_, i) => ({ raceId: `burst-${i}`, matchId: null, game: 1, results: [result(ids[2 * i], 1), result(ids[2 * i + 1], 2), result(ids[(2 * i + 7) % 400], 3)] }));
    const answers = await Promise.all(races.map((race) => api.post('/api/internal/race-results', race, internal)));
    const failed = answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${JSON.stringify(a.body).slice(0, 100)}`);
    expect(failed).toEqual([]);
    expect(await api.db.prisma.raceResult.count({ where: { raceId: { startsWith: 'burst-' } } })).toBe(600);
    expect(await api.db.prisma.pointsLedgerEntry.count({ where: { reference: { startsWith: 'burst-' } } })).toBe(600);
  });
});
