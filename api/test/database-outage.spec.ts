import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@learnstar/db/testing';
import { HEALTH_DEADLINE_UNDER_LOAD_MS } from '@learnstar/shared';
import { createApiApp, type ApiApp } from '../src/bootstrap.js';
import { loadApiConfig } from '../src/config/api-config.js';
import { freePort, tempDir } from './support.js';

/**
 * PostgreSQL goes away and comes back (a TCP relay in front of it is cut, then opened again, as a
 * restart looks to the API): requests in the gap answer 503 with Retry-After in seconds, never hang
 * and change nothing; once it is back the API serves again by itself, and nothing was written twice.
 */
class Relay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  /** Connections are taken and never answered, like a database host that stopped answering. */
  holding = false;
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      if (this.holding) {
        this.sockets.add(client.on('error', () => undefined).on('close', () => this.sockets.delete(client)));
        return;
      }
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('error', () => undefined).on('close', () => this.sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  /** Drops every connection; new ones are held unanswered. */
  hold(): void {
    this.holding = true;
    for (const socket of this.sockets) socket.destroy();
  }

  /** Drops every connection and refuses new ones, like a database that stopped. */
  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

let database: TestDatabase | undefined;
let api: ApiApp | undefined;
afterAll(async () => {
  await api?.close();
  await database?.drop();
});

if (!process.env.DATABASE_URL) console.log('database-outage.spec: skipped, it needs DATABASE_URL (a PostgreSQL whose connections it cuts)');
describe.skipIf(!process.env.DATABASE_URL)('the database goes away and comes back', () => {
  test('503 with Retry-After in the gap, served again after, nothing doubled', async () => {
    database = await createTestDatabase();
    const real = new URL(database.url!);
    const relay = new Relay(await freePort(), { host: real.hostname, port: Number(real.port || 5432) });
    await relay.open();
    const relayed = new URL(database.url!);
    relayed.port = String(relay.port);
    const config = { ...loadApiConfig({ ...process.env, DATABASE_URL: relayed.toString(), LEARNSTAR_DATA_DIR: tempDir('outage') }), port: 0, host: '127.0.0.1', migrateOnStart: false, seedOnStart: false };
    api = await createApiApp({ config });
    await api.app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(api.app.getHttpServer().address() as { port: number }).port}`;
    const register = (account: string) =>
      fetch(`${base}/api/user/register`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'zh' }, body: JSON.stringify({ account, password: 'secret99', email: `${account}@example.sg`, pupilName: 'Outage Pupil', gradeCode: 2 }) });
    expect((await fetch(`${base}/api/shop/api/products`)).status).toBe(200);

    // A database that takes connections and never answers: /api/health says so within its deadline,
    // where the pool waits 5 s for a connection.
    relay.hold();
    const asked = Date.now();
    const health = (await (await fetch(`${base}/api/health`)).json()) as { data: { ok: boolean; database: { ok: boolean } } };
    expect(Date.now() - asked).toBeLessThan(HEALTH_DEADLINE_UNDER_LOAD_MS);
    expect(health.data).toMatchObject({ ok: false, database: { ok: false } });

    await relay.cut();
    relay.holding = false;
    const began = Date.now();
    const signIn = fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'nobody_here', password: 'secret99' }) });
    const [browse, signUp] = await Promise.all([signIn, register('outage_pupil')]);
    expect(Date.now() - began).toBeLessThan(15_000);
    for (const answer of [browse, signUp]) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toEqual({ code: 503, msg: 'serviceUnavailable' });
    }

    await relay.open();
    const back = await register('outage_pupil');
    expect(back.status).toBe(200);
    expect((await fetch(`${base}/api/shop/api/products`)).status).toBe(200);
    expect(await database.prisma.user.count({ where: { account: 'outage_pupil' } })).toBe(1);
  }, 90_000);
});
