import { defineConfig } from 'vitest/config';
import { HASH_COST_DIVISOR_VARIABLE, TEST_HASH_COST_DIVISOR } from '@learnstar/shared';

export default defineConfig({
  test: {
    include: ['test/**/*.spec.ts', 'src/**/*.spec.ts'],
    testTimeout: 30_000,
    // A file's API over a freshly migrated embedded database (no DATABASE_URL) took over 60 s twice
    // in `npm test` beside the browsers and the API lane; the API lane already allows 120 s.
    hookTimeout: 120_000,
    // Passwords hashed at a sixteenth of the memory, as in the API's tests.
    env: { NODE_ENV: 'test', [HASH_COST_DIVISOR_VARIABLE]: String(TEST_HASH_COST_DIVISOR) },
    // Socket tests start servers on random ports; running files one at a time keeps timing steady on 2 cores.
    fileParallelism: false,
    // The files share one module graph instead of each importing NestJS and the app afresh: every
    // file starts its own servers over its own Redis keys, so nothing is shared that a test changes,
    // and the lane takes half the CPU it took (alone: 77 → 36 CPU-s, 175 → 150 s).
    isolate: false,
  },
});
