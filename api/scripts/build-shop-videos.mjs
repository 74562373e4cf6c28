// Builds the short product videos shown on /productdetail from the product illustrations:
// each illustration is rendered by Chromium, then ffmpeg makes a slow zoom with a cross-fade
// (VP9 WebM, no audio, bitrate capped at 250 kbit/s so each clip stays near 200 KB).
// Developers run it when the illustrations change and commit the output; the runtime needs
// neither Chromium nor ffmpeg.
// Usage: node api/scripts/build-shop-videos.mjs   (needs /usr/bin/chromium and ffmpeg)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const shop = fileURLToPath(new URL('../assets/shop/', import.meta.url));
const SKUS = ['ls-t100', 'ls-d300', 'ls-r10'];
const SIZE = 480;
/** The illustrations' own square size (viewBox 0 0 800 800): the screenshot must match it exactly. */
const SVG_SIZE = 800;
const SECONDS_PER_IMAGE = 4;
const FADE = 1;
const work = mkdtempSync(join(tmpdir(), 'shop-videos-'));

try {
  for (const sku of SKUS) {
    const frames = [1, 2].map((n) => {
      const png = join(work, `${sku}-${n}.png`);
      execFileSync(process.env.CHROMIUM ?? '/usr/bin/chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', `--window-size=${SVG_SIZE},${SVG_SIZE}`, `--screenshot=${png}`, `file://${join(shop, 'images', `${sku}-${n}.svg`)}`], { stdio: 'ignore' });
      return png;
    });
    // Each still is one input frame that zoompan stretches to SECONDS_PER_IMAGE (looping the
    // input would multiply the frames); the second fades in over the first.
    const zoom = (i) => `[${i}:v]scale=${SIZE * 2}:${SIZE * 2},zoompan=z='min(zoom+0.0012,1.12)':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=${SECONDS_PER_IMAGE * 25}:s=${SIZE}x${SIZE}:fps=25,setsar=1[v${i}]`;
    execFileSync('ffmpeg', [
      '-y', '-loglevel', 'error',
      ...frames.flatMap((f) => ['-i', f]),
      '-filter_complex', `${zoom(0)};${zoom(1)};[v0][v1]xfade=transition=fade:duration=${FADE}:offset=${SECONDS_PER_IMAGE - FADE},format=yuv420p[out]`,
      '-map', '[out]', '-c:v', 'libvpx-vp9', '-b:v', '250k', '-crf', '40', '-row-mt', '1', '-an',
      '-metadata', 'creation_time=2026-01-01T00:00:00Z',
      join(shop, 'videos', `${sku}-intro.webm`),
    ]);
    console.log(`videos/${sku}-intro.webm`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
