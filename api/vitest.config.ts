import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.spec.ts', 'src/**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
    // Each file starts an API over its own migrated database; one at a time keeps 2 cores from timing out.
    fileParallelism: false,
  },
});
