// Fault-injection bench: the site as `npm start` runs it (built already), a light mixed load
// (shoppers browsing, signing up and ordering; pupils racing in classroom races; a mail server the
// site sends to), and one fault at a time: the match server killed (-9), the API killed (-9),
// Redis restarted, PostgreSQL's connections terminated again and again (as a restart or an operator's
// pg_terminate_backend ends them), PostgreSQL restarted, the mail server stopped for a while. For each it prints:
// seconds until served again, requests and race commits failed in the gap (and how: 503, refused,
// other 5xx, hung), races interrupted and resumed, results lost, orders lost or doubled, emails
// lost or sent twice. Not part of CI. Usage (production-like: your own PostgreSQL and Redis):
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5498/postgres REDIS_URL=redis://127.0.0.1:6389 \
//   FAULTS_PG_DATA=/tmp/pgdata node load-tests/faults.mjs
// Racing needs DATABASE_URL (pupils and teachers are written straight to a fresh database).
// Redis is restarted only with REDIS_URL on 127.0.0.1 (same port, dir and appendonly setting),
// PostgreSQL only with FAULTS_PG_DATA (pg_ctl restart -m fast, as the postgres user when root).
//   FAULTS_PORT (default 4700), MAIL_DOWN_S (default 60), SHOPPERS (default 3),
//   RACE_ROOMS (default 2), ROOM_PUPILS (default 3), RACE_S (default 30), FAULTS_ONLY (e.g. "redis,pgterm,pg")
// NODE_ENV=production (needs DATABASE_URL and REDIS_URL): the site starts as deployed, with secrets of
// its own and the real rate limits; each shopper then orders at most every PRODUCTION_ORDER_GAP_MS.
import { spawn, execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FaultSmtp } from './fault-smtp.mjs';
import { FaultRacers } from './fault-racers.mjs';
import { createPupils, countResults } from './fault-accounts.mjs';
import { openDatabase } from '@learnstar/db';
import { PRODUCTION_ORDER_GAP_MS, Shoppers } from './fault-shoppers.mjs';
import { randomBytes } from 'node:crypto';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.FAULTS_PORT ?? 4700);
const mailDownMs = Number(process.env.MAIL_DOWN_S ?? 60) * 1000;
const only = process.env.FAULTS_ONLY?.split(',');
const base = `http://127.0.0.1:${port}`;
const gameUrl = `http://127.0.0.1:${port + 1}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// Faults are injected asynchronously: a blocking call would stop the load for the gap it measures.
const run = promisify(execFile);
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
// NODE_ENV=production is for the site; the bench's own setup writes the demo catalogue and test
// accounts, which a production process refuses, so it runs as a test harness.
const production = process.env.NODE_ENV === 'production';
delete process.env.NODE_ENV;

console.log(`faults bench: site ${production ? 'NODE_ENV=production' : 'not production'}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${process.env.REDIS_URL ? 'Redis' : 'in-memory match store'}; ${uptime()}`);
const smtp = new FaultSmtp(port + 5);
await smtp.start();
const accounts = process.env.DATABASE_URL ? await createPupils(Number(process.env.RACE_ROOMS ?? 2), Number(process.env.ROOM_PUPILS ?? 3)) : null;

// --- the site under npm start's supervisor ------------------------------------------------
let output = '';
const dataDir = join('.data', `faults-${port}`);
rmSync(join(root, dataDir), { recursive: true, force: true });
const siteEnv = { PORT: String(port), GAME_PORT: String(port + 1), LEARNSTAR_DATA_DIR: dataDir, LOG_LEVEL: 'warn', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_RETRY_SWEEP_MS: '2000' };
// NODE_ENV=production runs the site as deployed: its own secrets and the real rate limits (a
// production start refuses the tests' multiplier), so the shoppers order at a pace the limits allow.
if (production) Object.assign(siteEnv, { NODE_ENV: 'production', INTERNAL_API_KEY: randomBytes(32).toString('hex'), PAYMENT_GATEWAY_SECRET: randomBytes(32).toString('hex'), MATCH_TICKET_SECRET: randomBytes(32).toString('hex') });
else siteEnv.LEARNSTAR_RATE_LIMIT_FACTOR = '10';
if (accounts) siteEnv.DATABASE_URL = accounts.url;
const site = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--no-build'], { cwd: root, env: { ...process.env, ...siteEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
site.stdout.on('data', (c) => (output += c));
site.stderr.on('data', (c) => (output += c));
const pids = (name) => [...output.matchAll(new RegExp(`${name} started \\(pid (\\d+)\\)`, 'g'))].map((m) => Number(m[1]));
while (!output.includes('LearnStar is running')) {
  if (site.exitCode !== null) throw new Error(output);
  await sleep(500);
}
console.log(output.trim().split('\n').at(-1));

// --- the load ----------------------------------------------------------------------------
let running = true;
const shoppers = new Shoppers({ base, port, count: Number(process.env.SHOPPERS ?? 3), isRunning: () => running, orderGapMs: production ? PRODUCTION_ORDER_GAP_MS : 0 });
const shopping = shoppers.run();
const racers = accounts ? new FaultRacers({ gameUrl, rooms: accounts.rooms, raceSeconds: Number(process.env.RACE_S ?? 30), isRunning: () => running }) : null;
const racing = racers?.run() ?? Promise.resolve();

/** Served again: a shop request and (with racers) a race commit sent after the fault both succeeded. */
const usersServed = (since) => shoppers.stats.lastOkSentAt > since && (!racers || racers.commits.lastOkSentAt > since);
const apiUp = () => fetch(`${base}/api/health`).then((r) => r.ok, () => false);
const gameUp = () => fetch(`${gameUrl}/health`).then((r) => r.ok, () => false);

const rows = [];
async function fault(key, name, inject, probe) {
  if (only && !only.includes(key)) return;
  await sleep(10_000);
  const before = { ...shoppers.stats.byKind, failed: shoppers.stats.failed, commitsFailed: racers?.commits.failed ?? 0 };
  const at = Date.now();
  await inject();
  // Served again: a request sent after the fault was fully injected (a restart done) succeeded.
  const injected = Date.now();
  while (!(await probe(injected))) await sleep(200);
  const seconds = (Date.now() - at) / 1000;
  await sleep(5_000);
  const end = Date.now();
  const kinds = Object.entries(shoppers.stats.byKind).map(([k, n]) => [k, n - (before[k] ?? 0)]).filter(([, n]) => n > 0);
  const row = { key, fault: name, at, end, seconds: seconds.toFixed(1), failed: shoppers.stats.failed - before.failed, how: kinds.map(([k, n]) => `${n} ${k}`).join(', ') || '-', commitsFailed: (racers?.commits.failed ?? 0) - before.commitsFailed, load: uptime().replace(/.*load average: /, '') };
  rows.push(row);
  console.log(`${name}: served again after ${row.seconds} s; requests failed ${row.failed} (${row.how}); race commits failed ${row.commitsFailed}; load ${row.load}`);
}

await sleep(5_000);
await fault('game', 'match server killed (-9)', () => process.kill(pids('game-server').at(-1), 'SIGKILL'), async (at) => pids('game-server').length > 1 && (await gameUp()) && usersServed(at));
await fault('api', 'API killed (-9)', () => process.kill(pids('api').at(-1), 'SIGKILL'), async (at) => pids('api').length > 1 && (await apiUp()) && usersServed(at));
const redis = process.env.REDIS_URL ? new URL(process.env.REDIS_URL) : null;
if (redis && ['127.0.0.1', 'localhost'].includes(redis.hostname)) {
  await fault('redis', 'Redis restarted', async () => {
    const cli = async (...args) => (await run('redis-cli', ['-p', redis.port, ...args], { encoding: 'utf8' })).stdout.trim().split('\n');
    const [, dir] = await cli('config', 'get', 'dir');
    const [, appendonly] = await cli('config', 'get', 'appendonly');
    // SHUTDOWN writes the append-only file when it is on: what a production Redis restart keeps.
    await cli('shutdown').catch(() => undefined);
    await run('redis-server', ['--port', redis.port, '--daemonize', 'yes', '--save', '', '--appendonly', appendonly, '--dir', dir]);
  }, async (at) => usersServed(at));
}
if (accounts) {
  await fault('pgterm', 'PostgreSQL connections terminated (every 100 ms for 3 s)', async () => {
    const db = openDatabase({ url: accounts.url });
    try {
      for (const end = Date.now() + 3_000; Date.now() < end; await sleep(100)) {
        await db.prisma.$executeRawUnsafe('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()').catch(() => undefined);
      }
    } finally {
      await db.close();
    }
  }, async (at) => usersServed(at));
}
const pgData = process.env.FAULTS_PG_DATA;
if (pgData && accounts) {
  await fault('pg', 'PostgreSQL restarted', async () => {
    const ctl = ['/usr/lib/postgresql/15/bin/pg_ctl', '-D', pgData, '-m', 'fast', '-w', 'restart'];
    const asPostgres = process.getuid?.() === 0 ? ['su', 'postgres', '-c', `${ctl.join(' ')} >/dev/null`] : ctl;
    await run(asPostgres[0], asPostgres.slice(1));
  }, async (at) => usersServed(at));
}
await fault('mail', `mail server stopped ${mailDownMs / 1000} s`, async () => {
  await smtp.stop();
  setTimeout(() => void smtp.start(), mailDownMs);
}, async () => smtp.listening && shoppers.stats.lastOkSentAt > 0);

running = false;
await Promise.all([shopping, racing]);
const orders = await shoppers.ordersInDatabase();
// Every order in the database has its email in the outbox (same transaction), acknowledged or not.
// Emails the mail server refused are retried with backoff; one claimed by an API that was killed
// waits for its claim to run out (MAIL_CLAIM_SECONDS, 120 s): wait that long for them.
const emailsExpected = shoppers.signUps + orders.inDb;
const deadline = Date.now() + 180_000;
while (new Set(smtp.received).size < emailsExpected && Date.now() < deadline) await sleep(1_000);
const distinct = new Set(smtp.received).size;

// Races: one that overlapped a fault is counted for it; its results are every racer's row.
const races = racers?.races ?? [];
const written = accounts ? await countResults(accounts.url, races.map((r) => r.raceId)) : new Map();
const raceFigures = (list) => {
  const finished = list.filter((r) => r.endsAt < Date.now());
  return {
    races: finished.length,
    interrupted: finished.filter((r) => r.interrupted.size).length,
    resumed: finished.filter((r) => r.interrupted.size && r.resumed.size === r.interrupted.size).length,
    lostRaces: finished.filter((r) => r.lost.size).length,
    resultsLost: finished.reduce((n, r) => n + r.racers.length - (written.get(r.raceId) ?? 0), 0),
  };
};
console.log(`\n${uptime()}`);
console.log('\n| fault | served again after | requests failed in the gap (how) | race commits failed | races overlapping: interrupted / all back in | race results lost | load average |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  const f = raceFigures(races.filter((r) => r.startedAt < row.end && r.endsAt > row.at));
  console.log(`| ${row.fault} | ${row.seconds} s | ${row.failed} (${row.how}) | ${racers ? row.commitsFailed : 'no racers'} | ${f.races} races: ${f.interrupted} / ${f.resumed}${f.lostRaces ? ` (${f.lostRaces} lost)` : ''} | ${f.resultsLost} | ${row.load} |`);
}
const all = raceFigures(races);
console.log(`\nrequests ok ${shoppers.stats.ok}, failed ${shoppers.stats.failed} ${JSON.stringify(shoppers.stats.byKind)}`);
if (racers) console.log(`races ${all.races} (${races.length - all.races} unfinished at the end), interrupted ${all.interrupted}, all racers back in ${all.resumed}, lost ${all.lostRaces}; results expected ${all.races * (accounts.rooms[0]?.pupils.length ?? 0)}, lost ${all.resultsLost}; race commits ok ${racers.commits.ok}, failed ${racers.commits.failed}`);
console.log(`orders acknowledged ${orders.acknowledged}, in the database ${orders.inDb}: lost ${Math.max(0, orders.acknowledged - orders.inDb)}, doubled ${orders.doubled}, beyond the acknowledged ${Math.max(0, orders.inDb - orders.acknowledged)} (written, answer lost in a kill)`);
console.log(`emails expected ${emailsExpected} (sign-ups and orders in the database), received ${smtp.received.length}, distinct ${distinct}: lost ${Math.max(0, emailsExpected - distinct)}, sent twice ${smtp.received.length - distinct}`);
const restarts = output.split('\n').filter((l) => /restart|stopped|exit/i.test(l));
if (restarts.length) console.log(`\nsupervisor:\n${restarts.join('\n')}`);
site.kill('SIGTERM');
await new Promise((r) => site.once('exit', r));
await smtp.stop().catch(() => undefined);
