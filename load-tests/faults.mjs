// Fault-injection bench: the site as a service manager runs it (`npm start -- --no-build`, built
// already) on PostgreSQL and a redis-server of the bench's own, under a light mixed load (shoppers
// browsing and buying with an Idempotency-Key, pupils redeeming in the points shop, sign-ups and
// logins in bursts, classroom races, a mail server the site sends to), and one fault at a time:
// PostgreSQL's connections terminated in a loop, PostgreSQL restarted, Redis stopped 1 s and 10 s,
// the mail server stopped, kill -9 and SIGTERM of the match server, of the API and of npm start
// itself (restarted at once, as systemd's Restart=always would). Per fault it prints the status
// codes answered in its window, the longest answer, the seconds until served again, and what was
// lost or done twice (acknowledged and missing; done without being acknowledged). Not part of CI.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres node load-tests/faults.mjs
// The PostgreSQL restart runs only as root with pg_ctlcluster (the cluster on DATABASE_URL's port);
// it restarts every database of that server for a few seconds.
//   FAULTS_PORT (default 4700; the match server on +1), MAIL_DOWN_S (20), SHOPPERS (3), REDEEMERS (2),
//   SIGNUP_BURST (10), SIGNUP_EVERY_S (10), RACE_ROOMS (2), ROOM_PUPILS (3), RACE_S (30),
//   FAULTS_ONLY (e.g. "pgterm,redis1,apiterm"; keys in the table's first column)
// NODE_ENV=production: the site starts as deployed, with secrets of its own and the real rate
// limits; each shopper then orders at most every PRODUCTION_ORDER_GAP_MS.
import { spawn, execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { openDatabase } from '@learnstar/db';
import { RATE_LIMIT_FACTOR_VARIABLE, TEST_RATE_LIMIT_FACTOR } from '@learnstar/shared';
import { FaultSmtp } from './fault-smtp.mjs';
import { FaultRacers } from './fault-racers.mjs';
import { FaultRedis } from './fault-redis.mjs';
import { FaultHttp } from './fault-http.mjs';
import { createPupils, countResults } from './fault-accounts.mjs';
import { createRedeemers, Redeemers } from './fault-redeemers.mjs';
import { SignUps } from './fault-signups.mjs';
import { PRODUCTION_ORDER_GAP_MS, Shoppers } from './fault-shoppers.mjs';
import { printReport } from './fault-report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = (name, fallback) => Number(process.env[name] ?? fallback);
const port = env('FAULTS_PORT', 4700);
const only = process.env.FAULTS_ONLY?.split(',');
const base = `http://127.0.0.1:${port}`;
const gameUrl = `http://127.0.0.1:${port + 1}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const run = promisify(execFile);
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const isRunning = (pid) => {
  try {
    return process.kill(pid, 0);
  } catch {
    return false;
  }
};
if (!process.env.DATABASE_URL) {
  console.log('faults bench: needs DATABASE_URL (a PostgreSQL server; the bench makes a database of its own on it)');
  process.exit(2);
}
// The bench's own setup writes the demo catalogue and test accounts, which a production process refuses.
const production = process.env.NODE_ENV === 'production';
delete process.env.NODE_ENV;

const hasRedis = (await run('redis-server', ['--version']).then(() => true, () => false));
console.log(`faults bench: site ${production ? 'NODE_ENV=production' : 'not production'}, PostgreSQL, ${hasRedis ? 'a Redis of its own' : 'in-memory match store (no redis-server: the Redis faults are skipped)'}; ${uptime()}`);
// The mail server and Redis on ports the system hands out (restarted on the same port).
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
const smtp = new FaultSmtp(await freePort());
await smtp.start();
const redis = hasRedis ? new FaultRedis(await freePort()) : null;
await redis?.start();
const accounts = await createPupils(env('RACE_ROOMS', 2), env('ROOM_PUPILS', 3));
const redeemSetup = await createRedeemers(accounts.url, env('REDEEMERS', 2));

// --- the site under npm start, as a service manager starts it ------------------------------
let output = '';
let site;
const dataDir = join('.data', `faults-${port}`);
rmSync(join(root, dataDir), { recursive: true, force: true });
const siteEnv = { PORT: String(port), GAME_PORT: String(port + 1), LEARNSTAR_DATA_DIR: dataDir, LOG_LEVEL: 'warn', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_RETRY_SWEEP_MS: '2000', DATABASE_URL: accounts.url, REDIS_URL: redis?.url ?? '' };
if (production) Object.assign(siteEnv, { NODE_ENV: 'production', INTERNAL_API_KEY: randomBytes(32).toString('hex'), PAYMENT_GATEWAY_SECRET: randomBytes(32).toString('hex'), MATCH_TICKET_SECRET: randomBytes(32).toString('hex') });
else siteEnv[RATE_LIMIT_FACTOR_VARIABLE] = String(TEST_RATE_LIMIT_FACTOR);
async function startSite() {
  const from = output.length;
  site = spawn('npm', ['start', '--', '--no-build'], { cwd: root, env: { ...process.env, ...siteEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  site.stdout.on('data', (c) => (output += c));
  site.stderr.on('data', (c) => (output += c));
  while (!output.slice(from).includes('LearnStar is running')) {
    if (site.exitCode !== null) throw new Error(output.slice(from));
    await sleep(250);
  }
}
const pids = (name) => [...output.matchAll(new RegExp(`${name} started \\(pid (\\d+)\\)`, 'g'))].map((m) => Number(m[1]));
await startSite();
console.log(output.trim().split('\n').at(-1));

// --- the load ----------------------------------------------------------------------------
let running = true;
const isOn = () => running;
const http = new FaultHttp(base);
const shoppers = new Shoppers({ http, port, count: env('SHOPPERS', 3), isRunning: isOn, orderGapMs: production ? PRODUCTION_ORDER_GAP_MS : 0 });
const redeemers = new Redeemers({ http, setup: redeemSetup, isRunning: isOn });
const signUps = new SignUps({ http, port, burst: env('SIGNUP_BURST', 10), everyMs: env('SIGNUP_EVERY_S', 10) * 1000, isRunning: isOn });
const racers = new FaultRacers({ gameUrl, rooms: accounts.rooms, raceSeconds: env('RACE_S', 30), isRunning: isOn });
const load = Promise.all([shoppers.run(), redeemers.run(), signUps.run(), racers.run()]);

/** Served again: a request and a race commit sent after the fault was fully injected both succeeded. */
const usersServed = (since) => http.lastOkSentAt > since && racers.commits.lastOkSentAt > since;
const answers = (url) => fetch(url).then((r) => r.ok, () => false);

const rows = [];
/** `windowMs`: how long the fault lasts beyond its injection (the mail server away while the site serves). */
async function fault(key, name, inject, probe = usersServed, windowMs = 0) {
  if (only && !only.includes(key)) return;
  await sleep(10_000);
  const commitsFailed = racers.commits.failed;
  const at = Date.now();
  await inject();
  const injected = Date.now();
  while (!(await probe(injected))) await sleep(200);
  const seconds = (Date.now() - at) / 1000;
  await sleep(Math.max(5_000, at + windowMs - Date.now()));
  rows.push({ key, fault: name, at, end: Date.now(), seconds, commitsFailed: racers.commits.failed - commitsFailed, load: uptime().replace(/.*load average: /, '') });
  console.log(`${key}: ${name}: served again after ${seconds.toFixed(1)} s`);
}

/** A signal to one server; the supervisor starts it again. */
async function processFault(key, name, server, signal) {
  let count;
  const health = server === 'api' ? `${base}/api/health` : `${gameUrl}/health`;
  await fault(key, name, () => {
    count = pids(server).length;
    process.kill(pids(server).at(-1), signal);
  }, async (at) => pids(server).length > count && (await answers(health)) && usersServed(at));
}

/** A signal to npm start itself; then, as a service manager, wait for the site's processes and start it again. */
async function npmFault(key, name, signal) {
  await fault(key, name, async () => {
    const servers = [pids('api').at(-1), pids('game-server').at(-1)];
    const stopped = new Promise((resolve) => (site.exitCode !== null ? resolve() : site.once('exit', resolve)));
    site.kill(signal);
    await stopped;
    while (servers.some(isRunning)) await sleep(100);
    await startSite();
  });
}

/** The PostgreSQL cluster serving DATABASE_URL, when this bench may restart it (root, pg_ctlcluster). */
async function pgCluster() {
  if (process.getuid?.() !== 0) return { reason: 'not run as root' };
  const listed = await run('pg_lsclusters', ['--no-header']).then((r) => r.stdout, () => null);
  if (listed === null) return { reason: 'no pg_ctlcluster (not a Debian PostgreSQL)' };
  const dbPort = new URL(accounts.url).port || '5432';
  const line = listed.split('\n').map((l) => l.trim().split(/\s+/)).find((f) => f[2] === dbPort && f[3] === 'online');
  return line ? { version: line[0], name: line[1] } : { reason: `no online cluster on port ${dbPort}` };
}

await sleep(5_000);
await fault('pgterm', 'PostgreSQL connections terminated (every 100 ms for 3 s)', async () => {
  const db = openDatabase({ url: accounts.url });
  try {
    for (const end = Date.now() + 3_000; Date.now() < end; await sleep(100)) {
      await db.prisma.$executeRawUnsafe('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()').catch(() => undefined);
    }
  } finally {
    await db.close();
  }
});
const cluster = await pgCluster();
if (cluster.reason) console.log(`pg: PostgreSQL restart skipped: ${cluster.reason}`);
else await fault('pg', `PostgreSQL restarted (pg_ctlcluster ${cluster.version} ${cluster.name}, fast)`, () => run('pg_ctlcluster', ['--mode=fast', cluster.version, cluster.name, 'restart']));
for (const seconds of redis ? [1, 10] : []) {
  await fault(`redis${seconds}`, `Redis stopped ${seconds} s`, async () => {
    await redis.stop();
    await sleep(seconds * 1000);
    await redis.start();
  });
}
const mailDownMs = env('MAIL_DOWN_S', 20) * 1000;
await fault('mail', `mail server stopped ${mailDownMs / 1000} s`, async () => {
  await smtp.stop();
  setTimeout(() => void smtp.start(), mailDownMs);
}, usersServed, mailDownMs + 5_000);
await processFault('game9', 'match server killed (-9)', 'game-server', 'SIGKILL');
await processFault('gameterm', 'match server sent SIGTERM', 'game-server', 'SIGTERM');
await processFault('api9', 'API killed (-9)', 'api', 'SIGKILL');
await processFault('apiterm', 'API sent SIGTERM', 'api', 'SIGTERM');
await npmFault('npm9', 'npm start killed (-9), started again', 'SIGKILL');
await npmFault('npmterm', 'npm start sent SIGTERM, started again', 'SIGTERM');

running = false;
await load;
await printReport({ rows, http, shoppers, redeemers, signUps, racers, smtp, url: accounts.url, countResults, uptime });
const restarts = output.split('\n').filter((l) => /restart|stopped|stopping|exit/i.test(l));
if (restarts.length) console.log(`\nsupervisor:\n${restarts.join('\n')}`);
const stopped = new Promise((resolve) => site.once('exit', resolve));
site.kill('SIGTERM');
await stopped;
await smtp.stop();
await redis?.stop();
