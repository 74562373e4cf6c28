#!/usr/bin/env node
// Runs a command and prints the CPU-seconds its processes used, by kind of process: Chromium's by
// --type (renderer, gpu-process, browser…), Node's by script, with their minor page faults (12 µs
// each on a slow CI machine: docs/decisions/0014-ci-machine-page-faults.md). `time` cannot say this: it counts only
// the children a parent waited for, and misses most of Chromium's (measured: 2.5x less than a cgroup).
//
//   node scripts/cpu-by-process.mjs -- npx playwright test -c client/e2e/playwright.config.ts
//
// Linux only (reads /proc). The command's processes are found by parentage every 100 ms, so a
// process that lives less than that may be missed, and so may the last 100 ms of any: the total
// comes out a little under a cgroup's count.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const dash = process.argv.indexOf('--');
const command = dash >= 0 ? process.argv.slice(dash + 1) : process.argv.slice(2);
if (!command.length) {
  console.error('usage: node scripts/cpu-by-process.mjs -- <command> [args…]');
  process.exit(2);
}

const TICKS_PER_SECOND = 100;
/** pid → { kind, cpu (seconds), faults (minor page faults) } at its last reading */
const seen = new Map();
const started = Date.now();
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });

function readStat(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND, faults: Number(fields[7]) };
  } catch {
    return undefined;
  }
}

function kindOf(pid) {
  let args;
  try {
    args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return 'gone';
  }
  // Debian's /usr/bin/chromium is a shell script that execs the browser in the same process.
  if (/(^|\/)(ba|da)?sh$/.test(args[0] ?? '') && args[1] && !args[1].startsWith('-')) args = args.slice(1);
  const line = args.join(' ');
  // Chromium starts some helpers as /proc/self/exe.
  if (/chrom(e|ium)/.test(args[0] ?? '') || (args[0] === '/proc/self/exe' && line.includes('--type='))) {
    const type = line.match(/--type=([\w-]+)/)?.[1] ?? 'browser';
    const service = line.match(/--utility-sub-type=([\w.]+)/)?.[1];
    return `chromium ${type}${service ? ` (${service.split('.')[0]})` : ''}`;
  }
  if (/(^|\/)node$/.test(args[0] ?? '')) {
    const script = args.slice(1).find((a) => !a.startsWith('-')) ?? '';
    return `node ${script.split('/').slice(-3).join('/')}`;
  }
  return line.slice(0, 60);
}

function sample() {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat) parents.set(Number(entry), stat);
  }
  const ours = new Set([child.pid]);
  // Parents before children is not guaranteed in /proc's order: repeat until nothing is added.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, { ppid }] of parents) if (!ours.has(pid) && ours.has(ppid)) (ours.add(pid), (grew = true));
  }
  for (const pid of ours) {
    const stat = parents.get(pid);
    if (!stat) continue;
    seen.set(pid, { kind: seen.get(pid)?.kind ?? kindOf(pid), cpu: stat.cpu, faults: stat.faults });
  }
}

const timer = setInterval(sample, 100);
child.on('exit', (code) => {
  clearInterval(timer);
  const byKind = new Map();
  for (const { kind, cpu, faults } of seen.values()) {
    const row = byKind.get(kind) ?? { cpu: 0, faults: 0, processes: 0 };
    row.cpu += cpu;
    row.faults += faults;
    row.processes += 1;
    byKind.set(kind, row);
  }
  const rows = [...byKind].sort((a, b) => b[1].cpu - a[1].cpu);
  const total = rows.reduce((sum, [, row]) => sum + row.cpu, 0);
  const faults = rows.reduce((sum, [, row]) => sum + row.faults, 0);
  const thousands = (n) => `${(n / 1000).toFixed(0)}k`.padStart(8);
  console.log(`\nCPU by process (${((Date.now() - started) / 1000).toFixed(0)} s of wall, exit ${code}; minor page faults beside):`);
  for (const [kind, row] of rows) if (row.cpu >= 0.05) console.log(`${row.cpu.toFixed(1).padStart(9)} s ${thousands(row.faults)} ${String(row.processes).padStart(5)}  ${kind}`);
  console.log(`${total.toFixed(1).padStart(9)} s ${thousands(faults)}        in all`);
  process.exit(code ?? 1);
});
