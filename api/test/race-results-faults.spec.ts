import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadApiConfig } from '../src/config/api-config.js';
import { raceResultsRequestSchema } from '@learnstar/shared';
import { RaceResultsQueue } from '../src/matches/race-results-queue.js';
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

  test('a batch with one bad race: the others are written, and sending them all again writes nothing twice', { timeout: 120_000 }, async () => {
    const ids = await newPupils(60, 'batch-');
    const races = Array.from({ length: 20 }, (_, i) => ({ raceId: `batch-${i}`, matchId: i === 7 ? 987_654 : null, game: 1 as const, results: [result(ids[i], 1), result(ids[i + 20], 2), result(ids[i + 40], 3)] }));
    // Straight into the API's queue, all in the same tick: the first race is written at once and the
    // other nineteen, among them the race naming a match that does not exist, wait for one batch.
    const queue = api.api.app.get(RaceResultsQueue);
    const outcomes = await Promise.allSettled(races.map((race) => queue.submit(raceResultsRequestSchema.parse(race))));
    expect(outcomes.map((o) => o.status)).toEqual(races.map((_, i) => (i === 7 ? 'rejected' : 'fulfilled')));
    const figures = (await api.get('/api/internal/metrics/race-results', internal)).body.data;
    // One batch of several races failed and was written race by race.
    expect(figures).toMatchObject({ splitBatches: 1, waiting: 0 });
    const stored = () => api.db.prisma.raceResult.count({ where: { raceId: { startsWith: 'batch-' } } });
    const credited = () => api.db.prisma.pointsLedgerEntry.count({ where: { reference: { startsWith: 'batch-' } } });
    const balances = () => api.db.prisma.pointsLedgerEntry.groupBy({ by: ['userId'], where: { reference: { startsWith: 'batch-' } }, _sum: { delta: true }, orderBy: { userId: 'asc' } });
    expect(await stored()).toBe(19 * 3);
    expect(await credited()).toBe(19 * 3);
    const before = await balances();

    // The match server sending every race again (its answer was lost): the same points come back, nothing new is stored.
    const again = await Promise.all(races.map((race) => api.post('/api/internal/race-results', race, internal)));
    expect(again.map((a) => a.status)).toEqual(races.map((_, i) => (i === 7 ? 404 : 200)));
    expect(again[7].body).toMatchObject({ code: 404, msg: 'matchNotFound' });
    expect(again[0].body.data).toEqual({ ...(outcomes[0] as PromiseFulfilledResult<{ response: unknown }>).value.response, written: 0 });
    expect(await stored()).toBe(19 * 3);
    expect(await credited()).toBe(19 * 3);
    expect(await balances()).toEqual(before);
    expect(await api.db.prisma.raceResult.count({ where: { raceId: 'batch-7' } })).toBe(0);
  });
});
