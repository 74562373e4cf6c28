// `npm test`: build, every project's unit and integration tests (vitest, through Nx), then the
// Playwright suite in Chromium. Integration tests use PostgreSQL and Redis when DATABASE_URL and
// REDIS_URL are set and the embedded stores otherwise.
// Flags: --no-e2e (vitest only), --no-build (over the last build), --e2e-embedded (CI: the vitest
// files on the PostgreSQL and Redis of the environment, the browser suite on the embedded default).
// Ends with one line "total: N passed, N failed" summing every runner's counts.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { nx, repoRoot, run } from './lib.mjs';
import { printSummary } from './test-report.mjs';

const resultsDir = join(repoRoot, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const projects = ['shared', 'prisma', 'api', 'game-server', 'client', 'load-tests'].filter((dir) => {
  const pkg = JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'));
  return Boolean(pkg.scripts?.test);
});

const steps = [];
// --no-build: over the last build (a developer's second run).
if (!process.argv.includes('--no-build')) {
  const buildCode = await nx(['run-many', '-t', 'build', '--outputStyle=stream']);
  steps.push({ name: 'build', code: buildCode });
  if (buildCode !== 0) finish();
}

// Three lanes at once: the API's vitest files, every other project's, and the browser suite. All
// three spend most of their time waiting (on PostgreSQL, Redis, timers and game rounds that last
// seconds), so side by side they take little longer than the browser suite alone. The browser lane
// prints as it goes; the vitest lanes print when they are done.
//
// --e2e-embedded (CI) runs the browser suite's site on the embedded default (PGlite, the in-memory
// store) whatever the environment says, so one run covers both: the integration tests on the real
// services, the whole site as `npm start` serves it to a newcomer.
const e2eEmbedded = process.argv.includes('--e2e-embedded');
/** The service variables set empty: every project reads an empty one as unset. */
const EMBEDDED = { DATABASE_URL: '', REDIS_URL: '' };
const [apiLane, otherLane] = [projects.filter((dir) => dir === 'api'), projects.filter((dir) => dir !== 'api')];
const e2eConfig = join(repoRoot, 'client', 'e2e', 'playwright.config.ts');
const runE2e = !process.argv.includes('--no-e2e') && existsSync(e2eConfig);
if (!existsSync(e2eConfig)) console.log(`\nno Playwright suite at ${e2eConfig}: browser tests skipped`);
const [apiSteps, otherSteps, e2eSteps] = await Promise.all([runLane(apiLane), runLane(otherLane), runE2e ? runBrowserSuite(e2eEmbedded ? EMBEDDED : {}) : []]);
steps.push(...[...apiSteps, ...otherSteps].sort((a, b) => projects.indexOf(a.dir) - projects.indexOf(b.dir)), ...e2eSteps);
finish();

/**
 * The browser suite against its own site. With REDIS_URL set it gets a Redis server of its own, so
 * the integration tests running beside it (their match servers publish on the same pub/sub channels
 * and number their races from 1 as the site does) can never reach its sockets or keys.
 */
async function runBrowserSuite(storeEnv) {
  const report = join(resultsDir, 'e2e.json');
  const redis = process.env.REDIS_URL && storeEnv.REDIS_URL !== '' ? await startPrivateRedis() : undefined;
  const env = { ...storeEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PORT: process.env.E2E_PORT ?? String(await freePorts(4)), ...(redis ? { REDIS_URL: redis.url } : {}) };
  // At a lower priority (inherited by the browsers and the site it starts): two browsers at the
  // vitest lanes' priority starved them into timeouts on 2 cores, and the browser tests' retry is
  // the cheaper place to pay for a slow moment. Tried the other way round (vitest at nice 10): the
  // browsers took the CPU they were given (1,250 → 1,610 CPU-s) and finished no sooner (22.6 min
  // both ways), while two vitest timing checks failed.
  const playwright = join(repoRoot, 'node_modules', '.bin', 'playwright');
  const code = await run('nice', ['-n', '5', playwright, 'test', '-c', 'client/e2e/playwright.config.ts', '--reporter=list,json'], { env });
  redis?.stop();
  return [{ name: 'e2e (playwright)', code, report, kind: 'playwright' }];
}

/** A throwaway redis-server on a free port (nothing kept on disk), or the shared one if none can start. */
async function startPrivateRedis() {
  const port = await freePorts(1);
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const started = await new Promise((resolve) => {
    child.once('error', () => resolve(false));
    child.once('spawn', () => resolve(true));
  });
  if (!started || !(await redisAnswers(port))) {
    child.kill();
    console.log('no private redis-server for the browser suite: it shares REDIS_URL');
    return undefined;
  }
  process.on('exit', () => child.kill());
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function redisAnswers(port) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const pong = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.once('data', (data) => { socket.destroy(); resolve(data.toString().startsWith('+PONG')); });
      socket.once('error', () => resolve(false));
    });
    if (pong) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** Runs each project's vitest in turn; the output is held and printed when the lane ends. */
async function runLane(dirs) {
  const laneSteps = [];
  const held = [];
  for (const dir of dirs) {
    const report = join(resultsDir, `${dir}.json`);
    const args = ['run', 'test', '-w', dir, '--', '--reporter=default', '--reporter=json', `--outputFile=${report}`];
    const code = await run('npm', args, { stdio: 'pipe', onOutput: (chunk) => held.push(chunk) });
    laneSteps.push({ name: `${dir} (vitest)`, dir, code, report, kind: 'vitest' });
  }
  if (held.length) process.stdout.write(`\n=== vitest: ${dirs.join(', ')}\n${Buffer.concat(held).toString()}`);
  return laneSteps;
}

function finish() {
  process.exit(printSummary(steps) ? 0 : 1);
}

/**
 * A port p with the next `count - 1` free too: the browser suite's sites (p, p + 2) and their match
 * servers (p + 1, p + 3). Chosen below the kernel's ephemeral range: the vitest lanes' servers
 * (port 0) and every outgoing connection take ports from that range, and one took a match server's
 * port between this check and its start in a CI run (EADDRINUSE, the whole browser suite lost).
 */
async function freePorts(count) {
  const ephemeralFrom = ephemeralPortsFrom();
  const lowest = Math.min(20_000, ephemeralFrom - 10_000);
  const free = (port) =>
    new Promise((resolve) => {
      const server = createServer().once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = lowest + Math.floor(Math.random() * (ephemeralFrom - lowest - count));
    let all = true;
    for (let i = 0; i < count && all; i++) all = await free(port + i);
    if (all) return port;
  }
  throw new Error('no free ports for the browser tests');
}

/** Where the kernel's ephemeral ports begin (Linux's default where it cannot be read). */
function ephemeralPortsFrom() {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}
