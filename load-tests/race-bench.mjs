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
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createTestDatabase } from '@learnstar/db/testing';
import { LeanSocket } from './lean-socket.mjs';
import { MATCH_SERVER_NODE_FLAGS } from '../game-server/node-flags.mjs';
import { benchProcesses, sleep } from './bench-processes.mjs';
import { pinServices } from './pin-services.mjs';
import { compareWithFloor } from './race-bench/compare.mjs';
import { cpuOf, growth, printRaceReport } from './race-bench/report.mjs';
import { PUPIL_BASE, TEACHER_BASE, seedBenchAccounts } from './race-bench/accounts.mjs';
import { warmUp } from './race-bench/warm-up.mjs';
import { AFTER_HEAP_GC_MS, connectBots, startCommitLoop } from './race-bench/bots.mjs';
import { RACE_EVENTS_IO as EV, SOCKET_PATH, createClassroomSchema } from '@learnstar/shared';

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
const ROOMS = Math.ceil(RACERS / ROOM);
/** Each room's race, checked here by the match server's own schema so a bad --duration stops the bench before it seeds. */
const classroom = { game: 1, gradeCode: 3, level: 'elementary', mode: MODE, durationSec: DURATION, lateJoin: false };
const classroomCheck = createClassroomSchema.safeParse(classroom);
if (!classroomCheck.success) throw new Error(`not a classroom race the match server takes: ${classroomCheck.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
const KEY = 'bench-internal-key';
/** The warm-up room (race-bench/warm-up.mjs) is of the race's size, raced by pupils after the race's. */
const WARMUP_RACERS = Math.min(ROOM, RACERS);
/** A commit as the bots send it (warm-up and race alike): one character typed, or the last one deleted. */
const commitOf = (remove, char) => (remove ? { kind: 'delete', count: 1 } : { kind: 'insert', text: char, mode: MODE === 'pinyin' ? 'pinyin' : 'ime' });
// BENCH_PORT moves the API (and the match servers after it) off 4600, for a run beside another.
const API_PORT = Number(process.env.BENCH_PORT ?? 4600);
/** How long before the race's end the live heap is taken (see where it is used). */
const HEAP_BEFORE_END_MS = 3_000;

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
  // The last teacher and the last WARMUP_RACERS pupils race the warm-up room.
  const tokenOf = await seedBenchAccounts(db.prisma, { teachers: ROOMS + 1, pupils: RACERS + WARMUP_RACERS });
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
  // Heap is counted from after a warm-up race on each node: code compiled and caches filled on a
  // server's first race are paid once, not per racer (at 1,000 racers they were ~4.5 KB of the match
  // server's "per racer" figure). The floor gets the same warm-up.
  const warmUpRacers = Array.from({ length: WARMUP_RACERS }, (_, i) => PUPIL_BASE + RACERS + i);
  for (const port of gamePorts) await warmUp({ port, connect, ack, hostId: TEACHER_BASE + ROOMS, racerIds: warmUpRacers, classroom, commitOf, interval: INTERVAL, floor: FLOOR });
  // The warm-up's sockets are closed: let the servers let go of them before the heap is counted.
  await sleep(1_000);
  const before = await Promise.all(gamePorts.map((p) => metrics(p, { gc: true })));

  // Rooms: a teacher per room; racers alternate nodes so every room spans all nodes.
  const rooms = [];
  for (let r = 0; r < ROOMS; r++) {
    const host = await connect(TEACHER_BASE + r, gamePorts[r % NODES]);
    const view = await ack(host, EV.createClassroom, classroom);
    rooms.push({ host, raceId: view.raceId, joinCode: view.joinCode, racers: [] });
  }
  const connectStart = Date.now();
  const bots = await connectBots({ rooms, racers: RACERS, roomSize: ROOM, sample: SAMPLE, ports: gamePorts, connect });
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
  const loop = startCommitLoop({ bots, texts, interval: INTERVAL, durationMs: DURATION * 1000, ack, commitOf });
  // Each 10 s slice's CPU: whether the race's start (the JIT's first compiling) costs more than its rest.
  let sliceCpuFrom = atStart;
  const sampler = setInterval(async () => {
    const m = await Promise.all(gamePorts.map((p) => metrics(p))).catch(() => null);
    if (!m) return;
    const sliceCpuMs = growth(m, sliceCpuFrom, cpuOf);
    sliceCpuFrom = m;
    console.log(`  t+${Math.round((Date.now() - loop.raceStart) / 1000)}s commits=${loop.commits} heap=${m.map((x) => (x.heapUsed / 1e6).toFixed(0) + 'MB').join('/')} cpu=${(sliceCpuMs / 1000).toFixed(1)}s`);
  }, 10_000);
  // Live heap a few seconds before the first room ends: at the end, rooms that ended first already
  // have their results in memory (about 12 MB at 1,000 racers for half a second), which one run in
  // four caught. The forced collection's CPU is left out of the race's.
  // The race's second half on its own. The JIT does not stop at the start: with --trace-opt V8
  // still optimized about 60 functions every 10 s through a 30 s race (docs/benchmarks-history.md, "A seventh machine").
  await sleep((DURATION * 1000) / 2);
  const atHalf = await Promise.all(gamePorts.map((p) => metrics(p)));
  const commitsAtHalf = loop.commits;
  await sleep((DURATION * 1000) / 2 - HEAP_BEFORE_END_MS);
  const beforeHeapGc = await Promise.all(gamePorts.map((p) => metrics(p)));
  loop.heapGc.from = Date.now();
  const heapAt = await Promise.all(gamePorts.map((p) => metrics(p, { gc: true })));
  loop.heapGc.to = Date.now();
  const heapGcCpuMs = growth(heapAt, beforeHeapGc, cpuOf);
  await sleep(HEAP_BEFORE_END_MS);
  loop.stop();
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
    bots, refusals: loop.refusals, heapGc: loop.heapGc, ackBySlice: loop.ackBySlice, before, atStart, atHalf, heapAt, during, heapGcCpuMs, commitsAtHalf, botCpu, botLag, finished, written, writesMs,
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
