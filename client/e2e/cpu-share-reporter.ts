import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Busy CPU-seconds of the whole machine so far, every core (Linux's /proc/stat). */
function busySeconds(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
}

const SAMPLE_MS = 500;

/** Who is charged for a share: a test (its spec file and its line in the report) or the time between tests. */
interface Charged {
  file: string;
  label: string;
}
const BETWEEN: Charged = { file: '(no test running: sites starting, workers starting and stopping)', label: '(no test running)' };

/**
 * Where the browser suite's CPU goes, by spec file and by test, written to CPU_SHARE_OUT
 * (default /tmp/cpu-share.txt). Every half second the machine's busy CPU is shared equally among
 * the tests running then, so a test beside a heavier one is charged part of its cost: a map of
 * where to look, not a measure of one test (for that, run it alone under scripts/cpu-by-process.mjs).
 *
 *   npx playwright test -c client/e2e/playwright.config.ts --reporter=list,./client/e2e/cpu-share-reporter.ts
 */
export default class CpuShareReporter implements Reporter {
  private readonly running = new Map<string, Charged>();
  private readonly cpu = new Map<Charged, number>();
  private last = busySeconds();
  private readonly timer = setInterval(() => this.sample(), SAMPLE_MS);

  private sample(): void {
    const now = busySeconds();
    const spent = now - this.last;
    this.last = now;
    const charged = this.running.size ? [...this.running.values()] : [BETWEEN];
    for (const who of charged) this.cpu.set(who, (this.cpu.get(who) ?? 0) + spent / charged.length);
  }

  onTestBegin(test: TestCase, result: TestResult): void {
    this.sample();
    const file = basename(test.location.file);
    this.running.set(`${test.id}:${result.retry}`, { file, label: `${file} [${test.parent.project()?.name}] ${test.title}` });
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.sample();
    this.running.delete(`${test.id}:${result.retry}`);
  }

  onEnd(): void {
    clearInterval(this.timer);
    this.sample();
    const byFile = new Map<string, number>();
    const byTest = new Map<string, number>();
    for (const [{ file, label }, seconds] of this.cpu) {
      byFile.set(file, (byFile.get(file) ?? 0) + seconds);
      byTest.set(label, (byTest.get(label) ?? 0) + seconds);
    }
    const lines = (rows: Map<string, number>) => [...rows].sort((a, b) => b[1] - a[1]).map(([name, seconds]) => `${seconds.toFixed(1).padStart(7)}  ${name}`);
    const total = [...this.cpu.values()].reduce((sum, s) => sum + s, 0);
    const report = [`busy CPU-s of the machine while the suite ran: ${total.toFixed(0)}`, '', 'by file:', ...lines(byFile), '', 'by test:', ...lines(byTest)];
    writeFileSync(process.env.CPU_SHARE_OUT ?? '/tmp/cpu-share.txt', `${report.join('\n')}\n`);
  }
}
