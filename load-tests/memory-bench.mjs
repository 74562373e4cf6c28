// The learning memory's cost where results are written: the API (built, api/dist) on a fresh
// PostgreSQL database, results posted through /api/internal/race-results as the match server posts
// them. Both sides in one run: "before" results carry no detail.memory (the memory update is a
// no-op, as before the feature), "after" carry MEMORY_CHARS judged characters each (10% missed).
//   1. per result: SEQUENTIAL single-racer results written one after another, mean and p95 ms;
//   2. the end-of-race burst: 200 races of 3 racers posted at once, wall time, and every result
//      and every card counted afterwards (nothing lost).
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres node load-tests/memory-bench.mjs
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createTestDatabase } from '@learnstar/db/testing';
import { createApiApp } from '../api/dist/bootstrap.js';
import { loadApiConfig } from '../api/dist/config/api-config.js';
import { options, seeded } from './bench-random.mjs';

const args = options();
const SEQUENTIAL = Number(args.sequential ?? 100);
const RACES = Number(args.races ?? 200);
const MEMORY_CHARS = Number(args.chars ?? 40);
const { rand } = seeded(20261126);

const bank = JSON.parse(readFileSync(new URL('../shared/data/wordbank.json', import.meta.url), 'utf8'));
const HAN = /\p{Script=Han}/u;
const characters = [...new Set(bank.passages.flatMap((p) => [...p.text].filter((c) => HAN.test(c))))];

function memory(withMemory) {
  if (!withMemory) return [];
  const start = Math.floor(rand() * (characters.length - MEMORY_CHARS));
  return characters.slice(start, start + MEMORY_CHARS).map((character) => ({ character, right: rand() > 0.1, kind: 'typed', ms: 1200 + Math.round(rand() * 3000) }));
}
const result = (userId, place, withMemory) => ({
  userId, score: 100, place, correctChars: 40, typedChars: 44, cpm: 40, wpm: 8, accuracy: 90, submitted: true, autoSubmitted: false, detail: { memory: memory(withMemory) },
});

const db = await createTestDatabase();
const config = { ...loadApiConfig({ ...process.env, DATABASE_URL: db.url ?? '' }), port: 0, host: '127.0.0.1' };
const api = await createApiApp({ config, database: db });
await api.app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${api.app.getHttpServer().address().port}`;
const post = (body) => fetch(`${base}/api/internal/race-results`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-internal-key': config.internalApiKey }, body: JSON.stringify(body) }).then((r) => r.json());

async function pupils(n, prefix) {
  await db.prisma.user.createMany({ data: Array.from({ length: n }, (_, i) => ({ account: `${prefix}${i}`, passwordHash: 'x', role: 'pupil', name: `${prefix}${i}`, gradeCode: 5 })) });
  return (await db.prisma.user.findMany({ where: { account: { startsWith: prefix } }, orderBy: { id: 'asc' }, select: { id: true } })).map((u) => u.id);
}
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function sequential(label, withMemory) {
  const ids = await pupils(SEQUENTIAL, `seq-${label}-`);
  const times = [];
  for (const [i, id] of ids.entries()) {
    const t = performance.now();
    await post({ raceId: `seq-${label}-${i}`, matchId: null, game: 1, practice: true, results: [result(id, 1, withMemory)] });
    times.push(performance.now() - t);
  }
  return { mean: times.reduce((a, b) => a + b, 0) / times.length, p95: percentile(times, 95) };
}

async function burst(label, withMemory) {
  const ids = await pupils(RACES * 2, `burst-${label}-`);
  const races = Array.from({ length: RACES }, (_, i) => ({ raceId: `burst-${label}-${i}`, matchId: null, game: 1, practice: false, results: [result(ids[2 * i], 1, withMemory), result(ids[2 * i + 1], 2, withMemory), result(ids[(2 * i + 7) % ids.length], 3, withMemory)] }));
  const t = performance.now();
  const answers = await Promise.all(races.map(post));
  const wall = performance.now() - t;
  const failed = answers.filter((a) => a.code !== 200).length;
  const written = await db.prisma.raceResult.count({ where: { raceId: { startsWith: `burst-${label}-` } } });
  const cards = await db.prisma.characterMemory.count({ where: { userId: { in: ids } } });
  const expectedCards = withMemory ? new Set(races.flatMap((r) => r.results.flatMap((x) => x.detail.memory.map((m) => `${x.userId}:${m.character}`)))).size : 0;
  return { wall, failed, written, cards, expectedCards };
}

console.log(`memory bench: ${SEQUENTIAL} sequential results, ${RACES} races x 3 racers in a burst, ${MEMORY_CHARS} characters per result (after)`);
for (const [label, withMemory] of [['before', false], ['after', true]]) {
  const s = await sequential(label, withMemory);
  console.log(`${label.padEnd(6)} per result: mean ${s.mean.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms`);
}
for (const [label, withMemory] of [['before', false], ['after', true]]) {
  const b = await burst(label, withMemory);
  console.log(`${label.padEnd(6)} burst: ${b.wall.toFixed(0)} ms for ${RACES} races, failed ${b.failed}, results written ${b.written}/${RACES * 3}, cards ${b.cards}/${b.expectedCards}`);
}
await api.close();
await db.drop();
