// Builds the shop's product assets served from /api/shop/assets (ShopAssetsController):
//   api/assets/shop/images/<sku>-1.svg, <sku>-2.svg   hand-drawn flat product illustrations
//   api/assets/shop/files/<sku>-quick-start.pdf       bilingual (English / 简体中文) quick-start guides
// Run by developers when a product or its guide changes. The PDFs embed a subset of a CJK font
// (Debian fonts-noto-cjk), which the runtime neither has nor needs, so the output is committed.
// Everything is deterministic (no randomness, fixed PDF dates): re-running gives identical files.
// Usage: node api/scripts/build-shop-assets.mjs
// The drawings and the guides live in shop-assets/: svg.mjs and scenes.mjs (building blocks),
// devices/ (each device drawn once), products/ (one file per product), guide-pdf.mjs.
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildGuide, FONT } from './shop-assets/guide-pdf.mjs';
import { PRODUCTS } from './shop-assets/products/index.mjs';

const IMAGES = new URL('../assets/shop/images/', import.meta.url);
const FILES = new URL('../assets/shop/files/', import.meta.url);

mkdirSync(IMAGES, { recursive: true });
mkdirSync(FILES, { recursive: true });
const written = [];

for (const product of PRODUCTS) {
  const base = product.sku.toLowerCase();
  product.images.forEach((draw, i) => {
    const out = new URL(`${base}-${i + 1}.svg`, IMAGES);
    writeFileSync(out, draw(product.palette));
    written.push(out);
  });
}

if (!existsSync(FONT)) {
  console.error(`CJK font not found at ${FONT}: apt-get install fonts-noto-cjk, or set CJK_FONT`);
  process.exit(1);
}
for (const product of PRODUCTS) {
  const out = new URL(`${product.sku.toLowerCase()}-quick-start.pdf`, FILES);
  await buildGuide(product, out);
  written.push(out);
}

for (const url of written) {
  const file = fileURLToPath(url);
  console.log(`wrote ${file} (${(statSync(file).size / 1024).toFixed(1)} KB)`);
}
