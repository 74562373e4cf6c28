// The grown-ups' dashboards on a big database: seeds a database of its own on PostgreSQL with 100,000
// orders, 1,000,000 race and game results (600,000 races, 400,000 game-centre sessions) and 200 classes
// of 30 pupils, starts the API on it and times each dashboard request: p50 and p95 of --requests
// requests after --warmup, for --rounds rounds (the table gives each round and the median round).
// The operator's figures are cached for DASHBOARD_CACHE_MS (30 s): the bench runs the API with the cache
// off (DASHBOARD_CACHE_MS=0), so every request it times computes them in the database.
// The teacher's class dashboard and the parent's view of a child are timed when the build has them
// (a 404 says the route does not exist yet).
// Usage (after `npm run build`; PostgreSQL as DATABASE_URL, default the local server):
//   node load-tests/dashboard-bench.mjs [--port 5420] [--requests 50] [--warmup 10] [--rounds 3] [--keep]
// --keep leaves the database for EXPLAIN (its URL is printed); otherwise it is dropped at the end.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createTestDatabase } from '@learnstar/db/testing';
import { benchProcesses } from './bench-processes.mjs';
import { BASE, CLASSES, CLASS_SIZE, GAMES, ORDERS, PUPILS, RACES, SEED } from './dashboard-seed.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5420' },
    requests: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
  },
});
const PORT = Number(values.port);
const REQUESTS = Number(values.requests);
const WARMUP = Number(values.warmup);
const ROUNDS = Number(values.rounds);
const LINE_MS = 150;
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/postgres';

const hashToken = (token) => createHash('sha256').update(token).digest('hex');
/** A session token for `userId`, written as the API stores them (SHA-256 of the token). */
async function sessionFor(db, userId) {
  const token = randomBytes(24).toString('base64url');
  await db.prisma.authToken.create({ data: { userId, tokenHash: hashToken(token), purpose: 'session', expiresAt: new Date(Date.now() + 3_600_000) } });
  return { authorization: `Bearer ${token}` };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
async function timeRequests(url, headers, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

console.log(`dashboard bench: ${ORDERS.toLocaleString('en')} orders, ${(RACES + GAMES).toLocaleString('en')} results, ${CLASSES} classes of ${CLASS_SIZE}; ${REQUESTS} requests after ${WARMUP} warm-up, ${ROUNDS} rounds`);
console.log(`before: ${uptime()}`);
const db = await createTestDatabase();
const { launch, waitUp, stopAll } = benchProcesses({});
try {
  // The API migrates and seeds the demo (operator1, the catalogue) on its first start; the bulk rows follow.
  launch('api/dist/main.js', { PORT: String(PORT), DATABASE_URL: db.url, REDIS_URL: '', DASHBOARD_CACHE_MS: '0', ORDER_EXPIRY_SWEEP_MS: '0', WEEKLY_SUMMARY_SWEEP_MS: '0', MAIL_RETRY_SWEEP_MS: '0' });
  await waitUp(`http://127.0.0.1:${PORT}/api/health`);
  const seeding = Date.now();
  for (const sql of SEED) await db.prisma.$executeRawUnsafe(sql);
  console.log(`seeded in ${((Date.now() - seeding) / 1000).toFixed(0)} s`);

  const operator = await db.prisma.user.findUniqueOrThrow({ where: { account: 'operator1' } });
  const targets = [
    { name: 'operator: GET /api/console/dashboard?days=7', path: '/api/console/dashboard?days=7', headers: await sessionFor(db, operator.id) },
    { name: 'operator: GET /api/console/dashboard?days=90', path: '/api/console/dashboard?days=90', headers: await sessionFor(db, operator.id) },
    { name: 'teacher: GET /api/classes/:id/dashboard', path: `/api/classes/${BASE}/dashboard`, headers: await sessionFor(db, BASE + 2 * PUPILS) },
    { name: 'parent: GET /api/family/children/:id/trends', path: `/api/family/children/${BASE}/trends`, headers: await sessionFor(db, BASE + PUPILS) },
    { name: 'parent: GET /api/family/children/:id/progress', path: `/api/family/children/${BASE}/progress`, headers: await sessionFor(db, BASE + PUPILS) },
  ];
  const base = `http://127.0.0.1:${PORT}`;
  const rows = [];
  for (const target of targets) {
    const probe = await fetch(base + target.path, { headers: target.headers });
    await probe.arrayBuffer();
    if (probe.status === 404) {
      rows.push({ name: target.name, missing: true });
      continue;
    }
    await timeRequests(base + target.path, target.headers, WARMUP);
    const rounds = [];
    for (let r = 0; r < ROUNDS; r++) rounds.push(await timeRequests(base + target.path, target.headers, REQUESTS));
    rows.push({ name: target.name, rounds: rounds.map((t) => ({ p50: percentile(t, 50), p95: percentile(t, 95) })) });
  }

  console.log(`\n| request | ${Array.from({ length: ROUNDS }, (_, r) => `round ${r + 1} p50 / p95`).join(' | ')} | median p95 | ≤ ${LINE_MS} ms? |`);
  console.log(`|---|${'---|'.repeat(ROUNDS)}---|---|`);
  for (const row of rows) {
    if (row.missing) {
      console.log(`| ${row.name} | ${Array(ROUNDS).fill('—').join(' | ')} | not in this build (404) | — |`);
      continue;
    }
    const median = [...row.rounds.map((r) => r.p95)].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
    console.log(`| ${row.name} | ${row.rounds.map((r) => `${r.p50.toFixed(0)} / ${r.p95.toFixed(0)} ms`).join(' | ')} | ${median.toFixed(0)} ms | ${median <= LINE_MS ? 'yes' : 'no'} |`);
  }
  console.log(`after: ${uptime()}`);
  if (values.keep) console.log(`database kept: ${db.url}`);
} finally {
  await stopAll(5_000);
  if (values.keep) await db.close();
  else await db.drop();
}
