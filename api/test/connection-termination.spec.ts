import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@learnstar/db/testing';
import { createApiApp, type ApiApp } from '../src/bootstrap.js';
import { loadApiConfig } from '../src/config/api-config.js';
import { tempDir } from './support.js';

/**
 * PostgreSQL ends the API's connections (`pg_terminate_backend`, what a restart or an operator does
 * to every session) while sign-ups are in flight. Every answer is 200, 409 or 503 (never 500), the API
 * keeps running (an unhandled 'error' event on a pg client would end this process), a 503 changed
 * nothing, and its retry succeeds once.
 */
const ROUNDS = 6;
const SIGN_UPS_PER_ROUND = 20;

let database: TestDatabase | undefined;
let api: ApiApp | undefined;
let admin: pg.Client | undefined;
afterAll(async () => {
  await admin?.end();
  await api?.close();
  await database?.drop();
});

if (!process.env.DATABASE_URL) console.log('connection-termination.spec: skipped, it needs DATABASE_URL (PostgreSQL; PGlite has no connections to end)');

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL ends the connections of sign-ups in flight', () => {
  test('only 200, 409 or 503; a 503 created nothing and its retry succeeds once', async () => {
    database = await createTestDatabase();
    const config = {
      ...loadApiConfig({ ...process.env, DATABASE_URL: database.url, LEARNSTAR_DATA_DIR: tempDir('terminated') }),
      port: 0,
      host: '127.0.0.1',
      migrateOnStart: false,
      seedOnStart: false,
      // Twenty sign-ups a round from one address.
      rateLimitFactor: 1_000,
    };
    api = await createApiApp({ config });
    await api.app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(api.app.getHttpServer().address() as { port: number }).port}`;
    admin = new pg.Client({ connectionString: database.url });
    admin.on('error', () => undefined);
    await admin.connect();
    const terminate = () => admin!.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');

    const register = (account: string) =>
      fetch(`${base}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'zh' },
        body: JSON.stringify({ account, password: 'secret99', email: `${account}@example.sg`, pupilName: 'Cut Pupil', gradeCode: 2 }),
      });

    const answers = new Map<string, { status: number; retryAfter: string | null; msg: string; token?: string }>();
    for (let round = 0; round < ROUNDS; round++) {
      const accounts = Array.from({ length: SIGN_UPS_PER_ROUND }, (_, i) => `cut_${round}_${i}`);
      let pending = accounts.length;
      const inFlight = accounts.map(async (account) => {
        const answer = await register(account);
        const body = (await answer.json()) as { msg: string; data?: { token: string } };
        answers.set(account, { status: answer.status, retryAfter: answer.headers.get('retry-after'), msg: body.msg, token: body.data?.token });
        pending--;
      });
      // Half the rounds: every connection cut once, at a random moment (what a restart does); the other
      // half: cut again and again while the round runs, at varying moments of each sign-up.
      const storm = round % 2 === 1;
      do {
        await new Promise((resolve) => setTimeout(resolve, storm ? 10 + Math.random() * 60 : 50 + Math.random() * 500));
        await terminate();
      } while (storm && pending > 0);
      await Promise.all(inFlight);
    }

    const statuses = [...answers.values()].map((answer) => answer.status);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    console.log(`connection-termination.spec: ${statuses.length} sign-ups: ${count(200)} × 200, ${count(409)} × 409, ${count(503)} × 503, ${statuses.length - count(200) - count(409) - count(503)} other`);
    expect(statuses.filter((status) => ![200, 409, 503].includes(status))).toEqual([]);

    const refused = [...answers].filter(([, answer]) => answer.status === 503).map(([account]) => account);
    for (const account of refused) {
      expect(answers.get(account)).toEqual({ status: 503, retryAfter: '5', msg: 'serviceUnavailable' });
    }
    // What a 503 answered was not created: neither the account nor its email.
    expect(await database.prisma.user.count({ where: { account: { in: refused } } })).toBe(0);
    expect(await database.prisma.mailOutbox.count({ where: { to: { in: refused.map((account) => `${account}@example.sg`) } } })).toBe(0);
    // Every account answered 200 exists, signed in by the answer's session.
    const created = [...answers].filter(([, answer]) => answer.status === 200);
    expect(await database.prisma.user.count({ where: { account: { in: created.map(([account]) => account) } } })).toBe(created.length);
    for (const [, { token }] of created) expect((await fetch(`${base}/api/user/profile`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

    // Once the connections are left alone, each refused sign-up succeeds when tried again, and every
    // account exists once with one validation email.
    for (const account of refused) expect((await register(account)).status).toBe(200);
    expect(await database.prisma.user.count({ where: { account: { startsWith: 'cut_' } } })).toBe(answers.size);
    expect(await database.prisma.mailOutbox.count({ where: { to: { endsWith: '@example.sg', startsWith: 'cut_' } } })).toBe(answers.size);
  }, 300_000);
});
