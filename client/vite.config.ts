import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { languagePreload } from './build-plugins/language-preload';
import { catalogueSplit } from './build-plugins/catalogue-split';
import { bootScreen } from './build-plugins/boot-screen';
import { precompress } from './build-plugins/precompress';
import { FIRST_LOAD_SECTIONS } from './src/i18n/first-load-sections';

const locales = fileURLToPath(new URL('./src/i18n/locales', import.meta.url));

// The API serves client/dist on its own origin, so the dev server only proxies /api to it.
export default defineConfig({
  plugins: [
    react(),
    catalogueSplit(locales, FIRST_LOAD_SECTIONS),
    languagePreload('ls.locale', 'en'),
    bootScreen(locales),
    // Last: compresses the files as the plugins above left them.
    precompress(),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // Read by scripts/check-first-load.mjs, which holds the first load to its budget.
    manifest: true,
    rolldownOptions: {
      // Building a zod schema has no side effect, so schemas no page uses are dropped; without
      // this, one helper the first load needs from a contracts module brought zod (25 KB gzip).
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.spec.{ts,tsx}'],
    // One DOM and module graph for every file instead of a new process each: each file renders its own
    // components and none mocks a module, and the files took 31 → 7 CPU-s and 32 → 5 s (decision 0014).
    isolate: false,
  },
});
