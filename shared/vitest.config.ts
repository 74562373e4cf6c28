import { defineConfig } from 'vitest/config';

// The whole-bank tests (every question, bee round and blocklist check over 1,243 words) take about
// 2 s alone, but 10–30 s while CI's two test lanes share the machine's 2 cores. The limits are
// there to catch a hang, not to time the code: the content report and benchmarks measure speed.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
