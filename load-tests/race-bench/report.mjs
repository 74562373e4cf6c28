// race-bench.mjs's results: latency percentiles, the match servers' CPU, heap and GC, the load
// generator's own share, results written; and one BENCH_RESULT line that --compare reads.

/** The value at percentile `p` of an ascending list (NaN for an empty one). */
function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** How much `pick` of the nodes' /metrics readings grew from `from` to `to`, summed over the nodes. */
export const growth = (to, from, pick) => to.reduce((sum, m, i) => sum + pick(m) - pick(from[i]), 0);
/** A /metrics reading's CPU, user and kernel. */
export const cpuOf = (m) => m.cpuUserMs + m.cpuSystemMs;

/**
 * Prints the race's figures. The servers' /metrics readings: `before` (after the warm-up), `atStart`,
 * `atHalf`, `heapAt` (after the forced collection) and `during` (at the end); `heapGcCpuMs` is that
 * collection's CPU, left out of the race's.
 */
export function printRaceReport(run) {
  const { config, bots, refusals, heapGc, ackBySlice, before, atStart, atHalf, heapAt, during, heapGcCpuMs, commitsAtHalf, botCpu, botLag, finished, written, writesMs } = run;
  const { DURATION, RACERS, ROOMS, FLOOR, PIN, HEAP_BEFORE_END_MS, AFTER_HEAP_GC_MS } = config;
  const ackAll = bots.flatMap((b) => b.ackLatency).sort((a, b) => a - b);
  const bcAll = bots.flatMap((b) => b.broadcastLatency).sort((a, b) => a - b);
  const cpuMs = growth(during, atStart, cpuOf) - heapGcCpuMs;
  const secondHalfCpuMs = growth(during, atHalf, cpuOf) - heapGcCpuMs;
  const loopMs = growth(during, atStart, (m) => m.loopActiveMs);
  // Live memory: the JS heap and what ArrayBuffers hold outside it (typed arrays such as the held
  // input timelines, Buffers), so memory moved out of the heap still counts.
  const live = (m) => m.heapUsed + (m.arrayBuffers ?? 0);
  const heapDelta = growth(heapAt, before, live);
  const buffersDelta = growth(heapAt, before, (m) => m.arrayBuffers ?? 0);
  console.log('\nresults');
  const acked = ackAll.length + heapGc.skipped;
  console.log(`  commits acknowledged: ${acked} (${(acked / DURATION).toFixed(0)}/s), refused or failed: ${bots.reduce((s, b) => s + b.errors, 0)} ${JSON.stringify(Object.fromEntries(refusals))}`);
  console.log(`  commit→ack       p50 ${percentile(ackAll, 50)} ms  p95 ${percentile(ackAll, 95)} ms  p99 ${percentile(ackAll, 99)} ms`);
  console.log(`  commits in flight across the forced heap collection (${heapGc.to - heapGc.from} ms), left out of the latencies: ${heapGc.skipped}`);
  console.log(`  commit→ack p99 of the ${heapGc.after.length} commits sent in the ${AFTER_HEAP_GC_MS} ms after it (the server catching up): ${percentile(heapGc.after.sort((a, b) => a - b), 99)} ms`);
  console.log(`  commit→ack p99 by 5 s slice: ${ackBySlice.map((l) => percentile(l.sort((a, b) => a - b), 99)).join(' / ')} ms`);
  console.log(`  commit→broadcast p50 ${percentile(bcAll, 50)} ms  p95 ${percentile(bcAll, 95)} ms  p99 ${percentile(bcAll, 99)} ms  (includes the 200 ms broadcast window)`);
  if (PIN) console.log('  pinned: match server alone on CPU 0; bots, API, Redis and PostgreSQL on CPU 1');
  console.log(`  match-server CPU: ${(cpuMs / 1000).toFixed(1)} s over ${DURATION} s (${((cpuMs / (DURATION * 1000)) * 100).toFixed(0)}% of one core, all nodes); event loop busy ${((loopMs / (DURATION * 1000)) * 100).toFixed(0)}% (the rest is GC threads and the kernel)`);
  console.log(`  match-server CPU in the race's second half: ${(secondHalfCpuMs / 1000).toFixed(1)} s for ${acked - commitsAtHalf} commits acknowledged`);
  const sum = (pick) => growth(during, atStart, pick);
  const systemMs = sum((m) => m.cpuSystemMs);
  console.log(`  match-server CPU split: user ${((cpuMs - systemMs) / 1000).toFixed(1)} s, system (kernel) ${(systemMs / 1000).toFixed(1)} s; GC pauses: ${sum((m) => m.gc.minorCount)} scavenges ${sum((m) => m.gc.minorMs).toFixed(0)} ms, ${sum((m) => m.gc.majorCount)} mark-compacts ${sum((m) => m.gc.majorMs).toFixed(0)} ms`);
  if (during[0].loopDelayMaxMs !== undefined) console.log(`  match-server event-loop delay p99 ${during.map((m) => m.loopDelayP99Ms.toFixed(0)).join(' / ')} ms, max ${during.map((m) => m.loopDelayMaxMs.toFixed(0)).join(' / ')} ms`);
  console.log(`  load generator (bots): ${(((botCpu.user + botCpu.system) / 1000 / (DURATION * 1000)) * 100).toFixed(0)}% of one core; its event-loop delay p50 ${(botLag.percentile(50) / 1e6).toFixed(0)} ms p99 ${(botLag.percentile(99) / 1e6).toFixed(0)} ms max ${(botLag.max / 1e6).toFixed(0)} ms`);
  console.log(`  match-server heap (${HEAP_BEFORE_END_MS / 1000} s before the end): ${heapAt.map((m) => (m.heapUsed / 1e6).toFixed(1) + ' MB').join(' + ')} and ArrayBuffers ${heapAt.map((m) => ((m.arrayBuffers ?? 0) / 1e6).toFixed(1) + ' MB').join(' + ')}; growth of both ${(heapDelta / 1e6).toFixed(1)} MB (ArrayBuffers ${(buffersDelta / 1e6).toFixed(1)} MB) = ${(heapDelta / RACERS / 1024).toFixed(2)} KB per racer`);
  if (FLOOR) console.log(`  races finished: ${finished.size}/${ROOMS} (the floor server writes no results)`);
  else console.log(`  races finished: ${finished.size}/${ROOMS}; results written: ${written}/${RACERS} (all in ${(writesMs / 1000).toFixed(1)} s after the last announcement); lost results: ${RACERS - written}`);
  // One line for --compare to read.
  const lost = FLOOR ? 0 : RACERS - written;
  console.log(`BENCH_RESULT ${JSON.stringify({ acked, cpuMs, secondHalf: { acked: acked - commitsAtHalf, cpuMs: secondHalfCpuMs }, heapPerRacer: heapDelta / RACERS, p99: percentile(ackAll, 99), lost })}`);
}
