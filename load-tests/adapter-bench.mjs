// Adapter bench: what one match-server node receives from the Socket.IO Redis adapter as nodes
// are added. Runs 1, 2 and 4 nodes with the classic adapter and with the sharded one (Redis 7
// sharded pub/sub, a channel per race room), each node carrying the same small load: --rooms
// classroom races of --room racers whose sockets are all on that node (a class shares its
// school's address, so nginx's hash on the address keeps it together), a commit every
// --interval ms. Prints adapter messages received per node per second from each node's /metrics.
// The classic adapter's figure grows with the number of nodes (every node hears every room); the
// sharded one must stay flat. Usage (after `npm run build`, a Redis 7 of your own):
//   REDIS_URL=redis://127.0.0.1:6382 node load-tests/adapter-bench.mjs --rooms 2 --room 6 --seconds 8
// Each run uses its own Redis database number for the match store (pub/sub ignores them).
import { randomBytes, createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createTestDatabase } from '@learnstar/db/testing';
import { LeanSocket } from './lean-socket.mjs';
import { RACE_EVENTS_IO as EV, SOCKET_PATH } from '@learnstar/shared';
import { benchProcesses, sleep } from './bench-processes.mjs';

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '2' },
    room: { type: 'string', default: '6' },
    interval: { type: 'string', default: '400' },
    seconds: { type: 'string', default: '8' },
    nodes: { type: 'string', default: '1,2,4' },
  },
});
const ROOMS_PER_NODE = Number(values.rooms);
const ROOM = Number(values.room);
const INTERVAL = Number(values.interval);
const SECONDS = Number(values.seconds);
const NODE_COUNTS = values.nodes.split(',').map(Number);
const MAX_NODES = Math.max(...NODE_COUNTS);
const KEY = 'bench-internal-key';
const API_PORT = 4700;
const hashToken = (t) => createHash('sha256').update(t).digest('hex');
if (!process.env.REDIS_URL) throw new Error('REDIS_URL (Redis 7, your own: pub/sub is shared by every database) is needed');
process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/test';
const redisBase = process.env.REDIS_URL.replace(/\/\d*$/, '');

const { launch, waitUp, stopAll } = benchProcesses({ INTERNAL_API_KEY: KEY });
const metrics = async (port) => (await (await fetch(`http://127.0.0.1:${port}/metrics`)).json()).data;

console.log(`adapter bench: per node ${ROOMS_PER_NODE} rooms of ${ROOM} racers on that node, a commit every ${INTERVAL} ms, measured ${SECONDS} s; nodes ${NODE_COUNTS.join(', ')}`);
const db = await createTestDatabase();
const teachers = Array.from({ length: ROOMS_PER_NODE * MAX_NODES }, (_, i) => 1_000_000 + i);
const pupils = Array.from({ length: ROOMS_PER_NODE * MAX_NODES * ROOM }, (_, i) => 2_000_000 + i);
const tokenOf = new Map();
let redisDb = 0;

/** One run: `nodes` match servers with `adapter`; answers the adapter messages each node received per second. */
async function run(adapter, nodes) {
  const ports = Array.from({ length: nodes }, (_, i) => API_PORT + 1 + i);
  const store = `${redisBase}/${++redisDb % 16}`; // the nodes of a run share one store
  const started = ports.map((port) =>
    launch('game-server/dist/main.js', { GAME_PORT: String(port), API_URL: `http://127.0.0.1:${API_PORT}`, NODE_NAME: `adapter-${port}`, REDIS_URL: store, SOCKET_ADAPTER: adapter }),
  );
  await Promise.all(ports.map((p) => waitUp(`http://127.0.0.1:${p}/health`)));
  const connect = (id, port) => LeanSocket.connect(`http://127.0.0.1:${port}`, { path: SOCKET_PATH, auth: { token: tokenOf.get(id) } });
  const ack = async (socket, event, payload) => {
    const reply = await socket.emitWithAck(event, payload, 30_000);
    if (!reply.ok) throw new Error(`${event}: ${reply.msg}`);
    return reply.data;
  };
  const rooms = [];
  for (let r = 0; r < nodes * ROOMS_PER_NODE; r++) {
    const port = ports[r % nodes];
    const host = await connect(teachers[r], port);
    const view = await ack(host, EV.createClassroom, { game: 1, gradeCode: 3, level: 'elementary', durationSec: Math.max(30, SECONDS + 20), lateJoin: false });
    const racers = [];
    for (let k = 0; k < ROOM; k++) {
      const socket = await connect(pupils[r * ROOM + k], port);
      await ack(socket, EV.joinClassroom, { joinCode: view.joinCode });
      racers.push({ socket, seq: 0, position: 0 });
    }
    rooms.push({ host, raceId: view.raceId, racers });
  }
  await Promise.all(
    rooms.map(async (room) => {
      const startedView = new Promise((resolve) => room.racers[0].socket.once(EV.started, resolve));
      await ack(room.host, EV.start, { raceId: room.raceId });
      room.text = Array.from((await startedView).text);
    }),
  );
  const timers = rooms.flatMap((room) =>
    room.racers.map((racer) =>
      setInterval(() => {
        const retype = racer.position >= room.text.length - 1;
        const input = retype ? { kind: 'delete', count: 1 } : { kind: 'insert', text: room.text[racer.position], mode: 'ime' };
        racer.socket.emitWithAck(EV.input, { raceId: room.raceId, seq: ++racer.seq, ...input }, 30_000).then(
          (reply) => {
            if (reply.ok && reply.data.accepted) racer.position = Array.from(reply.data.typed).length;
          },
          () => undefined,
        );
      }, INTERVAL),
    ),
  );
  await sleep(1_000);
  const before = await Promise.all(ports.map(metrics));
  const from = Date.now();
  await sleep(SECONDS * 1000);
  const after = await Promise.all(ports.map(metrics));
  const perSecond = after.map((m, i) => (m.adapterMessages - before[i].adapterMessages) / ((Date.now() - from) / 1000));
  for (const t of timers) clearInterval(t);
  for (const room of rooms) for (const s of [room.host, ...room.racers.map((r) => r.socket)]) s.close();
  for (const child of started) child.kill('SIGTERM');
  await Promise.all(started.map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve() : c.once('exit', resolve)))));
  return perSecond;
}

try {
  await db.prisma.user.createMany({ data: teachers.map((id, i) => ({ id, account: `adapter-teacher-${i}`, passwordHash: 'x', role: 'teacher', name: `Teacher ${i}` })) });
  await db.prisma.user.createMany({ data: pupils.map((id, i) => ({ id, account: `adapter-pupil-${i}`, passwordHash: 'x', name: `学生${i}`, gradeCode: 3 })) });
  const rows = [...teachers, ...pupils].map((id) => {
    const token = randomBytes(24).toString('base64url');
    tokenOf.set(id, token);
    return { userId: id, tokenHash: hashToken(token), purpose: 'session', expiresAt: new Date(Date.now() + 3_600_000) };
  });
  await db.prisma.authToken.createMany({ data: rows });
  launch('api/dist/main.js', { PORT: String(API_PORT), DATABASE_URL: db.url, REDIS_URL: '' });
  await waitUp(`http://127.0.0.1:${API_PORT}/api/health`);

  const table = {};
  for (const adapter of ['classic', 'sharded']) {
    table[adapter] = [];
    for (const nodes of NODE_COUNTS) {
      const perNode = await run(adapter, nodes);
      const mean = perNode.reduce((a, b) => a + b, 0) / perNode.length;
      table[adapter].push(mean);
      console.log(`  ${adapter.padEnd(7)} ${nodes} node(s): adapter messages received per node per second ${perNode.map((x) => x.toFixed(1)).join(' / ')} (mean ${mean.toFixed(1)})`);
    }
  }
  const growth = (list) => (list.at(-1) / list[0]).toFixed(2);
  console.log(`\nper node per second at ${NODE_COUNTS.join(' / ')} nodes: classic ${table.classic.map((x) => x.toFixed(1)).join(' / ')} (x${growth(table.classic)}); sharded ${table.sharded.map((x) => x.toFixed(1)).join(' / ')} (x${growth(table.sharded)}); classic ÷ sharded ${table.classic.map((x, i) => (x / table.sharded[i]).toFixed(2)).join(' / ')} (the machine's load moves both alike)`);
} finally {
  await stopAll();
  await sleep(500);
  await db.drop().catch(() => undefined);
}
