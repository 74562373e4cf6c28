import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type RunningApi } from './harness.js';

const INDEX = '<!doctype html><title>LearnStar</title><div id="root"></div>';
const ASSET = 'index-AbC123xy.js';
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `word ${i}`))};\n`;

/** A GET over plain HTTP, so the body is the bytes sent (fetch would decompress them). */
function rawGet(url: string, acceptEncoding?: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** The API serving a built client (a stand-in dist with its own index.html) on its origin. */
describe('site pages served by the API', () => {
  let api: RunningApi;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'learnstar-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
    // A hashed asset and index.html with the compressed copies the client build writes beside them.
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', ASSET), SCRIPT);
    for (const [file, text] of [[`assets/${ASSET}`, SCRIPT], ['index.html', INDEX]]) {
      writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
    }
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

  test('a hashed asset goes out as the build\'s brotli or gzip copy when accepted, cached for a year', async () => {
    const url = `${api.baseUrl}/assets/${ASSET}`;
    const brotli = await rawGet(url, 'gzip, deflate, br, zstd');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);

    const gzip = await rawGet(url, 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('index.html (any page) is revalidated on every use and compressed too; unhashed files are not cached for long', async () => {
    for (const path of ['/index', '/no-such-page']) {
      const page = await rawGet(api.baseUrl + path, 'br');
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(page.headers['content-encoding'], path).toBe('br');
      expect(page.headers['content-type'], path).toMatch(/^text\/html/);
      expect(brotliDecompressSync(page.body).toString(), path).toBe(INDEX);
    }
    expect((await rawGet(`${api.baseUrl}/robots.txt`)).headers['cache-control']).toBe('no-cache');
  });
});
