import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.spec.ts', 'src/**/*.spec.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
    // Socket tests start servers on random ports; running files one at a time keeps timing steady on 2 cores.
    fileParallelism: false,
  },
});
