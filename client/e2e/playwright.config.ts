import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { HASH_COST_DIVISOR_VARIABLE, RATE_LIMIT_FACTOR_VARIABLE, TEST_HASH_COST_DIVISOR, TEST_RATE_LIMIT_FACTOR } from '@learnstar/shared';
import { CHROMIUM_ARGS } from './chromium-flags';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 4310);
/** A second site for the classroom spec, on the embedded default only (no DATABASE_URL or REDIS_URL). */
const ALONE_SITE = !process.env.DATABASE_URL && !process.env.REDIS_URL;
const ALONE_PORT = PORT + 2;

/**
 * Real Chromium (Debian's /usr/bin/chromium) against the real site started by `npm start`'s
 * script without rebuilding (`npm test` builds first). A fresh embedded data folder per run;
 * with DATABASE_URL and REDIS_URL set the servers use them instead. Dictionary questions run on
 * short timers (2 s to answer, 1.5 s reveal, five questions) so a practice round takes seconds, and plane and bee
 * sessions issue 15 words instead of 40 and 24, so a game played to the end takes a minute at
 * most. The suite signs in and registers from one address far more often than people do, so the
 * per-IP and per-account
 * rate limits are multiplied by 10 (LEARNSTAR_RATE_LIMIT_FACTOR, refused by a production start),
 * and its passwords are hashed at a sixteenth of the memory (LEARNSTAR_HASH_COST_DIVISOR, likewise).
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/playwright',
  // Room for a CI machine five times slower than a calm one (a test of 18 s here took 93 s there): a
  // timeout costs nothing while tests pass and only bounds a hung one.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // Three browsers at once: most of a test is waiting on the site (game rounds typed at a child's
  // pace, timers), so three overlap well on 2 cores. Measured on one machine (2026-11-29): the suite
  // alone 9.0 min with two (65% of the CPU busy), 6.9 min with three (80%); a fresh-clone `.ci/run`
  // 703–764 s with two, 532 s with three (89% busy). The spec that kills the match server does it on
  // a site no other test uses (the 'alone' project below).
  workers: 3,
  // The phone and tablet walks (touch screens) share the workers with the desktop tests.
  projects: [
    { name: 'together', testIgnore: [/classroom\.spec\.ts/, /small-screens\.spec\.ts/, /phone-visual\.spec\.ts/] },
    { name: 'phone', testMatch: /(small-screens|phone-visual)\.spec\.ts/, use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
    { name: 'tablet', testMatch: /small-screens\.spec\.ts/, use: { viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true } },
    // The classroom spec stops the match server mid-race. On the embedded default it has a site of
    // its own and runs beside the rest, its tests in order; on shared PostgreSQL and Redis two sites
    // would share one database and one pub/sub, so it waits for the rest on the one site.
    ALONE_SITE
      ? { name: 'alone', testMatch: /classroom\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${ALONE_PORT}` } }
      : { name: 'alone', testMatch: /classroom\.spec\.ts/, dependencies: ['together', 'phone', 'tablet'], workers: 1 },
  ],
  // The projects share the screenshots: without the project's name in their file names.
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    // A trace records the page as a film while the test runs: on every test it was 40% of the
    // suite's CPU (the browser encoding frames, the runner receiving them). Recorded on a test's
    // retry in CI, which is where a failure is looked at.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: ALONE_SITE ? [site(PORT), site(ALONE_PORT)] : [site(PORT)],
});

/** The site on `port` (its match server on port + 1) over a fresh embedded data folder of its own. */
function site(port: number) {
  return {
    command: `rm -rf .data/e2e-${port} && node scripts/start.mjs --no-build`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    // E2E_REUSE=1 runs specs against a site already started on E2E_PORT (a developer's loop).
    reuseExistingServer: process.env.E2E_REUSE === '1',
    env: { PORT: String(port), GAME_PORT: String(port + 1), LEARNSTAR_DATA_DIR: `.data/e2e-${port}`, LOG_LEVEL: 'warn', DICTIONARY_QUESTION_MS: '2000', DICTIONARY_REVEAL_MS: '1500', DICTIONARY_QUESTIONS: '5', [RATE_LIMIT_FACTOR_VARIABLE]: String(TEST_RATE_LIMIT_FACTOR), [HASH_COST_DIVISOR_VARIABLE]: String(TEST_HASH_COST_DIVISOR), GAME_ITEMS_PER_SESSION: '15' },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
