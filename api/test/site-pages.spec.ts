import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type RunningApi } from './harness.js';

/** The API serving a built client (a stand-in dist with its own index.html) on its origin. */
describe('site pages served by the API', () => {
  let api: RunningApi;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'learnstar-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>LearnStar</title><div id="root"></div>');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
    api = await startApi({ clientDist: dist });
  });
  afterAll(async () => {
    await api?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  test('a page of the site is the app with 200, with or without a trailing slash or a query', async () => {
    for (const path of ['/index', '/classes/42', '/typingmain/', '/pointshop/gooddetail?id=3', '/']) {
      const response = await api.get(path, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(String(response.body)).toContain('<div id="root">');
    }
  });

  test('any other path is the app (its not-found page) with 404; files and the API answer as before', async () => {
    for (const path of ['/no-such-page', '/classes/42/more', '/assets/gone-1234.js', '/INDEX']) {
      const response = await api.get(path);
      expect(response.status, path).toBe(404);
      expect(String(response.body)).toContain('<div id="root">');
    }
    expect((await api.get('/robots.txt')).status).toBe(200);
    expect((await api.get('/api/health')).status).toBe(200);
  });
});
