// First load of /mainpage (/index) in real Chromium on a slow school connection: largest
// contentful paint and total blocking time, read from the page's own performance API, with the
// CPU slowed 4x (CDP Emulation.setCPUThrottlingRate) and DevTools' slow-4G profile (CDP
// Network.emulateNetworkConditions: 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up, what
// Lighthouse applies for its mobile "slow 4G"). Every load is cold (a new browser context: no
// cache, no service worker). The site is put behind a small gzip proxy (level 5, as nginx sends
// it in docker/nginx/site.conf), since the API itself serves the client uncompressed.
//
//   node load-tests/first-load-bench.mjs --runs 5               (starts the site on the embedded stores)
//   --client-dist DIR   serve another client build (e.g. an older commit's) through the same API
//   --url URL           measure a running site instead (still behind the gzip proxy)
//   --path /index       the page to load
import { createServer, request } from 'node:http';
import { resolve } from 'node:path';
import { createGzip, constants as zlib } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startSite } from './start-site.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a, i, all) => (a.startsWith('--') ? [a.slice(2), all[i + 1]?.startsWith('--') ? 'true' : all[i + 1]] : null)).filter(Boolean));
const runs = Number(args.runs ?? 5);
const path = args.path ?? '/index';
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };
const CPU_SLOWDOWN = 4;

const site = args.url ? { url: args.url, stop: () => {} } : await startSite(Number(args.port ?? 4650), 'first-load-bench', args['client-dist'] ? { CLIENT_DIST: resolve(args['client-dist']) } : {});
const proxy = await gzipProxy(site.url);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await measure());
  const median = (key) => [...results.map((r) => r[key])].sort((a, b) => a - b)[Math.floor(results.length / 2)];
  console.log(`${path}: ${runs} cold loads, Chromium ${browser.version()} headless, CPU x${CPU_SLOWDOWN}, slow 4G, gzip level 5${args['client-dist'] ? `, client ${args['client-dist']}` : ''}`);
  for (const [i, r] of results.entries()) console.log(`  run ${i + 1}: LCP ${r.lcp} ms (${r.lcpElement}), TBT ${r.tbt} ms, blocking from start ${r.blocking} ms, FCP ${r.fcp} ms, long tasks ${r.longTasks}, script transferred ${r.scriptKB} KB in ${r.scripts} files`);
  console.log(`median: LCP ${median('lcp')} ms, TBT ${median('tbt')} ms, blocking from start ${median('blocking')} ms, FCP ${median('fcp')} ms, script ${median('scriptKB')} KB gzip`);
} finally {
  await browser.close();
  proxy.close();
  site.stop();
}

async function measure() {
  const context = await browser.newContext({ baseURL: proxy.url, viewport: { width: 1280, height: 900 } });
  // Observers from the document's start, so no long task or paint is missed.
  await context.addInitScript(() => {
    const w = window;
    w.__lcp = { time: 0, element: '' };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = { time: entry.startTime, element: entry.element ? entry.element.tagName.toLowerCase() + (entry.element.className ? `.${entry.element.className}` : '') : '' };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(path, { waitUntil: 'load', timeout: 120_000 });
  // Settled: no request for 500 ms (the page's API calls and lazy chunks are in).
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  // Headless Chromium reports a paint's time once a later frame is presented; polling on
  // animation frames (Playwright's default) gives it those frames under the CPU slowdown.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0 && window.__lcp.time > 0, null, { timeout: 60_000 });
  const figures = await page.evaluate(() => {
    const w = window;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    // Total blocking time as Lighthouse counts it: each long task's time over 50 ms, after FCP.
    const tbt = w.__longTasks.filter((t) => t.start + t.duration > fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50 - Math.max(0, fcp - t.start)), 0);
    // The same sum over the whole load: an SPA's script runs before its first paint, where
    // Lighthouse's window does not look.
    const blocking = w.__longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    const scripts = performance.getEntriesByType('resource').filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
    return {
      lcp: Math.round(w.__lcp.time),
      lcpElement: w.__lcp.element,
      fcp: Math.round(fcp),
      tbt: Math.round(tbt),
      blocking: Math.round(blocking),
      longTasks: w.__longTasks.length,
      scripts: scripts.length,
      scriptKB: Math.round(scripts.reduce((sum, r) => sum + r.transferSize, 0) / 1000),
    };
  });
  await context.close();
  return figures;
}

/** Sends the site's responses gzipped at nginx's level, so transfer sizes are production's. */
function gzipProxy(target) {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forward = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      const compress = /gzip/.test(String(req.headers['accept-encoding'] ?? '')) && /javascript|css|html|json|svg/.test(type);
      const headers = { ...answer.headers };
      if (compress) {
        delete headers['content-length'];
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(answer.statusCode ?? 502, headers);
      if (compress) answer.pipe(createGzip({ level: 5, flush: zlib.Z_SYNC_FLUSH })).pipe(res);
      else answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}
