// race-bench.mjs's racers: bots that connect, join their room and commit one character every
// interval, timing each commit's acknowledgement (and, for a sample of them, its broadcast).
import { RACE_EVENTS_IO as EV, nextInputSeq } from '@learnstar/shared';
import { PUPIL_BASE } from './accounts.mjs';

/** Latency by 5-second slice of the race, to tell a slow start or a periodic stall from steady load. */
const SLICE_MS = 5_000;
/** The time after the forced heap collection whose commits' latencies are also printed on their own. */
export const AFTER_HEAP_GC_MS = 1_000;

/**
 * `racers` bots, `roomSize` to a room of `rooms`, alternating `ports` so every room spans all nodes,
 * connected one after another. One bot in `sample` reads the room board to time commit→broadcast
 * (the rest drop it unread, so the load generator's own CPU stays out of the figures).
 */
export async function connectBots({ rooms, racers, roomSize, sample, ports, connect }) {
  const bots = [];
  for (let i = 0; i < racers; i++) {
    const room = rooms[Math.floor(i / roomSize)];
    const id = PUPIL_BASE + i;
    const socket = await connect(id, ports[i % ports.length]);
    const bot = { id, socket, room, sampled: i % sample === 0, seq: 0, inFlight: 0, sent: new Map(), ackLatency: [], broadcastLatency: [], position: 0, errors: 0 };
    if (bot.sampled) socket.on(EV.progress, (payload) => timeBroadcast(bot, payload));
    room.racers.push(bot);
    bots.push(bot);
    if (i % 500 === 499) console.log(`  ${i + 1} racers connected`);
  }
  return bots;
}

/** Every commit of `bot` the board now shows: its commit→broadcast latency. */
function timeBroadcast(bot, payload) {
  const me = payload.board.find((b) => b.userId === bot.id);
  if (!me) return;
  for (const [position, at] of bot.sent) {
    if (position <= me.position) {
      bot.broadcastLatency.push(Date.now() - at);
      bot.sent.delete(position);
    }
  }
}

/**
 * Starts every bot committing every `interval` ms, spread evenly over the first interval, until its
 * room's `endsAt`. Returns when it started and the loop's live figures: commits acknowledged, refusals by reason, ack
 * latencies by slice, and `heapGc`, the window of the bench's forced heap collection: it stops the
 * server's world, the floor's as well as the match server's, so a commit in flight across it is the
 * bench's doing, not the server's; it is counted but left out of the latency figures.
 */
export function startCommitLoop({ bots, texts, interval, durationMs, ack, commitOf }) {
  const raceStart = Date.now();
  const loop = {
    raceStart,
    commits: 0,
    refusals: new Map(),
    ackBySlice: Array.from({ length: Math.ceil(durationMs / SLICE_MS) }, () => []),
    heapGc: { from: Infinity, to: Infinity, skipped: 0, after: [] },
    stop: () => {
      for (const t of timers) clearTimeout(t);
      for (const b of bots) clearInterval(b.timer);
    },
  };
  const refuse = (bot, reason) => {
    bot.errors++;
    loop.refusals.set(reason, (loop.refusals.get(reason) ?? 0) + 1);
  };
  const record = (bot, sentAt, ackedAt) => {
    const { heapGc } = loop;
    if (sentAt <= heapGc.to && ackedAt >= heapGc.from) return void heapGc.skipped++;
    if (sentAt > heapGc.to && sentAt - heapGc.to < AFTER_HEAP_GC_MS) heapGc.after.push(ackedAt - sentAt);
    bot.ackLatency.push(ackedAt - sentAt);
    loop.ackBySlice[Math.floor((sentAt - raceStart) / SLICE_MS)]?.push(ackedAt - sentAt);
  };
  const commit = async (bot) => {
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
      record(bot, sentAt, Date.now());
      loop.commits++;
      // As the real client does: resynchronise with the server's count when nothing else is on its way.
      bot.seq = nextInputSeq(bot.seq, reply.lastSeq, bot.inFlight);
      if (!reply.accepted) refuse(bot, reply.reason);
      else bot.position = Array.from(reply.typed).length;
    } catch (error) {
      refuse(bot, String(error.message).replace(/^input: /, ''));
    }
  };
  const timers = bots.map((bot, i) =>
    setTimeout(() => {
      bot.timer = setInterval(() => commit(bot), interval);
    }, (i * interval) / bots.length),
  );
  return loop;
}
