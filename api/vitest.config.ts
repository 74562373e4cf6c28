import { defineConfig } from 'vitest/config';
import { HASH_COST_DIVISOR_VARIABLE, TEST_HASH_COST_DIVISOR } from '@learnstar/shared';

export default defineConfig({
  test: {
    include: ['test/**/*.spec.ts', 'src/**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Passwords hashed at a sixteenth of the memory: the files hash about a thousand, 40 ms of a core
    // each at the production profile.
    env: { NODE_ENV: 'test', [HASH_COST_DIVISOR_VARIABLE]: String(TEST_HASH_COST_DIVISOR) },
    // Each file starts an API over its own migrated database; one at a time keeps 2 cores from timing out.
    fileParallelism: false,
    // The files share one module graph instead of each importing NestJS and the app afresh: every
    // file builds its own app over its own database, so nothing is shared that a test changes, and
    // the lane takes 40% of the CPU it took (api alone: 270 → 112 CPU-s, 260 → 156 s).
    isolate: false,
  },
});
