// Race load test: bots race in classroom rooms on real match-server processes.
// Prints commit→ack and commit→broadcast latency percentiles, throughput, CPU, heap per racer and
// lost results. Usage (after `npm run build`):
//   node load-tests/race-bench.mjs --racers 5000 --room 40 --interval 300 --duration 60 --nodes 1
// --mode pinyin races in pinyin mode: bots type the letters one key a commit, and the judge
// matches each syllable against every reading a pinyin IME accepts for its character.
// --floor runs the same bots against floor-server.mjs (the same Socket.IO traffic, no judging, no
// store) to show what the traffic alone costs on this machine.
// --sample N: one bot in N reads the room board to time commit→broadcast (the rest drop it unread,
// so the load generator's own CPU stays out of the figures; the server sends every bot every board).
// --pin gives one node a core of its own: the match server runs on CPU 0, the bots and the API on
// CPU 1 (taskset), with the local Redis and PostgreSQL (pin-services.mjs), so its figures are the
// server's, not the load generator's or the services'.
// BENCH_NODE_ARGS adds Node flags to the match servers (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
// --compare runs the floor server and then the match server with the same bots (one process each,
// back to back) and prints on its last line the four ratios of issue 28: CPU per acknowledged
// commit, heap per racer (the JS heap and ArrayBuffers), commit→ack p99 against max(25 ms, 1.5x the floor's), results lost.
// Its defaults are the issue's: 1,000 racers, rooms of 40, a commit every 300 ms, 30 s, pinned.
// It also rates each race's second half on its own (a diagnostic: the pass line is the whole race's).
// --rounds N repeats the pair N times and rates CPU and heap by the median (p99 by the worst round).
// Needs PostgreSQL (DATABASE_URL, default the local test server) and, for --nodes 2, REDIS_URL.
import { execFileSync } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createTestDatabase } from '@learnstar/db/testing';
import { LeanSocket } from './lean-socket.mjs';
import { MATCH_SERVER_NODE_FLAGS } from '../game-server/node-flags.mjs';
import { benchProcesses, sleep } from './bench-processes.mjs';
import { pinServices } from './pin-services.mjs';
import { compareWithFloor } from './race-bench/compare.mjs';
import { printRaceReport } from './race-bench/report.mjs';
import { RACE_EVENTS_IO as EV, SOCKET_PATH, nextInputSeq } from '@learnstar/shared';

const { values } = parseArgs({
  options: {
    racers: { type: 'string', default: '5000' },
    room: { type: 'string', default: '40' },
    interval: { type: 'string', default: '300' },
    duration: { type: 'string', default: '60' },
    nodes: { type: 'string', default: '1' },
    floor: { type: 'boolean', default: false },
    sample: { type: 'string', default: '8' },
    pin: { type: 'boolean', default: false },
    mode: { type: 'string', default: 'hanzi' },
    compare: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '1' },
  },
});
if (values.compare) {
  const argv = process.argv.slice(2).filter((a, i, all) => a !== '--compare' && !a.startsWith('--rounds') && all[i - 1] !== '--rounds');
  await compareWithFloor(fileURLToPath(import.meta.url), argv, Math.max(1, Number(values.rounds)));
}
const RACERS = Number(values.racers);
const ROOM = Number(values.room);
const INTERVAL = Number(values.interval);
const DURATION = Number(values.duration);
const NODES = Number(values.nodes);
const FLOOR = values.floor;
const SAMPLE = Number(values.sample);
const PIN = values.pin;
const MODE = values.mode;
if (MODE !== 'hanzi' && MODE !== 'pinyin') throw new Error('--mode is hanzi or pinyin');
const ROOMS = Math.ceil(RACERS / ROOM);
const KEY = 'bench-internal-key';
/**
 * The warm-up race before the heap is first measured and the race is timed: one room of the
 * race's size, whose racers each send WARMUP_COMMITS commits, inserts and deletions, as the
 * measured race's bots do (they delete and retype at the end of the text). It takes out of the
 * measured race what a server pays once in its life: V8 compiling its hot code, caches filling.
 * The warm-up was 4 racers sending 20 inserts until 2026-11-28: the race's first deletions, 10–20 s
 * in, then met code never run before (--trace-deopt-verbose: V8 deoptimized the schema's check
 * and the judge and compiled them again), and the commit path was still being compiled in the
 * race's first 10 s; the match server compiled ~200 functions (~600 ms of CPU) during the 30 s
 * race, the floor ~90 (~230 ms). docs/benchmarks-history.md ("A tenth machine") has the ratio by warm-up.
 */
const WARMUP_RACERS = Math.min(ROOM, RACERS);
const WARMUP_COMMITS = 40;
const WARMUP_DELETE_EVERY = 4;
/** A commit as the bots send it (warm-up and race alike): one character typed, or the last one deleted. */
const commitOf = (remove, char) => (remove ? { kind: 'delete', count: 1 } : { kind: 'insert', text: char, mode: MODE === 'pinyin' ? 'pinyin' : 'ime' });
// BENCH_PORT moves the API (and the match servers after it) off 4600, for a run beside another.
const API_PORT = Number(process.env.BENCH_PORT ?? 4600);
/** How long before the race's end the live heap is taken (see where it is used). */
const HEAP_BEFORE_END_MS = 3_000;
/** The time after the forced heap collection whose commits' latencies are also printed on their own. */
const AFTER_HEAP_GC_MS = 1_000;
const hashToken = (t) => createHash('sha256').update(t).digest('hex');

process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/test';
// Every bot races: the match server's admission queue (MAX_RACERS_PER_NODE) would hold the racers past it back.
process.env.MAX_RACERS_PER_NODE ??= String(RACERS);
if (NODES > 1 && !process.env.REDIS_URL) throw new Error('--nodes 2 needs REDIS_URL');

const { launch: start, waitUp, stopAll } = benchProcesses({ INTERNAL_API_KEY: KEY });
/** The API goes on CPU 1 when pinned, beside the bots; the servers measured get CPU 0 and their flags (below). */
const launch = (script, env, nodeArgs = [], cpu = PIN ? '1' : null) => start(script, env, { nodeArgs, cpu });
async function metrics(port, { gc = false, reset = false } = {}) {
  return (await (await fetch(`http://127.0.0.1:${port}/metrics?gc=${gc ? 1 : 0}&reset=${reset ? 1 : 0}`)).json()).data;
}

console.log(`race bench: ${RACERS} racers in ${ROOMS} rooms of ${ROOM}, a commit every ${INTERVAL} ms for ${DURATION} s, ${MODE} mode, ${FLOOR ? 'floor server (no judging, no store)' : `${NODES} node(s), store ${process.env.REDIS_URL ? 'redis' : 'memory'}`}`);
if (FLOOR && NODES > 1) throw new Error('--floor runs one node');
if (PIN && NODES > 1) throw new Error('--pin runs one node');
if (PIN) execFileSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
// Redis and PostgreSQL join the bots on CPU 1 for the run (pin-services.mjs).
const unpinServices = PIN ? pinServices('1') : () => undefined;
const db = await createTestDatabase();
try {
  // Accounts and session tokens are written straight to the database: setting up 5,000 logins is not what is measured.
  const teacherBase = 1_000_000;
  // The last teacher and the last WARMUP_RACERS pupils race the warm-up room (see warmUp).
  await db.prisma.user.createMany({ data: Array.from({ length: ROOMS + 1 }, (_, i) => ({ id: teacherBase + i, account: `bench-teacher-${i}`, passwordHash: 'x', role: 'teacher', name: `Teacher ${i}` })) });
  await db.prisma.user.createMany({ data: Array.from({ length: RACERS + WARMUP_RACERS }, (_, i) => ({ id: 2_000_000 + i, account: `bench-pupil-${i}`, passwordHash: 'x', name: `学生${i}`, gradeCode: 3 })) });
  const tokenOf = new Map();
  const rows = [];
  for (const id of [...Array.from({ length: ROOMS + 1 }, (_, i) => teacherBase + i), ...Array.from({ length: RACERS + WARMUP_RACERS }, (_, i) => 2_000_000 + i)]) {
    const token = randomBytes(24).toString('base64url');
    tokenOf.set(id, token);
    rows.push({ userId: id, tokenHash: hashToken(token), purpose: 'session', expiresAt: new Date(Date.now() + 3_600_000) });
  }
  await db.prisma.authToken.createMany({ data: rows });

  launch('api/dist/main.js', { PORT: String(API_PORT), DATABASE_URL: db.url });
  await waitUp(`http://127.0.0.1:${API_PORT}/api/health`);
  const gamePorts = Array.from({ length: NODES }, (_, i) => API_PORT + 1 + i);
  // BENCH_NODE_ARGS passes extra flags to the match servers, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  // Both the floor and the match server run with the match server's production flags (node-flags.mjs).
  const nodeArgs = ['--expose-gc', ...MATCH_SERVER_NODE_FLAGS, ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  for (const port of gamePorts) launch(FLOOR ? 'load-tests/floor-server.mjs' : 'game-server/dist/main.js', { GAME_PORT: String(port), API_URL: `http://127.0.0.1:${API_PORT}`, NODE_NAME: `bench-${port}` }, nodeArgs, PIN ? '0' : null);
  for (const port of gamePorts) await waitUp(`http://127.0.0.1:${port}/health`);
  const connect = (id, port) => LeanSocket.connect(`http://127.0.0.1:${port}`, { path: SOCKET_PATH, auth: FLOOR ? { userId: id } : { token: tokenOf.get(id) } });
  const ack = async (socket, event, payload) => {
    const reply = await socket.emitWithAck(event, payload, 30_000);
    if (!reply.ok) throw new Error(`${event}: ${reply.msg}`);
    return reply.data;
  };
  /** One small race on the node, typed for a few seconds, ended by its teacher (the results written), its sockets closed. */
  const warmUp = async (port) => {
    const host = await connect(teacherBase + ROOMS, port);
    const { raceId, joinCode } = await ack(host, EV.createClassroom, classroom);
    const racers = await Promise.all(Array.from({ length: WARMUP_RACERS }, (_, i) => connect(2_000_000 + RACERS + i, port)));
    await Promise.all(racers.map((socket) => ack(socket, EV.joinClassroom, { joinCode })));
    const started = new Promise((resolve) => racers[0].once(EV.started, resolve));
    const finished = new Promise((resolve) => racers[0].once(EV.finished, resolve));
    await ack(host, EV.start, { raceId });
    const text = Array.from((await started).text);
    let position = 0;
    for (let seq = 1; seq <= WARMUP_COMMITS; seq++) {
      const remove = seq % WARMUP_DELETE_EVERY === 0;
      const input = commitOf(remove, text[position]);
      position += remove ? -1 : 1;
      await Promise.all(racers.map((socket) => ack(socket, EV.input, { raceId, seq, ...input })));
      await sleep(INTERVAL);
    }
    // The floor has no early end (its finish comes on a timer, to a room empty by then).
    if (!FLOOR) {
      await ack(host, EV.end, { raceId });
      await finished;
    }
    for (const socket of [host, ...racers]) socket.close();
  };
  const classroom = { game: 1, gradeCode: 3, level: 'elementary', mode: MODE, durationSec: DURATION, lateJoin: false };
  // Heap is counted from after a warm-up race on each node: code compiled and caches filled on a
  // server's first race are paid once, not per racer (at 1,000 racers they were ~4.5 KB of the match
  // server's "per racer" figure). The floor gets the same warm-up.
  for (const port of gamePorts) await warmUp(port);
  // The warm-up's sockets are closed: let the servers let go of them before the heap is counted.
  await sleep(1_000);
  const before = await Promise.all(gamePorts.map((p) => metrics(p, { gc: true })));

  // Rooms: a teacher per room; racers alternate nodes so every room spans all nodes.
  const rooms = [];
  for (let r = 0; r < ROOMS; r++) {
    const host = await connect(teacherBase + r, gamePorts[r % NODES]);
    const view = await ack(host, EV.createClassroom, classroom);
    rooms.push({ host, raceId: view.raceId, joinCode: view.joinCode, racers: [] });
  }
  const bots = [];
  const connectStart = Date.now();
  for (let i = 0; i < RACERS; i++) {
    const room = rooms[Math.floor(i / ROOM)];
    const id = 2_000_000 + i;
    const socket = await connect(id, gamePorts[i % NODES]);
    const bot = { id, socket, room, sampled: i % SAMPLE === 0, seq: 0, inFlight: 0, sent: new Map(), ackLatency: [], broadcastLatency: [], position: 0, errors: 0 };
    if (bot.sampled) socket.on(EV.progress, (payload) => {
      const me = payload.board.find((b) => b.userId === id);
      if (!me) return;
      for (const [pos, at] of bot.sent) {
        if (pos <= me.position) {
          bot.broadcastLatency.push(Date.now() - at);
          bot.sent.delete(pos);
        }
      }
    });
    room.racers.push(bot);
    bots.push(bot);
    if (i % 500 === 499) console.log(`  ${i + 1} racers connected`);
  }
  await Promise.all(bots.map((b) => ack(b.socket, EV.joinClassroom, { joinCode: b.room.joinCode })));
  console.log(`connected and joined ${RACERS} racers in ${((Date.now() - connectStart) / 1000).toFixed(1)} s`);

  const finished = new Map();
  const texts = new Map();
  await Promise.all(
    rooms.map(async (room) => {
      const started = new Promise((resolve) => room.racers[0].socket.once(EV.started, resolve));
      room.racers[0].socket.on(EV.finished, (p) => finished.set(room.raceId, p.results));
      await ack(room.host, EV.start, { raceId: room.raceId });
      const startedView = await started;
      texts.set(room.raceId, Array.from(startedView.text));
      // Rooms start one after another: each bot stops just before its own room's end.
      room.endsAt = Date.now() + DURATION * 1000 - 500;
    }),
  );
  console.log('all races started; racing…');
  // CPU is counted from here: connecting and joining are not what is measured.
  const atStart = await Promise.all(gamePorts.map((p) => metrics(p, { reset: true })));
  // The bots share this machine with the servers: how busy and how late their own event loop is
  // says how much of a latency figure is the load generator's.
  const botLag = monitorEventLoopDelay({ resolution: 10 });
  botLag.enable();
  const botCpuBefore = process.cpuUsage();
  const refusals = new Map();
  const raceStart = Date.now();
  // Latency by 5-second slice of the race, to tell a slow start or a periodic stall from steady load.
  const SLICE_MS = 5_000;
  const ackBySlice = Array.from({ length: Math.ceil((DURATION * 1000) / SLICE_MS) }, () => []);
  // The forced collection for the heap figure (below) stops the server's world, the floor's as well
  // as the match server's: a commit in flight across it is the bench's doing, not the server's, so
  // it is counted but left out of the latency figures.
  const heapGc = { from: Infinity, to: Infinity, skipped: 0, after: [] };
  const acrossHeapGc = (sentAt, at) => sentAt <= heapGc.to && at >= heapGc.from;
  let commits = 0;
  const timers = bots.map((bot, i) =>
    setTimeout(() => {
      bot.timer = setInterval(async () => {
        const text = texts.get(bot.room.raceId);
        if (Date.now() > bot.room.endsAt) return;
        // Bots never finish: one character short of the end they delete and retype it, so every
        // racer keeps committing for the whole race.
        const retype = bot.position >= text.length - 1;
        const seq = ++bot.seq;
        const sentAt = Date.now();
        if (!retype && bot.sampled) bot.sent.set(bot.position + 1, sentAt);
        bot.inFlight++;
        try {
          const input = commitOf(retype, text[bot.position]);
          const reply = await ack(bot.socket, EV.input, { raceId: bot.room.raceId, seq, ...input }).finally(() => bot.inFlight--);
          const ackedAt = Date.now();
          if (acrossHeapGc(sentAt, ackedAt)) heapGc.skipped++;
          else {
            if (sentAt > heapGc.to && sentAt - heapGc.to < AFTER_HEAP_GC_MS) heapGc.after.push(ackedAt - sentAt);
            bot.ackLatency.push(ackedAt - sentAt);
            ackBySlice[Math.floor((sentAt - raceStart) / SLICE_MS)]?.push(ackedAt - sentAt);
          }
          commits++;
          // As the real client does: resynchronise with the server's count when nothing else is on its way.
          bot.seq = nextInputSeq(bot.seq, reply.lastSeq, bot.inFlight);
          if (!reply.accepted) {
            bot.errors++;
            refusals.set(reply.reason, (refusals.get(reply.reason) ?? 0) + 1);
          } else bot.position = Array.from(reply.typed).length;
        } catch (error) {
          bot.errors++;
          const reason = String(error.message).replace(/^input: /, '');
          refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
        }
      }, INTERVAL);
    }, (i * INTERVAL) / bots.length),
  );
  // Each 10 s slice's CPU: whether the race's start (the JIT's first compiling) costs more than its rest.
  let sliceCpuFrom = atStart;
  const sampler = setInterval(async () => {
    const m = await Promise.all(gamePorts.map((p) => metrics(p))).catch(() => null);
    if (!m) return;
    const sliceCpuMs = m.reduce((s, x, i) => s + x.cpuUserMs + x.cpuSystemMs - sliceCpuFrom[i].cpuUserMs - sliceCpuFrom[i].cpuSystemMs, 0);
    sliceCpuFrom = m;
    console.log(`  t+${Math.round((Date.now() - raceStart) / 1000)}s commits=${commits} heap=${m.map((x) => (x.heapUsed / 1e6).toFixed(0) + 'MB').join('/')} cpu=${(sliceCpuMs / 1000).toFixed(1)}s`);
  }, 10_000);
  // Live heap a few seconds before the first room ends: at the end, rooms that ended first already
  // have their results in memory (about 12 MB at 1,000 racers for half a second), which one run in
  // four caught. The forced collection's CPU is left out of the race's.
  // The race's second half on its own. The JIT does not stop at the start: with --trace-opt V8
  // still optimized about 60 functions every 10 s through a 30 s race (docs/benchmarks-history.md, "A seventh machine").
  await sleep((DURATION * 1000) / 2);
  const atHalf = await Promise.all(gamePorts.map((p) => metrics(p)));
  const commitsAtHalf = commits;
  await sleep((DURATION * 1000) / 2 - HEAP_BEFORE_END_MS);
  const beforeHeapGc = await Promise.all(gamePorts.map((p) => metrics(p)));
  heapGc.from = Date.now();
  const heapAt = await Promise.all(gamePorts.map((p) => metrics(p, { gc: true })));
  heapGc.to = Date.now();
  const heapGcCpuMs = heapAt.reduce((s, m, i) => s + m.cpuUserMs + m.cpuSystemMs - beforeHeapGc[i].cpuUserMs - beforeHeapGc[i].cpuSystemMs, 0);
  await sleep(HEAP_BEFORE_END_MS);
  for (const t of timers) clearTimeout(t);
  for (const b of bots) clearInterval(b.timer);
  clearInterval(sampler);
  botLag.disable();
  const botCpu = process.cpuUsage(botCpuBefore);
  const during = await Promise.all(gamePorts.map((p) => metrics(p)));
  const deadline = Date.now() + 60_000;
  while (finished.size < ROOMS && Date.now() < deadline) await sleep(500);

  const raceIds = rooms.map((r) => r.raceId);
  // The API writes announced results in batches (RaceResultsQueue): count them once they
  // are all in, or after a minute, rather than at the announcement (a loaded machine lags there).
  const countWritten = async () => (await db.prisma.raceResult.groupBy({ by: ['raceId', 'userId'], where: { raceId: { in: raceIds } } })).length;
  const writesFrom = Date.now();
  let written = await countWritten();
  while (!FLOOR && written < RACERS && Date.now() - writesFrom < 60_000) {
    await sleep(1_000);
    written = await countWritten();
  }
  const writesMs = Date.now() - writesFrom;
  printRaceReport({
    config: { DURATION, RACERS, ROOMS, FLOOR, PIN, HEAP_BEFORE_END_MS, AFTER_HEAP_GC_MS },
    bots, refusals, heapGc, ackBySlice, before, atStart, atHalf, heapAt, during, heapGcCpuMs, commitsAtHalf, botCpu, botLag, finished, written, writesMs,
  });
  for (const b of bots) b.socket.close();
  for (const room of rooms) room.host.close();
} finally {
  // Wait for the servers to finish their graceful stop: --compare's next run takes the same ports,
  // and an API still stopping there answered its health check and then went away.
  await stopAll(20_000);
  await db.drop().catch(() => undefined);
  unpinServices();
}
