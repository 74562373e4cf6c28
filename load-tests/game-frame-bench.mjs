// Frame time of the game centre's mini-games in real Chromium: signs in as pupil1, starts a game,
// plays it as a pupil would through the test hook (window.__learnstarGame) and samples
// requestAnimationFrame intervals for --seconds, once unthrottled and once with the CPU slowed
// 4x (CDP Emulation.setCPUThrottlingRate), in one run. Prints p50/p95/p99/max per run.
//
//   node load-tests/game-frame-bench.mjs --game plane --seconds 30
//   --url http://127.0.0.1:4310   use a running site instead of starting one (embedded stores)
//   --rates 1,4                    CPU throttling rates to run
//   --viewport 1280x720            window size (default 1280x900; smaller windows scale the field down)
import { chromium } from '@playwright/test';
import { GAME_PLAYERS } from './game-players.mjs';
import { startSite } from './start-site.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a, i, all) => (a.startsWith('--') ? [a.slice(2), all[i + 1]?.startsWith('--') ? 'true' : all[i + 1]] : null)).filter(Boolean));
const game = args.game ?? 'plane';
const seconds = Number(args.seconds ?? 30);
const rates = (args.rates ?? '1,4').split(',').map(Number);
const [width, height] = (args.viewport ?? '1280x900').split('x').map(Number);
const player = GAME_PLAYERS[game];
if (!player) throw new Error(`no player for game ${game}: ${Object.keys(GAME_PLAYERS).join(', ')}`);

const { url, stop } = args.url ? { url: args.url, stop: () => {} } : await startSite(Number(args.port ?? 4600), 'frame-bench');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const session = await signIn(url);
  console.log(`game ${game}, ${seconds} s per run, Chromium ${browser.version()} headless (software rendering), viewport ${width}x${height}`);
  for (const rate of rates) {
    const figures = await measure(session, rate);
    console.log(`cpu x${rate}: ${figures.frames} frames, frame time p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms, max ${figures.max} ms; frames over 17 ms ${figures.over17}, over 34 ms ${figures.over34}; renderer ${figures.renderer}; pupil answered ${figures.answered}`);
  }
} finally {
  await browser.close();
  stop();
}

async function measure(session, rate) {
  const context = await browser.newContext({ baseURL: url, viewport: { width, height } });
  await context.addInitScript((s) => {
    localStorage.setItem('ls.user', JSON.stringify(s.data));
    localStorage.setItem('ls.token', s.token);
    localStorage.setItem('ls.tokenExpiry', String(s.expireTime));
    localStorage.setItem('ls.gameMuted', '1');
  }, session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`/gamecenter/${game}`);
  await page.getByRole('button', { name: /^Start!$/ }).click();
  await page.waitForFunction(() => window.__learnstarGame?.liveGames === 1, null, { timeout: 30_000 });
  await page.locator('.game-canvas canvas').waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.evaluate(() => {
    const frames = (window.__frameTimes = []);
    let last = performance.now();
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      if (!window.__stopFrames) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const until = Date.now() + seconds * 1000;
  let answered = 0;
  while (Date.now() < until && (await page.evaluate(() => window.__learnstarGame?.liveGames === 1))) answered += await player(page, until);
  const { frames, renderer } = await page.evaluate(() => {
    window.__stopFrames = true;
    const canvas = document.querySelector('.game-canvas canvas');
    const renderer = canvas?.getContext('webgl2') || canvas?.getContext('webgl') ? 'WebGL' : 'Canvas';
    return { frames: window.__frameTimes.slice(1), renderer };
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1) : 'n/a');
  const share = (ms) => `${((100 * frames.filter((f) => f > ms).length) / Math.max(1, frames.length)).toFixed(1)}%`;
  return { frames: frames.length, over17: share(17), over34: share(34), p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1), renderer, answered };
}

async function signIn(base) {
  const response = await fetch(`${base}/api/user/login?username=pupil1&password=learnstar1`, { method: 'POST' });
  const body = await response.json();
  if (body.code !== 200) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body;
}
