// `npm test`: build, every project's unit and integration tests (vitest, through Nx), then the
// Playwright suite in Chromium. Integration tests use PostgreSQL and Redis when DATABASE_URL and
// REDIS_URL are set (CI sets both) and the embedded stores otherwise.
// Ends with one line "total: N passed, N failed" summing every runner's counts.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { nx, repoRoot, run } from './lib.mjs';

const resultsDir = join(repoRoot, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const projects = ['shared', 'prisma', 'api', 'game-server', 'client', 'load-tests'].filter((dir) => {
  const pkg = JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'));
  return Boolean(pkg.scripts?.test);
});

const steps = [];
const buildCode = await nx(['run-many', '-t', 'build', '--outputStyle=stream']);
steps.push({ name: 'build', code: buildCode });
if (buildCode !== 0) finish();

// Two lanes at once: the API's files in one, every other project's in the other. Both spend most
// of their time waiting on PostgreSQL, Redis and timers, so side by side they take little longer
// than the API alone. The first lane prints as it goes; the second prints when it is done.
const [apiLane, otherLane] = [projects.filter((dir) => dir === 'api'), projects.filter((dir) => dir !== 'api')];
const laneSteps = await Promise.all([runLane(apiLane, 'inherit'), runLane(otherLane, 'pipe')]);
steps.push(...laneSteps.flat().sort((a, b) => projects.indexOf(a.dir) - projects.indexOf(b.dir)));

const e2eConfig = join(repoRoot, 'client', 'e2e', 'playwright.config.ts');
if (!existsSync(e2eConfig)) console.log(`\nno Playwright suite at ${e2eConfig}: browser tests skipped`);
if (!process.argv.includes('--no-e2e') && existsSync(e2eConfig)) {
  const report = join(resultsDir, 'e2e.json');
  const code = await run(join(repoRoot, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'client/e2e/playwright.config.ts', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PORT: process.env.E2E_PORT ?? String(await freePortPair()) },
  });
  steps.push({ name: 'e2e (playwright)', code, report, kind: 'playwright' });
}
finish();

/** Runs each project's vitest in turn; with stdio 'pipe' the output is held and printed at the end. */
async function runLane(dirs, stdio) {
  const laneSteps = [];
  const held = [];
  for (const dir of dirs) {
    const report = join(resultsDir, `${dir}.json`);
    const args = ['run', 'test', '-w', dir, '--', '--reporter=default', '--reporter=json', `--outputFile=${report}`];
    const code = await run('npm', args, { stdio, onOutput: (chunk) => held.push(chunk) });
    laneSteps.push({ name: `${dir} (vitest)`, dir, code, report, kind: 'vitest' });
  }
  if (held.length) process.stdout.write(`\n=== vitest: ${dirs.join(', ')}\n${Buffer.concat(held).toString()}`);
  return laneSteps;
}

function counts(step) {
  if (!step.report || !existsSync(step.report)) return { passed: 0, failed: step.code === 0 ? 0 : 1 };
  const data = JSON.parse(readFileSync(step.report, 'utf8'));
  if (step.kind === 'vitest') return { passed: data.numPassedTests, failed: data.numFailedTests + (step.code !== 0 && data.numFailedTests === 0 ? 1 : 0) };
  const stats = data.stats ?? {};
  // A test that passed on retry (flaky) still passed; a runner that failed without a failed test counts once.
  const unexpected = stats.unexpected ?? 0;
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: unexpected + (step.code !== 0 && !unexpected ? 1 : 0) };
}

function finish() {
  let passed = 0;
  let failed = 0;
  console.log('\nSummary');
  for (const step of steps) {
    const c = step.name === 'build' ? { passed: 0, failed: step.code === 0 ? 0 : 1 } : counts(step);
    passed += c.passed;
    failed += c.failed;
    console.log(`  ${step.code === 0 ? 'ok  ' : 'FAIL'} ${step.name}: ${c.passed} passed, ${c.failed} failed`);
  }
  console.log(`total: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && steps.every((s) => s.code === 0) ? 0 : 1);
}

/** A port p with p + 1 also free, for the site and the match server of the browser tests. */
async function freePortPair() {
  const free = (port) =>
    new Promise((resolve) => {
      const server = createServer().once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await free(port)) && (await free(port + 1))) return port;
  }
  throw new Error('no free port pair for the browser tests');
}
