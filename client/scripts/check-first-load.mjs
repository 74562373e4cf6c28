// Run after `vite build` (client's build script): the JavaScript a first visit to /mainpage
// (/index) and to the shop (/shoppingcenter) downloads must stay within the budget of issue #19,
// 150 KB gzip, and must not contain Phaser. Counted from Vite's manifest: the entry chunk and
// everything it imports statically, the page's own chunk and its static imports when the page is
// lazy, the larger of the two language catalogues (one is always fetched before the first
// render), and any other script index.html loads (the language preload). KB = 1000 bytes here, the stricter reading. Sizes are gzip at level 5, as nginx sends
// them (docker/nginx/site.conf); files under its gzip_min_length of 512 bytes go uncompressed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150_000;
const GZIP_LEVEL = 5;
const GZIP_MIN_LENGTH = 512;
const PAGES = {
  '/index (mainpage)': 'src/features/home/HomePage.tsx',
  '/shoppingcenter': 'src/features/shop/ShopCentrePage.tsx',
};
const CATALOGUES = ['src/i18n/catalogue-en.ts', 'src/i18n/catalogue-zh.ts'];

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** A chunk's key and every chunk it imports statically, transitively. */
function closure(key, into = new Set()) {
  if (!manifest[key] || into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, into);
  return into;
}

const fileOf = (key) => manifest[key]?.file ?? key;
/** Scripts index.html loads itself that no manifest entry names (the language preload). */
const htmlScripts = [...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)]
  .map((m) => m[1])
  .filter((file) => !Object.values(manifest).some((chunk) => chunk.file === file));

function sent(key) {
  const bytes = readFileSync(join(dist, fileOf(key)));
  return bytes.length < GZIP_MIN_LENGTH ? bytes.length : gzipSync(bytes, { level: GZIP_LEVEL }).length;
}

const total = (keys) => [...keys].reduce((sum, key) => sum + sent(key), 0);
const catalogue = CATALOGUES.map((key) => closure(key)).sort((a, b) => total(b) - total(a))[0];

let failed = false;
for (const [page, source] of Object.entries(PAGES)) {
  // A page in the entry has no manifest key of its own; a lazy page's chunk loads right away.
  const keys = closure(entryKey);
  if (manifest[source]) closure(source, keys);
  for (const key of [...catalogue, ...htmlScripts]) keys.add(key);
  const bytes = total(keys);
  const phaser = [...keys].filter((key) => /phaser/i.test(key) || readFileSync(join(dist, fileOf(key)), 'utf8').includes('Phaser v'));
  const over = bytes > BUDGET_BYTES;
  failed ||= over || phaser.length > 0;
  console.log(`first load ${page}: ${bytes.toLocaleString('en')} bytes of JavaScript gzip in ${keys.size} files (budget ${BUDGET_BYTES.toLocaleString('en')})${over ? ' OVER BUDGET' : ''}`);
  for (const key of keys) console.log(`  ${fileOf(key)} ${sent(key).toLocaleString('en')}`);
  if (phaser.length) console.log(`  Phaser is in the first load: ${phaser.join(', ')}`);
}
if (failed) {
  console.error('first-load check failed: see above (issue #19 budget 150 KB gzip, Phaser only in the games\' chunks)');
  process.exit(1);
}
