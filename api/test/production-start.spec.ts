import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@learnstar/db/testing';
import { DEMO_PASSWORD } from '@learnstar/db';
import { DEVELOPMENT_SECRETS, HASH_COST_DIVISOR_VARIABLE, RATE_LIMIT_FACTOR_VARIABLE, TEST_HASH_COST_DIVISOR, TEST_RATE_LIMIT_FACTOR } from '@learnstar/shared';
import { tempDir } from './support.js';

/**
 * The built servers (`npm test` builds first) started as an operator would, with
 * NODE_ENV=production and nothing else the test process happens to have in its environment.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const API = join(repoRoot, 'api', 'dist', 'main.js');
const GAME = join(repoRoot, 'game-server', 'dist', 'main.js');
const SECRETS = { INTERNAL_API_KEY: 'k'.repeat(40), PAYMENT_GATEWAY_SECRET: 'g'.repeat(40), MATCH_TICKET_SECRET: 't'.repeat(40) };

interface Started {
  exit: Promise<number | null>;
  output(): string;
  stop(): void;
}

function startBuilt(script: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, [script], { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { exit, output: () => output, stop: () => child.kill('SIGTERM') };
}

async function refusal(script: string, env: Record<string, string>): Promise<{ code: number | null; message: string }> {
  const started = startBuilt(script, env);
  const code = await Promise.race([started.exit, new Promise<'running'>((r) => setTimeout(() => r('running'), 20_000))]);
  if (code === 'running') started.stop();
  return { code: code === 'running' ? -1 : code, message: started.output() };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitHealthy(url: string, started: Started): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.ok) return;
    if (started.output().includes('refuses')) throw new Error(started.output());
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`not healthy: ${started.output()}`);
}

describe('a production start refuses what is unsafe, naming each variable', () => {
  test('api: no secrets, the demo seed asked for, no database', async () => {
    const { code, message } = await refusal(API, { DB_SEED_ON_START: 'true', LEARNSTAR_DATA_DIR: tempDir('prod') });
    expect(code).toBe(1);
    expect(message).toContain('refuses to start in production');
    for (const variable of ['INTERNAL_API_KEY is not set', 'PAYMENT_GATEWAY_SECRET is not set', 'MATCH_TICKET_SECRET is not set', 'DB_SEED_ON_START is true', 'DATABASE_URL is not set']) expect(message).toContain(variable);
  });

  test('api: the development secrets and placeholders', async () => {
    const { code, message } = await refusal(API, { ...DEVELOPMENT_SECRETS, DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none' });
    expect(code).toBe(1);
    expect(message).toContain('INTERNAL_API_KEY is the development default');
    expect(message).toContain('PAYMENT_GATEWAY_SECRET is the development default');
    expect(message).toContain('MATCH_TICKET_SECRET is the development default');
    const placeholder = await refusal(API, { INTERNAL_API_KEY: 'change-me-internal-key', PAYMENT_GATEWAY_SECRET: SECRETS.PAYMENT_GATEWAY_SECRET, DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none' });
    expect(placeholder.code).toBe(1);
    expect(placeholder.message).toContain('INTERNAL_API_KEY looks like a placeholder');
    expect(placeholder.message).not.toContain('PAYMENT_GATEWAY_SECRET');
  });

  test('api: the tests\' looser rate limits and cheaper password hashes', async () => {
    const { code, message } = await refusal(API, { ...SECRETS, DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none', [RATE_LIMIT_FACTOR_VARIABLE]: String(TEST_RATE_LIMIT_FACTOR), [HASH_COST_DIVISOR_VARIABLE]: String(TEST_HASH_COST_DIVISOR) });
    expect(code).toBe(1);
    expect(message).toContain(`${RATE_LIMIT_FACTOR_VARIABLE} loosens a protection for tests`);
    expect(message).toContain(`${HASH_COST_DIVISOR_VARIABLE} loosens a protection for tests`);
    expect(message).not.toContain('INTERNAL_API_KEY');
  });

  test('match server: no secret, no Redis', async () => {
    const { code, message } = await refusal(GAME, {});
    expect(code).toBe(1);
    expect(message).toContain('LearnStar match server refuses to start in production');
    expect(message).toContain('INTERNAL_API_KEY is not set');
    expect(message).toContain('MATCH_TICKET_SECRET is not set');
    expect(message).toContain('REDIS_URL is not set');
    const defaults = await refusal(GAME, { INTERNAL_API_KEY: DEVELOPMENT_SECRETS.INTERNAL_API_KEY, MATCH_TICKET_SECRET: DEVELOPMENT_SECRETS.MATCH_TICKET_SECRET, REDIS_URL: 'redis://127.0.0.1:1' });
    expect(defaults.message).toContain('INTERNAL_API_KEY is the development default');
    expect(defaults.message).toContain('MATCH_TICKET_SECRET is the development default');
    expect(defaults.message).not.toContain('REDIS_URL');
  });
});

describe('a safe production start', () => {
  let db: TestDatabase | undefined;
  const running: Started[] = [];

  beforeAll(async () => {
    if (process.env.DATABASE_URL) db = await createTestDatabase();
  });
  afterAll(async () => {
    for (const started of running) started.stop();
    await Promise.all(running.map((s) => s.exit));
    await db?.drop();
  });

  test('serves, loads the word bank and creates no demo account', async () => {
    const port = await freePort();
    const store = db?.url ? { DATABASE_URL: db.url } : { LEARNSTAR_SINGLE_MACHINE: 'true', LEARNSTAR_DATA_DIR: tempDir('prod-single') };
    const api = startBuilt(API, { ...SECRETS, ...store, PORT: String(port) });
    running.push(api);
    await waitHealthy(`http://127.0.0.1:${port}/api/health`, api);
    const login = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'operator1', password: DEMO_PASSWORD }),
    });
    expect((await login.json()).code).not.toBe(200);
    if (db) {
      expect(await db.prisma.user.count()).toBe(0);
      expect(await db.prisma.contentWord.count()).toBeGreaterThan(0);
    }

    const gamePort = await freePort();
    const redis = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : { LEARNSTAR_SINGLE_MACHINE: 'true' };
    const game = startBuilt(GAME, { INTERNAL_API_KEY: SECRETS.INTERNAL_API_KEY, MATCH_TICKET_SECRET: SECRETS.MATCH_TICKET_SECRET, ...redis, GAME_PORT: String(gamePort), API_URL: `http://127.0.0.1:${port}` });
    running.push(game);
    await waitHealthy(`http://127.0.0.1:${gamePort}/health`, game);
    // Two built servers started cold: 46–60 s in CI's runs on a machine whose page faults cost ten
    // times the usual (docs/decisions/0014-ci-machine-page-faults.md), so the file's 60 s is too short.
  }, 180_000);
});
