// The end of `npm test`'s output: each runner's counts, the tests that failed (CI keeps only the
// tail of a long log, so the names and first lines of failures must be there), and the slowest tests.
import { existsSync, readFileSync } from 'node:fs';
import { repoRoot } from './lib.mjs';

/** Prints the summary; true when every step passed. */
export function printSummary(steps) {
  let passed = 0;
  let failed = 0;
  console.log('\nSummary');
  for (const step of steps) {
    const c = step.name === 'build' ? { passed: 0, failed: step.code === 0 ? 0 : 1 } : counts(step);
    passed += c.passed;
    failed += c.failed;
    console.log(`  ${step.code === 0 ? 'ok  ' : 'FAIL'} ${step.name}: ${c.passed} passed, ${c.failed} failed`);
  }
  const results = steps.flatMap(testResults);
  const failures = results.filter((t) => t.failed);
  if (failures.length) console.log(`\nFailed tests\n${failures.map((t) => `  ${t.name}\n      ${t.message}`).join('\n')}`);
  const flaky = results.filter((t) => t.flaky);
  if (flaky.length) console.log(`\nPassed on retry\n${flaky.map((t) => `  ${t.name}`).join('\n')}`);
  const files = steps.flatMap(vitestFiles);
  const top = (rows, n) => [...rows].sort((a, b) => b.ms - a.ms).slice(0, n).map((r) => `  ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${r.name}`).join('\n');
  if (results.length) console.log(`\nSlowest tests\n${top(results, 10)}`);
  if (files.length) console.log(`Slowest vitest files (set-up included)\n${top(files, 5)}`);
  console.log(`total: ${passed} passed, ${failed} failed`);
  return failed === 0 && steps.every((s) => s.code === 0);
}

function report(step) {
  if (!step.report || !existsSync(step.report)) return undefined;
  return JSON.parse(readFileSync(step.report, 'utf8'));
}

function counts(step) {
  const data = report(step);
  if (!data) return { passed: 0, failed: step.code === 0 ? 0 : 1 };
  if (step.kind === 'vitest') return { passed: data.numPassedTests, failed: data.numFailedTests + (step.code !== 0 && data.numFailedTests === 0 ? 1 : 0) };
  const stats = data.stats ?? {};
  // A test that passed on retry (flaky) still passed; a runner that failed without a failed test counts once.
  const unexpected = stats.unexpected ?? 0;
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: unexpected + (step.code !== 0 && !unexpected ? 1 : 0) };
}

/** The first line of an error that says what went wrong (the assertion, not the stack). */
function firstLine(text = '') {
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  return (plain.split('\n').map((l) => l.trim()).find((l) => l && !l.startsWith('at ')) ?? '').slice(0, 300);
}

/** Every test of a step: name, time, whether it failed (with why) or passed only on retry. */
function testResults(step) {
  const data = report(step);
  if (!data) return [];
  const rows = [];
  if (step.kind === 'vitest') {
    for (const file of data.testResults ?? []) {
      const name = file.name.replace(`${repoRoot}/`, '');
      for (const t of file.assertionResults ?? []) {
        rows.push({ name: `${name} › ${t.fullName}`, ms: t.duration ?? 0, failed: t.status === 'failed', message: firstLine(t.failureMessages?.[0]) });
      }
      // A file that failed to load has no tests to name.
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) rows.push({ name, ms: 0, failed: true, message: firstLine(file.message) });
    }
    return rows;
  }
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const name = `${file} › [${t.projectName}] ${spec.title}`;
        for (const r of t.results ?? []) rows.push({ name, ms: r.duration ?? 0 });
        const last = t.results?.at(-1);
        if (t.status === 'unexpected') rows.push({ name, ms: 0, failed: true, message: firstLine(last?.error?.message) });
        if (t.status === 'flaky') rows.push({ name, ms: 0, flaky: true });
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of data.suites ?? []) walk(suite, suite.file ?? suite.title);
  return rows;
}

function vitestFiles(step) {
  const data = step.kind === 'vitest' ? report(step) : undefined;
  return (data?.testResults ?? []).map((file) => ({ name: file.name.replace(`${repoRoot}/`, ''), ms: file.endTime - file.startTime }));
}
