// Join burst of a national match: N pupils, each signed up to one of many scheduled matches (rooms of
// 40, as the schedule makes them), connect and join within a few seconds on one match-server node.
// Every pupil must end up racing (their join answered) or queued (told their place, still waiting);
// none may be dropped (a join that errs, times out or loses its socket). Prints the admission
// queue's length each second and its drain rate (joins let in per second while joins waited).
// Usage (after `npm run build`; PostgreSQL as DATABASE_URL, default the local test server):
//   node load-tests/join-burst-bench.mjs --pupils 5000 --seconds 10
// --auth ticket (default): each pupil's page fetched a match ticket from the API when it opened, before
// the start (timed and printed), and the handshake shows it: the node checks it alone. --auth token:
// the handshake shows the session token and the node asks the API (the way before match tickets).
// --port P puts the API on P and the node on P+1 (default 4700); --capacity N sets MAX_RACERS_PER_NODE (default: the node's own), --joins N sets JOINS_AT_ONCE;
// BURST_DRAIN_MS (default 120000) is how long the joins may take to be answered after the burst.
import { execFileSync } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createTestDatabase } from '@learnstar/db/testing';
import { LeanSocket } from './lean-socket.mjs';
import { RACE_EVENTS_IO as EV, SOCKET_PATH } from '@learnstar/shared';
import { benchProcesses, sleep } from './bench-processes.mjs';

const { values } = parseArgs({
  options: {
    pupils: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '10' },
    room: { type: 'string', default: '40' },
    capacity: { type: 'string' },
    joins: { type: 'string' },
    port: { type: 'string', default: '4700' },
    auth: { type: 'string', default: 'ticket' },
  },
});
const PUPILS = Number(values.pupils);
const SECONDS = Number(values.seconds);
const ROOM = Number(values.room);
const MATCHES = Math.ceil(PUPILS / ROOM);
const KEY = 'bench-internal-key';
const TICKET_SECRET = 'bench-match-ticket-secret-0123456789';
const AUTH = values.auth === 'token' ? 'token' : 'ticket';
// --port: the API's port, the node's the next (engineers sharing a machine each have a range).
const API_PORT = Number(values.port);
const GAME_PORT = API_PORT + 1;
const hashToken = (t) => createHash('sha256').update(t).digest('hex');
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/test';

const { launch, waitUp, stopAll } = benchProcesses({ INTERNAL_API_KEY: KEY, MATCH_TICKET_SECRET: TICKET_SECRET });
/** Every pupil's page asks the API for a match ticket when it opens (16 pages at a time here), before the start. */
async function fetchTickets(tokens) {
  const tickets = new Array(tokens.length);
  const started = Date.now();
  let nextIndex = 0;
  const worker = async () => {
    for (let i = nextIndex++; i < tokens.length; i = nextIndex++) {
      const answer = await (await fetch(`http://127.0.0.1:${API_PORT}/api/user/match-ticket`, { headers: { authorization: `Bearer ${tokens[i]}` } })).json();
      if (answer.code !== 200) throw new Error(`match ticket refused: ${JSON.stringify(answer)}`);
      tickets[i] = answer.data.ticket;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  const seconds = (Date.now() - started) / 1000;
  console.log(`match tickets (pages opening before the start, not part of the burst): ${tokens.length} in ${seconds.toFixed(1)} s, ${(tokens.length / seconds).toFixed(0)}/s from the API`);
  return tickets;
}
const admission = async () => (await (await fetch(`http://127.0.0.1:${GAME_PORT}/metrics`)).json()).data.admission;
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

console.log(`join burst: ${PUPILS} pupils in ${MATCHES} matches of ${ROOM}, all joining within ${SECONDS} s, one node, handshake with ${AUTH === 'ticket' ? 'a match ticket (checked on the node)' : 'the session token (checked by the API)'}${values.capacity ? `, capacity ${values.capacity}` : ''}${values.joins ? `, ${values.joins} joins at once` : ''}`);
console.log(`before: ${uptime()}`);
const db = await createTestDatabase();
try {
  const base = 3_000_000;
  await db.prisma.user.createMany({ data: Array.from({ length: PUPILS }, (_, i) => ({ id: base + i, account: `burst-${i}`, passwordHash: 'x', name: `学生${i}`, gradeCode: 3 })) });
  const startTime = new Date(Date.now() + 10 * 60_000);
  await db.prisma.match.createMany({ data: Array.from({ length: MATCHES }, (_, i) => ({ id: 90_000 + i, game: 1, title: `National ${i}`, startTime, durationSec: 120, gradeCodes: [3], level: 'elementary', capacity: ROOM })) });
  await db.prisma.matchSignup.createMany({ data: Array.from({ length: PUPILS }, (_, i) => ({ matchId: 90_000 + Math.floor(i / ROOM), userId: base + i })) });
  const tokens = Array.from({ length: PUPILS }, () => randomBytes(24).toString('base64url'));
  await db.prisma.authToken.createMany({ data: tokens.map((token, i) => ({ userId: base + i, tokenHash: hashToken(token), purpose: 'session', expiresAt: new Date(Date.now() + 3_600_000) })) });

  launch('api/dist/main.js', { PORT: String(API_PORT), DATABASE_URL: db.url });
  await waitUp(`http://127.0.0.1:${API_PORT}/api/health`);
  const credentials = AUTH === 'ticket' ? await fetchTickets(tokens) : tokens;
  launch('game-server/dist/main.js', {
    GAME_PORT: String(GAME_PORT), API_URL: `http://127.0.0.1:${API_PORT}`, NODE_NAME: 'burst',
    ...(values.capacity ? { MAX_RACERS_PER_NODE: values.capacity } : {}), ...(values.joins ? { JOINS_AT_ONCE: values.joins } : {}),
  });
  await waitUp(`http://127.0.0.1:${GAME_PORT}/health`);

  const pupils = Array.from({ length: PUPILS }, (_, i) => ({ i, outcome: 'pending', heardQueue: false, firstAhead: null, startedAt: 0, answeredAt: 0, placedAt: 0 }));
  const samples = [];
  const burstStart = Date.now();
  const sampler = setInterval(async () => {
    const a = await admission().catch(() => null);
    if (!a) return;
    samples.push({ t: Date.now() - burstStart, ...a });
    const answered = pupils.filter((p) => p.outcome !== 'pending').length;
    console.log(`  t+${((Date.now() - burstStart) / 1000).toFixed(0)}s queued=${a.queued} joining=${a.joining} admitted=${a.admittedTotal} answered=${answered}`);
  }, 1000);
  const joinOne = async (pupil) => {
    pupil.startedAt = Date.now();
    let socket;
    try {
      socket = await LeanSocket.connect(`http://127.0.0.1:${GAME_PORT}`, { path: SOCKET_PATH, auth: AUTH === 'ticket' ? { ticket: credentials[pupil.i] } : { token: tokens[pupil.i] } });
      socket.on(EV.queued, (q) => {
        pupil.heardQueue = true;
        pupil.firstAhead ??= q.ahead;
        pupil.placedAt ||= Date.now();
      });
      const reply = await socket.emitWithAck(EV.joinMatch, { matchId: 90_000 + Math.floor(pupil.i / ROOM) }, 600_000);
      pupil.outcome = reply.ok ? 'racing' : `refused:${reply.msg}`;
      if (reply.ok) pupil.placedAt ||= Date.now();
    } catch (error) {
      pupil.outcome = `dropped:${error.message}`;
    }
    pupil.answeredAt = Date.now();
    pupil.socket = socket;
  };
  const joins = pupils.map((pupil) => sleep((pupil.i * SECONDS * 1000) / PUPILS).then(() => joinOne(pupil)));
  await sleep(SECONDS * 1000);
  // A node swamped by the burst may not answer /metrics in time: the pupils' side is counted anyway.
  const atBurstEnd = await admission().catch(() => ({ queued: 'no answer' }));
  const pendingAtEnd = pupils.filter((p) => p.outcome === 'pending');
  console.log(`at the end of the burst (${SECONDS} s): racing ${pupils.filter((p) => p.outcome === 'racing').length}, queued (told their place, waiting) ${pendingAtEnd.filter((p) => p.heardQueue).length}, still connecting or joining ${pendingAtEnd.filter((p) => !p.heardQueue).length}; node queue ${atBurstEnd.queued}`);
  // Then the queue drains: every join is answered, or two minutes pass.
  await Promise.race([Promise.all(joins), sleep(Number(process.env.BURST_DRAIN_MS ?? 120_000))]);
  clearInterval(sampler);
  const final = await admission().catch(() => ({ longestWaitMs: 'no answer' }));

  const outcomes = new Map();
  for (const p of pupils) outcomes.set(p.outcome.split(' ')[0], (outcomes.get(p.outcome.split(' ')[0]) ?? 0) + 1);
  const queued = pupils.filter((p) => p.heardQueue);
  const joinMs = pupils.filter((p) => p.outcome === 'racing').map((p) => p.answeredAt - p.startedAt).sort((a, b) => a - b);
  // Drain rate: joins let in per second over the seconds in which joins were waiting and the node
  // had room (a full node's queue waits for places, not for the node's speed).
  const capacity = Number(values.capacity ?? 1000);
  const busy = samples.filter((s, k) => k > 0 && samples[k - 1].queued > 0 && samples[k - 1].admitted < capacity);
  const drained = busy.reduce((sum, s) => sum + (s.admittedTotal - samples[samples.indexOf(s) - 1].admittedTotal), 0);
  const busySeconds = busy.reduce((sum, s) => sum + (s.t - samples[samples.indexOf(s) - 1].t), 0) / 1000;
  console.log('\nresults');
  console.log(`  outcomes: ${[...outcomes].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log(`  told their place in the queue: ${queued.length} (largest "ahead" first heard: ${Math.max(0, ...queued.map((p) => p.firstAhead))}); node queue peak ${Math.max(0, ...samples.map((s) => s.queued))}, longest wait ${final.longestWaitMs} ms`);
  // Placed: racing, or told their place in the queue; a pupil who connects at the burst's last instant cannot be placed before it ends.
  const placed = pupils.filter((p) => p.placedAt);
  const placeMs = placed.map((p) => p.placedAt - p.startedAt).sort((a, b) => a - b);
  console.log(`  connect→placed (racing or told their place): ${placed.length} pupils, p50 ${percentile(placeMs, 50)} ms, p99 ${percentile(placeMs, 99)} ms, max ${placeMs.at(-1)} ms; last pupil placed ${((Math.max(...placed.map((p) => p.placedAt)) - burstStart) / 1000).toFixed(1)} s after the burst began`);
  console.log(`  connect→racing: p50 ${percentile(joinMs, 50)} ms, p99 ${percentile(joinMs, 99)} ms, max ${joinMs.at(-1)} ms`);
  console.log(`  queue drain rate: ${busySeconds ? (drained / busySeconds).toFixed(0) : 'n/a (no queue formed)'} joins/s over ${busySeconds.toFixed(0)} s with joins waiting and room on the node; overall ${(joinMs.length / ((Math.max(...pupils.map((p) => p.answeredAt)) - burstStart) / 1000)).toFixed(0)} joins/s`);
  // Still waiting after the drain time is fine if the pupil was told their place (a full node keeps them queued).
  console.log(`  racing ${pupils.filter((p) => p.outcome === 'racing').length}, queued ${pupils.filter((p) => p.outcome === 'pending' && p.heardQueue).length}, refused ${pupils.filter((p) => p.outcome.startsWith('refused')).length}, dropped ${pupils.filter((p) => p.outcome.startsWith('dropped') || (p.outcome === 'pending' && !p.heardQueue)).length} (errored, lost the socket, or never through the handshake)`);
  console.log(`after: ${uptime()}`);
  for (const p of pupils) p.socket?.close();
} finally {
  await stopAll();
  await sleep(500);
  await db.drop();
}
