// The floor of the race bench: a bare Socket.IO server that speaks the same events as the match
// server (classroom create/join/start, input acks, a progress board per room at most every 200 ms)
// but judges nothing and stores nothing. What it costs is the price of the traffic alone on this
// machine; the match server cannot be cheaper. Started by `race-bench.mjs --floor`.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Server } from 'socket.io';
import { PROGRESS_BROADCAST_INTERVAL_MS, RACE_EVENTS_IO as EV, SOCKET_PATH } from '@learnstar/shared';
import { watchGcPauses } from '../game-server/dist/metrics/gc-pauses.js';

const port = Number(process.env.GAME_PORT ?? 4601);
const text = '我们一起去学校上课，老师教我们写汉字。'.repeat(10);
/** Rooms by race id; the join code is the race id. */
const rooms = new Map();
let nextRoom = 0;
const gcPauses = watchGcPauses();

const http = createServer((req, res) => {
  if (req.url?.startsWith('/metrics')) {
    const pauses = gcPauses.figures();
    if (req.url.includes('gc=1')) globalThis.gc?.();
    const cpu = process.cpuUsage();
    res.setHeader('content-type', 'application/json');
    const memory = process.memoryUsage();
    res.end(JSON.stringify({ data: { heapUsed: memory.heapUsed, arrayBuffers: memory.arrayBuffers, cpuUserMs: cpu.user / 1000, cpuSystemMs: cpu.system / 1000, loopActiveMs: performance.eventLoopUtilization().active, gc: pauses } }));
    return;
  }
  res.end(req.url === '/health' ? 'ok' : '');
});
const io = new Server(http, { path: SOCKET_PATH, transports: ['websocket'] });

function boardOf(room) {
  return [...room.racers.values()]
    .map((r) => ({ userId: r.userId, name: r.name, position: r.typed.length, progress: r.typed.length / text.length, cpm: r.typed.length, wpm: r.typed.length / 5, accuracy: 1, finished: false }))
    .sort((a, b) => b.progress - a.progress || a.userId - b.userId);
}

function scheduleBroadcast(room) {
  if (room.pending) return;
  room.pending = setTimeout(() => {
    room.pending = null;
    io.to(room.id).emit(EV.progress, { raceId: room.id, serverNow: Date.now(), board: boardOf(room) });
  }, PROGRESS_BROADCAST_INTERVAL_MS);
}

io.on('connection', (socket) => {
  const userId = Number(socket.handshake.auth.userId ?? 0);
  socket.on(EV.createClassroom, (payload, ack) => {
    const room = { id: `floor-${nextRoom++}`, racers: new Map(), pending: null, durationSec: payload.durationSec };
    rooms.set(room.id, room);
    socket.join(room.id);
    ack({ ok: true, data: { raceId: room.id, joinCode: room.id } });
  });
  socket.on(EV.joinClassroom, ({ joinCode }, ack) => {
    const room = rooms.get(joinCode);
    room.racers.set(userId, { userId, name: `学生${userId}`, typed: '', lastSeq: 0 });
    socket.join(room.id);
    ack({ ok: true, data: { raceId: room.id } });
  });
  socket.on(EV.start, ({ raceId }, ack) => {
    ack({ ok: true, data: {} });
    io.to(raceId).emit(EV.started, { raceId, text });
    const room = rooms.get(raceId);
    setTimeout(() => io.to(raceId).emit(EV.finished, { raceId, results: [] }), room.durationSec * 1000 + 1000);
  });
  socket.on(EV.input, (input, ack) => {
    const room = rooms.get(input.raceId);
    const racer = room.racers.get(userId);
    racer.typed = input.kind === 'insert' ? racer.typed + input.text : racer.typed.slice(0, -input.count);
    racer.lastSeq = input.seq;
    scheduleBroadcast(room);
    ack({ ok: true, data: { accepted: true, typed: racer.typed, lastSeq: racer.lastSeq, figures: { position: racer.typed.length, correctChars: racer.typed.length, errors: 0, accuracy: 100, cpm: 0, wpm: 0, progress: 0, finished: false } } });
  });
});

http.listen(port, () => console.log(`floor server on ${port}`));
// Exits normally on SIGTERM, so a CPU profile (--cpu-prof) is written.
process.on('SIGTERM', () => process.exit(0));
