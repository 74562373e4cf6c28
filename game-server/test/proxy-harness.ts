import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS, SOCKET_PATH, type PingAck } from '@learnstar/shared';
import { TICKET_SECRET, internalHeaders, sleep } from './harness.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const mainJs = join(repoRoot, 'game-server', 'dist', 'main.js');
export const nginxInstalled = spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms`);
}

/**
 * How long a node's start may take: a second or two on a calm machine, but in CI, beside two
 * browsers and the API's tests on 2 cores, one of two nodes started at once took over 30 s.
 */
const NODE_START_MS = 60_000;

/** A match-server node as its own process (built `dist/main.js`), so it can be killed like a crashed machine. */
export async function spawnNode(name: string, apiUrl: string, storePrefix: string): Promise<{ name: string; port: number; process: ChildProcess }> {
  if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: build the game server first (npm test builds)`);
  const port = await freePort();
  const child = spawn(process.execPath, [mainJs], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', GAME_PORT: String(port), API_URL: apiUrl, INTERNAL_API_KEY: internalHeaders['x-internal-key'], MATCH_TICKET_SECRET: TICKET_SECRET, NODE_NAME: name, MATCH_STORE_PREFIX: storePrefix, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/health`)).ok, name, NODE_START_MS);
  return { name, port, process: child };
}

/**
 * Debian's nginx with the production site's match-server upstream (stickiness included) and its
 * /socket.io/ location, copied from docker/nginx/site.conf with the nodes' addresses put in, over
 * plain HTTP on a free port. One process, no daemon, everything in a temporary folder.
 */
export async function startNginx(nodes: { name: string; port: number }[]): Promise<{ port: number; stop(): void }> {
  const site = readFileSync(join(repoRoot, 'docker', 'nginx', 'site.conf'), 'utf8');
  let upstream = site.match(/upstream match_servers \{[^}]*\}/)?.[0];
  const location = site.match(/location \/socket\.io\/ \{[^}]*\}/)?.[0];
  if (!upstream || !location) throw new Error('site.conf has no match_servers upstream or /socket.io/ location');
  const production = [...upstream.matchAll(/server (game-server-\d+):3001/g)].map((m) => m[1]);
  if (production.length !== nodes.length) throw new Error(`site.conf lists ${production.length} match servers, the test started ${nodes.length}`);
  production.forEach((host, i) => (upstream = upstream!.replace(`${host}:3001`, `127.0.0.1:${nodes[i].port}`)));
  const dir = mkdtempSync(join(tmpdir(), 'learnstar-proxy-'));
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => {
    mkdirSync(join(dir, kind));
    return `${kind}_temp_path ${dir}/${kind};`;
  });
  const port = await freePort();
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;\nmaster_process off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents {}\nhttp {\n  access_log off;\n  ${temps.join(' ')}\n  ${upstream}\n  server {\n    listen 127.0.0.1:${port};\n    ${location}\n  }\n}\n`,
  );
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  // A setup that fails here (nodes that never answer) has no proxy for afterAll to stop: stop it now.
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling`)).status < 500, 'nginx').catch((error: unknown) => {
    stop();
    throw error;
  });
  return { port, stop };
}

/**
 * A socket through the proxy from a given loopback address (nginx hashes on it, as it hashes a
 * school's address), reconnecting quickly as the race page's socket does.
 */
export function connectVia(proxyPort: number, localAddress: string, ticket?: string): Promise<Socket> {
  const socket = io(`http://127.0.0.1:${proxyPort}`, {
    path: SOCKET_PATH,
    auth: ticket ? { ticket } : {},
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 300,
    randomizationFactor: 0,
    localAddress,
  } as Parameters<typeof io>[1]);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Which node answers this socket. */
export async function nodeOf(socket: Socket): Promise<string> {
  const ack: PingAck = await socket.timeout(5_000).emitWithAck(SOCKET_EVENTS.ping, { sentAt: Date.now() });
  return ack.node;
}
