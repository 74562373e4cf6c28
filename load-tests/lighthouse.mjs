// Lighthouse (12.2.3, pinned: 13 needs Node 22) on the site's first pages, as issue #30 reads it:
// performance, accessibility, best practices and SEO with the mobile defaults (simulated slow 4G,
// 4x CPU) and the desktop preset, on the embedded default (`npm start`: the API serves the client)
// and behind the production nginx site (docker/nginx/site.conf run with Debian's nginx over HTTPS
// and HTTP/2, a throwaway certificate, the API behind it). Debian's Chromium, headless, nothing
// downloaded. Each page is run several times; the table shows the run with the median
// performance score. Simulated throttling still scales the CPU time the machine really took, so
// run it on a calm machine (the load average is printed). Lighthouse's own benchmarkIndex (how fast
// this machine ran its fixed loop) and the start-up's long tasks and main-thread work are printed
// too, each the median of the page's runs: on a shared machine they say more than the score.
//
//   node load-tests/lighthouse.mjs                     (both servers, both presets, 3 runs each)
//   --server embedded|nginx|both   --preset mobile|desktop|both   --runs 3
//   --pages /index,/gamecenter     --url URL (measure a running site, no nginx)
//   --port 4680                    the site on PORT and PORT+1, nginx on PORT+2 and PORT+3
//   --client-dist DIR              serve another client build (e.g. an older commit's)
//   --why                          also print what shifted on each row
//   --save DIR                     keep each run's report (JSON) in DIR, to read its long tasks and scripts
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import { writeNginxSite } from '../scripts/nginx-site.mjs';
import { startSite } from './start-site.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a, i, all) => (a.startsWith('--') ? [a.slice(2), all[i + 1] === undefined || all[i + 1].startsWith('--') ? 'true' : all[i + 1]] : null)).filter(Boolean));
const runs = Number(args.runs ?? 3);
const pages = (args.pages ?? '/index,/shoppingcenter,/productdetail?id=1,/gamecenter').split(',');
const both = (value, options) => (value === undefined || value === 'both' ? options : [value]);
const servers = args.url ? ['given'] : both(args.server, ['embedded', 'nginx']);
const presets = both(args.preset, ['mobile', 'desktop']);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const clientDist = resolve(args['client-dist'] ?? fileURLToPath(new URL('../client/dist', import.meta.url)));
const port = Number(args.port ?? 4680);

const site = args.url ? { url: args.url, stop: () => {} } : await startSite(port, 'lighthouse', { CLIENT_DIST: clientDist });
const nginx = servers.includes('nginx') ? await startNginx(site.url, port + 2) : undefined;
const chrome = await startChromium();
const rows = [];
// Ctrl-C still stops Chromium, nginx and the site.
process.once('SIGINT', () => void Promise.all([chrome.stop(), nginx?.stop()]).finally(() => { site.stop(); process.exit(130); }));
try {
  for (const server of servers) {
    const base = server === 'nginx' ? nginx.url : site.url;
    for (const preset of presets) {
      for (const path of pages) {
        const results = [];
        for (let i = 0; i < runs; i++) {
          // A run Lighthouse could not finish (on a loaded machine, a DevTools timeout) is left out, not the end of the table.
          await audit(base + path, preset).then((r) => results.push(r), (error) => console.error(`${path}: run ${i + 1} failed: ${error.message}`));
        }
        if (results.length === 0) continue;
        const sorted = [...results].sort((a, b) => a.performance - b.performance);
        const median = sorted[Math.floor(sorted.length / 2)];
        const mid = (key) => [...results].sort((a, b) => a[key] - b[key])[Math.floor(results.length / 2)][key];
        const medians = Object.fromEntries(['tbt', 'longTasks', 'mainThread', 'benchmarkIndex'].map((key) => [key, mid(key)]));
        rows.push({ server, preset, path, ...median, ...medians, all: results.map((r) => r.performance).join('/'), tbts: results.map((r) => r.tbt).join('/') });
        console.error(`${server} ${preset} ${path}: performance ${results.map((r) => r.performance).join(', ')}`);
      }
    }
  }
} finally {
  await chrome.stop();
  await nginx?.stop();
  site.stop();
}
printTable();

async function audit(url, preset, attempt = 1) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const { lhr } = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (args.save) {
    mkdirSync(args.save, { recursive: true });
    writeFileSync(join(args.save, `${preset}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) {
    // Lighthouse itself asks for another run on some trace failures (NO_NAVSTART); a page that fails three times is reported.
    if (attempt < 3) return audit(url, preset, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  const failing = (id) => lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1).map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    si: ms('speed-index'),
    // The main thread's tasks of 50 ms or more, and all its work, as Lighthouse saw them (under its CPU slowdown).
    longTasks: lhr.audits['long-tasks']?.details?.items?.length ?? 0,
    mainThread: ms('mainthread-work-breakdown'),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    misses: [...failing('accessibility'), ...failing('best-practices'), ...failing('seo')],
    // What moved, for --why.
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} ${item.score.toFixed(3)}`),
  };
}

function printTable() {
  const load = loadavg().map((l) => l.toFixed(2)).join(', ');
  console.log(`Lighthouse 12.2.3, ${chrome.version}, ${runs} run(s) per row (the median run by performance; TBT, long tasks, main thread and benchmarkIndex each their own median), load average after: ${load}`);
  console.log('| server | preset | page | perf (runs) | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms (runs) | long tasks | main thread ms | SI ms | CLS | benchmarkIndex | missed audits |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.server} | ${r.preset} | ${r.path} | ${r.performance} (${r.all}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} (${r.tbts}) | ${r.longTasks} | ${r.mainThread} | ${r.si} | ${r.cls} | ${r.benchmarkIndex} | ${r.misses.join(', ') || '—'} |`);
  }
  if (!args.why) return;
  for (const r of rows) console.log(`${r.server} ${r.preset} ${r.path}: shifts: ${r.shifts.join('; ') || 'none'}`);
}

/** Debian's Chromium with its DevTools port open (one the system picks, so runs beside others never clash); Lighthouse drives it over that port. */
async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'learnstar-lighthouse-'));
  const child = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
    '--headless', '--no-sandbox', '--disable-gpu', '--remote-debugging-port=0', `--user-data-dir=${profile}`,
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-default-apps', '--disable-extensions',
    '--no-first-run', '--no-default-browser-check', '--metrics-recording-only', '--mute-audio',
    // The nginx run uses a throwaway self-signed certificate.
    '--ignore-certificate-errors',
    'about:blank',
  ], { stdio: 'ignore' });
  for (let i = 0; i < 60; i++) {
    // Chromium writes the port it took into the profile's DevToolsActivePort.
    const debugPort = Number(readFileIfThere(join(profile, 'DevToolsActivePort')).split('\n')[0]);
    const version = debugPort && (await fetch(`http://127.0.0.1:${debugPort}/json/version`).then((r) => r.json(), () => undefined));
    if (version) return { port: debugPort, version: version.Browser, stop: () => stopThen(child, () => removeProfile(profile)) };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('Chromium did not open its DevTools port in 30 s');
}

/** Chromium's helper processes can still be writing its cache as it exits: retried, and never the end of the table. */
function removeProfile(profile) {
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    console.error(`left ${profile}: ${error.message}`);
  }
}

function readFileIfThere(path) {
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

/** docker/nginx/site.conf in front of the site: HTTPS on `httpsPort`, the API as its upstream. */
async function startNginx(upstreamUrl, httpsPort) {
  // The embedded default runs the match server on the port after the site's (start-site.mjs).
  const api = new URL(upstreamUrl);
  const dir = writeNginxSite({ api: api.host, game: `${api.hostname}:${Number(api.port) + 1}`, root: clientDist, httpPort: httpsPort + 1, httpsPort });
  const child = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `https://127.0.0.1:${httpsPort}`;
  for (let i = 0; i < 40; i++) {
    // The certificate is self-signed; this probe only asks whether nginx is listening.
    const up = await new Promise((r) => {
      const probe = spawn('curl', ['-skf', '-o', '/dev/null', `${url}/index`]);
      probe.on('close', (code) => r(code === 0));
    });
    if (up) return { url, stop: () => stopThen(child, () => rmSync(dir, { recursive: true, force: true })) };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('nginx did not answer in 10 s');
}

/** Ends a child process and, once it has exited, cleans up after it. */
function stopThen(child, cleanUp) {
  return new Promise((done) => {
    child.once('exit', () => {
      cleanUp();
      done();
    });
    child.kill('SIGTERM');
  });
}
