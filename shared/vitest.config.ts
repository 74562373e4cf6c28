import { defineConfig } from 'vitest/config';

// The whole-bank tests (every question, bee round and blocklist check over 1,243 words) take about
// 2 s alone, but 10–30 s while CI's two test lanes share the machine's 2 cores. The limits are
// there to catch a hang, not to time the code: the content report and benchmarks measure speed.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The files run in the workers' one module graph, not a new process each: they test pure rules and
    // content and change no global, and the lane took 51 → 23 CPU-s and 529k → 102k page faults
    // (decision 0014: a fault costs 12 µs on the slow CI machine).
    isolate: false,
  },
});
