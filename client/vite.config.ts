import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The API serves client/dist on its own origin, so the dev server only proxies /api to it.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 900 },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.spec.{ts,tsx}'],
  },
});
