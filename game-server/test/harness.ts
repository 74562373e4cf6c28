import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { createTestDatabase, type TestDatabase } from '@learnstar/db/testing';
import { hashPassword } from '@learnstar/db';
import { createApiApp, loadApiConfig, type ApiApp } from '@learnstar/api';
import { RACE_EVENTS_IO, SOCKET_PATH, withOwnResult, type FinishedNotice, type OwnResult, type RaceAck, type RaceResultRow } from '@learnstar/shared';
import { createGameServer, type GameServer } from '../src/bootstrap.js';
import { loadGameConfig, type GameConfig } from '../src/config/game-config.js';
import { SlotCheckedMemoryStore } from './cluster-slots.js';
import { RedisMatchStore } from '../src/store/redis-match-store.js';
import type { MatchStore } from '../src/store/match-store.js';

const INTERNAL_KEY = 'test-internal-key';
/** The key the test API signs match tickets with and the test nodes check them with. */
export const TICKET_SECRET = 'test-match-ticket-secret';

/** A real API over a fresh database, for the match server to verify tokens, draw texts and write results. */
export const internalHeaders = { 'x-internal-key': INTERNAL_KEY };

export async function startApi(env: Record<string, string> = {}): Promise<{ api: ApiApp; db: TestDatabase; url: string; stop(): Promise<void> }> {
  const db = await createTestDatabase();
  const config = { ...loadApiConfig({ ...process.env, DATABASE_URL: db.url ?? '', INTERNAL_API_KEY: INTERNAL_KEY, MATCH_TICKET_SECRET: TICKET_SECRET, ...env }), port: 0, host: '127.0.0.1' };
  const api = await createApiApp({ config, database: db });
  await api.app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(api.app.getHttpServer().address() as { port: number }).port}`;
  return { api, db, url, stop: async () => { await api.close(); await db.drop(); } };
}

/** Stores for match-server nodes: all nodes of one test share Redis (REDIS_URL) under a fresh prefix. */
export function storeFactory(): { make(): MatchStore; cleanup(): Promise<void> } {
  const prefix = `test:${randomUUID()}:`;
  const made: MatchStore[] = [];
  // Without Redis the nodes share one memory store that refuses cross-slot calls, as Redis Cluster would.
  const shared = new SlotCheckedMemoryStore();
  return {
    make: () => {
      const store = process.env.REDIS_URL ? new RedisMatchStore(process.env.REDIS_URL, prefix) : shared;
      made.push(store);
      return store;
    },
    cleanup: async () => {
      const redis = made.find((s): s is RedisMatchStore => s instanceof RedisMatchStore);
      if (redis) {
        const keys = await redis.client.keys(`${prefix}*`);
        if (keys.length) await redis.client.del(...keys);
      }
      for (const store of new Set(made)) await store.close();
    },
  };
}

/**
 * Dictionary questions in tests: 3 s to answer, 0.5 s of reveal, so a race takes seconds. At 1.5 s a
 * loaded CI machine's reconnect and rejoin (a socket, its ticket check, the join) outlasted the
 * question, and the rejoin found it closed.
 */
export const TEST_QUESTION_MS = 3_000;
export const TEST_REVEAL_MS = 500;

export async function startNode(apiUrl: string, store: MatchStore, name = 'node-a', overrides: Partial<GameConfig> = {}): Promise<GameServer> {
  const config = {
    ...loadGameConfig({ ...process.env, INTERNAL_API_KEY: INTERNAL_KEY, MATCH_TICKET_SECRET: TICKET_SECRET }),
    port: 0, host: '127.0.0.1', apiUrl, nodeName: name,
    dictionaryQuestionMs: TEST_QUESTION_MS, dictionaryRevealMs: TEST_REVEAL_MS,
    ...overrides,
  };
  return createGameServer(config, { store });
}

/** Signs in as the page does: the session token (for the API) and a match ticket (for sockets). */
export async function login(apiUrl: string, username: string, password = 'learnstar1'): Promise<{ token: string; ticket: string; id: number }> {
  const response = await fetch(`${apiUrl}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const body = await response.json();
  if (body.code !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(body)}`);
  return { token: body.token, ticket: await matchTicket(apiUrl, body.token), id: body.data.id };
}

export async function matchTicket(apiUrl: string, token: string): Promise<string> {
  const body = await (await fetch(`${apiUrl}/api/user/match-ticket`, { headers: { authorization: `Bearer ${token}` } })).json();
  if (body.code !== 200) throw new Error(`match ticket refused: ${JSON.stringify(body)}`);
  return body.data.ticket;
}

/** A socket showing a match ticket, or a bare session token (`{ token }`, the API-checked way tools use), or nothing. */
export function connect(port: number, credential?: string | { token: string }): Promise<Socket> {
  const auth = typeof credential === 'string' ? { ticket: credential } : (credential ?? {});
  const socket = io(`http://127.0.0.1:${port}`, { path: SOCKET_PATH, auth, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export async function ask<T = any>(socket: Socket, event: string, payload: unknown): Promise<RaceAck<T>> {
  return socket.timeout(10_000).emitWithAck(event, payload);
}

export async function must<T = any>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const ack = await ask<T>(socket, event, payload);
  if (!ack.ok) throw new Error(`${event} refused: ${ack.msg}`);
  return ack.data;
}

export function next<T = any>(socket: Socket, event: string, timeoutMs = 15_000, where: (payload: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    const handler = (payload: T) => {
      if (!where(payload)) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(payload);
    };
    socket.on(event, handler);
  });
}

/**
 * A racer's results as the race page shows them: the room's `finished` (others' rows as the board
 * showed them) with the racer's own whole row (`result`, sent to their socket alone) in its place.
 * Listens at once, so call it before what ends the race.
 */
export async function racerResults(socket: Socket, timeoutMs = 15_000, where: (notice: FinishedNotice) => boolean = () => true): Promise<{ raceId: string; results: RaceResultRow[]; review?: FinishedNotice['review'] }> {
  const [notice, own] = await Promise.all([next<FinishedNotice>(socket, RACE_EVENTS_IO.finished, timeoutMs, where), next<OwnResult>(socket, RACE_EVENTS_IO.result, timeoutMs, (o) => where({ raceId: o.raceId, results: [] }))]);
  return { ...notice, results: withOwnResult(notice.results, own) as RaceResultRow[] };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One API and one match-server node for a test file, with extra pupils of a grade; sockets opened
 * through `open` are closed afterwards. Call inside a describe block.
 */
export function raceTestEnvironment(pupils: string[], gradeCode: number, hooks: { beforeAll: (fn: () => Promise<void>) => void; afterAll: (fn: () => Promise<void>) => void }) {
  const env = {} as { api: Awaited<ReturnType<typeof startApi>>; node: GameServer; open(ticket?: string): Promise<Socket> };
  const stores = storeFactory();
  const sockets: Socket[] = [];
  env.open = async (ticket?: string) => {
    const socket = await connect(env.node.port, ticket);
    sockets.push(socket);
    return socket;
  };
  hooks.beforeAll(async () => {
    env.api = await startApi();
    env.node = await startNode(env.api.url, stores.make());
    const hash = await hashPassword('racer123');
    for (const account of pupils) await env.api.db.prisma.user.create({ data: { account, passwordHash: hash, name: `Pupil ${account}`, gradeCode } });
  });
  hooks.afterAll(async () => {
    for (const socket of sockets) socket.close();
    await env.node?.close();
    await stores.cleanup();
    await env.api?.stop();
  });
  return env;
}
