import { defineConfig } from 'vitest/config';

// PGlite and the wasm schema engine each take a few seconds to start on a 2-core machine.
export default defineConfig({
  // One module graph for the four files, as in the API's tests: each opens its own database (58 → 46 CPU-s).
  test: { include: ['test/**/*.spec.ts', 'src/**/*.spec.ts'], testTimeout: 60_000, hookTimeout: 60_000, fileParallelism: false, isolate: false },
});
