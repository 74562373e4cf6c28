// race-bench.mjs's warm-up race, run on each node before the heap is first measured and the race is timed.
import { RACE_EVENTS_IO as EV } from '@learnstar/shared';
import { sleep } from '../bench-processes.mjs';

/**
 * The warm-up: one room of the race's size, whose racers each send WARMUP_COMMITS commits, inserts
 * and deletions, as the measured race's bots do (they delete and retype at the end of the text). It
 * takes out of the measured race what a server pays once in its life: V8 compiling its hot code,
 * caches filling. The warm-up was 4 racers sending 20 inserts until 2026-11-28: the race's first
 * deletions, 10–20 s in, then met code never run before (--trace-deopt-verbose: V8 deoptimized the
 * schema's check and the judge and compiled them again), and the commit path was still being
 * compiled in the race's first 10 s; the match server compiled ~200 functions (~600 ms of CPU)
 * during the 30 s race, the floor ~90 (~230 ms). docs/benchmarks-history.md ("A tenth machine") has
 * the ratio by warm-up.
 */
const WARMUP_COMMITS = 40;
const WARMUP_DELETE_EVERY = 4;

/**
 * One small race on the node at `port`: hosted by `hostId`, raced by `racerIds`, typed for
 * WARMUP_COMMITS commits every `interval` ms, ended by its teacher (the results written) unless
 * `floor` (the floor has no early end: its finish comes on a timer, to a room empty by then), its
 * sockets closed. `commitOf(remove, char)` is the bots' commit.
 */
export async function warmUp({ port, connect, ack, hostId, racerIds, classroom, commitOf, interval, floor }) {
  const host = await connect(hostId, port);
  const { raceId, joinCode } = await ack(host, EV.createClassroom, classroom);
  const racers = await Promise.all(racerIds.map((id) => connect(id, port)));
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
    await sleep(interval);
  }
  if (!floor) {
    await ack(host, EV.end, { raceId });
    await finished;
  }
  for (const socket of [host, ...racers]) socket.close();
}
