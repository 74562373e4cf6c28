// Prints the functions that took the most CPU in a V8 .cpuprofile (node --cpu-prof), by self time,
// and the share of each package or source folder, for BENCHMARKS.md. Idle time is left out.
// --busiest S keeps only the S busiest consecutive seconds (the race, not the connecting before it);
// --seconds A-B keeps seconds A to B.
//   node load-tests/profile-top.mjs /tmp/prof/CPU.*.cpuprofile [--top 25] [--busiest 30]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' }, busiest: { type: 'string' }, seconds: { type: 'string' } } });
for (const file of positionals) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  // Sample times in whole seconds from the start, and the busy time of each second.
  const times = [];
  let t = 0;
  const busyBySecond = [];
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    const second = Math.floor(t / 1e6);
    times.push(second);
    if (!idle.has(id)) busyBySecond[second] = (busyBySecond[second] ?? 0) + (profile.timeDeltas[i] ?? 0);
  });
  let [from, to] = [0, Infinity];
  // --seconds A-B: only those seconds of the profile (the race, when connecting is busier).
  if (values.seconds) [from, to] = values.seconds.split('-').map(Number);
  if (values.busiest) {
    const span = Number(values.busiest);
    let best = -1;
    for (let s = 0; s + span <= busyBySecond.length; s++) {
      let sum = 0;
      for (let k = s; k < s + span; k++) sum += busyBySecond[k] ?? 0;
      if (sum > best) [best, from, to] = [sum, s, s + span];
    }
  }
  const self = new Map();
  profile.samples.forEach((id, i) => {
    if (times[i] >= from && times[i] < to) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const byFunction = new Map();
  const byArea = new Map();
  let total = 0;
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    if (functionName === '(idle)') continue;
    total += us;
    const where = url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '').replace(/.*\/(game-server|shared)\/dist\//, '$1/');
    const name = `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const area = !url ? functionName : url.startsWith('node:') ? 'node internals' : where.split('/').slice(0, where.startsWith('@') ? 2 : 1).join('/');
    byArea.set(area, (byArea.get(area) ?? 0) + us);
  }
  const pct = (us) => `${((us / total) * 100).toFixed(1)}%`;
  console.log(`${file}: ${(total / 1e6).toFixed(1)} s of CPU on the main thread (idle left out)${values.busiest || values.seconds ? `, seconds ${from}–${to} of ${busyBySecond.length}` : ''}`);
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) console.log(`  ${pct(us).padStart(6)}  ${name}`);
  console.log('  by area:');
  for (const [name, us] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${pct(us).padStart(6)}  ${name}`);
}
