// The end of a national round: 200 races (rooms of 40) end in the same second and the match
// servers send every race's results to the API at once. Prints the time until all results are
// stored, and checks none is lost or written twice, for the API as built in this checkout ("after":
// batches, one transaction per batch) and, with --before DIR, for another checkout's built API
// (e.g. one race per transaction before batching), one after the other on fresh databases.
// With --memory N, both sides run on this checkout instead: results without and then with N judged
// characters each (detail.memory, 10% missed), so the learning memory's cost at the end of a round
// is measured in one run, every card counted afterwards.
// Usage (after `npm run build`; PostgreSQL as DATABASE_URL, default the local test server):
//   node load-tests/result-batch-bench.mjs --races 200 --room 40 --before /path/to/old/checkout
//   node load-tests/result-batch-bench.mjs --races 200 --room 40 --memory 24 [--port 4750]
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createTestDatabase } from '@learnstar/db/testing';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { races: { type: 'string', default: '200' }, room: { type: 'string', default: '40' }, before: { type: 'string' }, memory: { type: 'string', default: '0' }, port: { type: 'string', default: '4750' } } });
const RACES = Number(values.races);
const ROOM = Number(values.room);
const MEMORY_CHARS = Number(values.memory);
const KEY = 'bench-internal-key';
const PORT = Number(values.port);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/test';

const HAN = /\p{Script=Han}/u;
const bank = JSON.parse(readFileSync(join(root, 'shared/data/wordbank.json'), 'utf8'));
const characters = [...new Set(bank.passages.flatMap((p) => [...p.text].filter((c) => HAN.test(c))))];

/** What the match server judged of each character the racer reached (deterministic per racer). */
function memory(userId) {
  const start = (userId * 7) % (characters.length - MEMORY_CHARS);
  return characters.slice(start, start + MEMORY_CHARS).map((character, k) => ({ character, right: (userId + k) % 10 !== 0, kind: 'typed', ms: 1200 + ((userId + k) % 30) * 100 }));
}

/** One racer's result as the match server sends it, with a typical 60 s race's detail. */
function result(userId, place, withMemory) {
  const timeline = Array.from({ length: 12 }, (_, k) => [k * 5_000, 20 + ((userId + k) % 15)]);
  const inputs = Array.from({ length: 200 }, (_, k) => [k * 300, 1]);
  return {
    userId, score: 500 - place, place, correctChars: 40, typedChars: 44, cpm: 24, wpm: 5, accuracy: 91, submitted: true, autoSubmitted: true, completed: 0,
    detail: { mistakes: [['我', 2]], timeline, kind: 'match', mode: 'hanzi', hostId: null, inputs, ...(withMemory ? { memory: memory(userId) } : {}) },
  };
}

async function endTogether(label, apiMain, withMemory = false) {
  const db = await createTestDatabase();
  const base = 4_000_000;
  const pupils = RACES * ROOM;
  await db.prisma.user.createMany({ data: Array.from({ length: pupils }, (_, i) => ({ id: base + i, account: `end-${i}`, passwordHash: 'x', name: `学生${i}`, gradeCode: 3 })) });
  const api = spawn(process.execPath, [apiMain], { env: { ...process.env, PORT: String(PORT), DATABASE_URL: db.url, INTERNAL_API_KEY: KEY, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    for (let i = 0; i < 600 && !(await fetch(`http://127.0.0.1:${PORT}/api/health`).then((r) => r.ok, () => false)); i++) await sleep(200);
    const races = Array.from({ length: RACES }, (_, r) => ({
      raceId: `end-${r}`, matchId: null, game: 1, practice: false, gradeCode: 3, level: 'elementary', mode: 'hanzi',
      results: Array.from({ length: ROOM }, (_, k) => result(base + r * ROOM + k, k + 1, withMemory)),
    }));
    const started = performance.now();
    const answers = await Promise.all(
      races.map((race) =>
        fetch(`http://127.0.0.1:${PORT}/api/internal/race-results`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-internal-key': KEY }, body: JSON.stringify(race), signal: AbortSignal.timeout(600_000) })
          .then((r) => r.json())
          .catch((error) => ({ code: 0, msg: error.message })),
      ),
    );
    const ms = performance.now() - started;
    const failed = answers.filter((a) => a.code !== 200);
    const stored = await db.prisma.raceResult.count({ where: { raceId: { startsWith: 'end-' } } });
    const credited = await db.prisma.pointsLedgerEntry.count({ where: { reference: { startsWith: 'end-' } } });
    const cards = withMemory ? `, memory cards ${await db.prisma.characterMemory.count()}/${pupils * MEMORY_CHARS}` : '';
    const figures = await fetch(`http://127.0.0.1:${PORT}/api/internal/metrics/race-results`, { headers: { 'x-internal-key': KEY } }).then((r) => r.json()).then((b) => b.data, () => null);
    console.log(`  ${label}: all ${RACES} races stored in ${(ms / 1000).toFixed(2)} s; results ${stored}/${pupils} (lost ${pupils - stored}), point credits ${credited}${cards}, failed answers ${failed.length}${failed.length ? ` (${failed[0].msg})` : ''}${figures ? `; ${figures.batches} batches, largest ${figures.largestBatch} races, slowest ${figures.slowestBatchMs} ms` : ''}`);
    return ms;
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    await db.drop();
  }
}

console.log(`result writes: ${RACES} races of ${ROOM} end in the same second`);
console.log(`before: ${uptime()}`);
const apiMain = join(root, 'api/dist/main.js');
if (MEMORY_CHARS > 0) {
  const withoutMs = await endTogether('without memory (no detail.memory: the update does nothing)', apiMain);
  console.log(`between: ${uptime()}`);
  const withMs = await endTogether(`with memory (${MEMORY_CHARS} characters a result)`, apiMain, true);
  console.log(`  with/without: ${(withMs / withoutMs).toFixed(2)}x`);
} else {
  const beforeMs = values.before ? await endTogether(`before (${values.before})`, join(values.before, 'api/dist/main.js')) : null;
  const afterMs = await endTogether('after (this checkout, batched)', apiMain);
  if (beforeMs) console.log(`  speed-up: ${(beforeMs / afterMs).toFixed(1)}x`);
}
console.log(`after: ${uptime()}`);
