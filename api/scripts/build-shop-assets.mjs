// Builds the shop's product assets served from /api/shop/assets (ShopAssetsController):
//   api/assets/shop/images/<sku>-1.svg, <sku>-2.svg   hand-drawn flat product illustrations
//   api/assets/shop/files/<sku>-quick-start.pdf       bilingual (English / 简体中文) quick-start guides
// Run by developers when a product or its guide changes. The PDFs embed a subset of a CJK font
// (Debian fonts-noto-cjk), which the runtime neither has nor needs, so the output is committed.
// Everything is deterministic (no randomness, fixed PDF dates): re-running gives identical files.
// Usage: node api/scripts/build-shop-assets.mjs
import { createWriteStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const FONT = process.env.CJK_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const IMAGES = new URL('../assets/shop/images/', import.meta.url);
const FILES = new URL('../assets/shop/files/', import.meta.url);
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

// ---------------------------------------------------------------------------------------------
// SVG helpers
// ---------------------------------------------------------------------------------------------

const FF = 'Noto Sans CJK SC, sans-serif';
/** Numbers rounded to 2 decimals so floating-point noise never reaches the files. */
const f = (v) => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? f(v) : esc(v)}"`)
    .join('');
const el = (name, a, children) => (children === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${children}</${name}>`);
const rect = (x, y, width, height, r, fill, extra = {}) => el('rect', { x, y, width, height, rx: r || undefined, fill, ...extra });
const circle = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra });
const ellipse = (cx, cy, rx, ry, fill, extra = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });
const path = (d, fill, extra = {}) => el('path', { d, fill, ...extra });
const line = (x1, y1, x2, y2, stroke, width, extra = {}) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });
const g = (transform, children, extra = {}) => el('g', { transform, ...extra }, Array.isArray(children) ? children.join('') : children);
const text = (x, y, s, { size = 16, fill = '#222', weight, anchor, ls, opacity, ...rest } = {}) =>
  el('text', { x, y, 'font-family': FF, 'font-size': size, 'font-weight': weight, 'text-anchor': anchor, 'letter-spacing': ls, fill, opacity, ...rest }, esc(s));
const pts = (list) => list.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L');
const poly = (list, fill, extra = {}) => path(`M${pts(list)}Z`, fill, extra);

/** Five-pointed star path centred on (cx, cy). */
const star = (cx, cy, r, inner = 0.45) => {
  const p = [];
  for (let i = 0; i < 10; i++) {
    const a = (-90 + i * 36) * (Math.PI / 180);
    const rr = i % 2 === 0 ? r : r * inner;
    p.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return `M${pts(p)}Z`;
};

// 2-D affine matrices in SVG order [a b c d e f]; mul(A, B) applies B first.
const mul = (A, B) => [
  A[0] * B[0] + A[2] * B[1], A[1] * B[0] + A[3] * B[1],
  A[0] * B[2] + A[2] * B[3], A[1] * B[2] + A[3] * B[3],
  A[0] * B[4] + A[2] * B[5] + A[4], A[1] * B[4] + A[3] * B[5] + A[5],
];
const chain = (...ms) => ms.reduce((acc, m) => mul(acc, m));
const T = (x, y) => [1, 0, 0, 1, x, y];
const S = (x, y = x) => [x, 0, 0, y, 0, 0];
const R = (deg) => {
  const a = (deg * Math.PI) / 180;
  return [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0];
};
const apply = (m, x, y) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
const mstr = (m) => `matrix(${m.map(f).join(' ')})`;
/** A flat object lying on a table seen from above at an angle: rotate, then squash vertically. */
const tableView = (cx, cy, w, h, { rot = -18, tilt = 0.6, scale = 1 } = {}) => chain(T(cx, cy), S(scale, scale * tilt), R(rot), T(-w / 2, -h / 2));
/** Gives a flat shape thickness by stacking copies of it downwards in screen space. */
const extrude = (shape, depth, fill) => {
  const out = [];
  for (let t = depth; t > 0; t -= 2) out.push(g(`translate(0 ${f(t)})`, shape(fill)));
  return out.join('');
};

const SHADOW = '#1b2540';

function svgDoc(title, body, defs = '') {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" font-family="${FF}" role="img" aria-label="${esc(title)}">`,
    `<title>${esc(title)}</title>`,
    defs ? `<defs>${defs}</defs>` : '',
    body,
    '</svg>',
    '',
  ].filter((s, i, all) => s !== '' || i === all.length - 1).join('\n');
}

/** n=1 background: soft colour, two large discs and a few sparkles. */
const studio = (p) =>
  [
    rect(0, 0, 800, 800, 0, p.bg),
    circle(650, 160, 230, p.bg2, { opacity: 0.8 }),
    circle(110, 700, 170, p.bg2, { opacity: 0.6 }),
    path(star(140, 140, 18), p.accent, { opacity: 0.35 }),
    path(star(700, 620, 12), p.accent, { opacity: 0.3 }),
    circle(712, 372, 6, p.accent, { opacity: 0.25 }),
    circle(92, 430, 5, p.accent, { opacity: 0.25 }),
  ].join('');

/** n=2 background: wall and table top. */
const tableBg = (p, horizon = 430) =>
  [
    rect(0, 0, 800, 800, 0, p.bg),
    circle(660, 120, 190, p.bg2, { opacity: 0.8 }),
    path(star(120, 110, 16), p.accent, { opacity: 0.3 }),
    circle(250, 70, 6, p.accent, { opacity: 0.25 }),
    rect(0, horizon, 800, 800 - horizon, 0, p.table),
    rect(0, horizon, 800, 4, 0, '#ffffff', { opacity: 0.55 }),
  ].join('');

/** The three strokes of 大 in a 100×100 box (stroke order: 一, 丿, ㇏). */
const daStrokes = (colors, width) =>
  [
    'M18 40 Q50 37 82 38',
    'M50 12 C51 46 40 72 14 90',
    'M53 48 C62 66 74 80 88 88',
  ]
    .map((d, i) => path(d, 'none', { stroke: colors[i % colors.length], 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }))
    .join('');

/** 田字格 practice square. */
const tianGrid = (x, y, s, color, opacity = 0.5) =>
  [
    rect(x, y, s, s, 3, 'none', { stroke: color, 'stroke-width': 1.5, opacity }),
    line(x + s / 2, y, x + s / 2, y + s, color, 1, { 'stroke-dasharray': '4 4', opacity: opacity * 0.7 }),
    line(x, y + s / 2, x + s, y + s / 2, color, 1, { 'stroke-dasharray': '4 4', opacity: opacity * 0.7 }),
    line(x, y, x + s, y + s, color, 1, { 'stroke-dasharray': '3 5', opacity: opacity * 0.45 }),
    line(x + s, y, x, y + s, color, 1, { 'stroke-dasharray': '3 5', opacity: opacity * 0.45 }),
  ].join('');

const speakerIcon = (x, y, s, color) =>
  g(`translate(${f(x)} ${f(y)}) scale(${f(s / 24)})`, [
    path('M2 9 H7 L13 4 V20 L7 15 H2 Z', color),
    path('M16 8 Q19 12 16 16 M18.5 5.5 Q24 12 18.5 18.5', 'none', { stroke: color, 'stroke-width': 2, 'stroke-linecap': 'round' }),
  ]);

// ---------------------------------------------------------------------------------------------
// Devices (each drawn in its own local coordinates)
// ---------------------------------------------------------------------------------------------

const PAD_W = 640;
const PAD_H = 330;

function key(x, y, w, h, label, k) {
  const wordy = label.length > 1 && !/^[a-z0-9]+$/.test(label);
  const size = wordy ? 11 : 15;
  return [
    rect(x, y + 3, w, h, 7, k.shadow),
    rect(x, y, w, h, 7, k.fill, k.stroke ? { stroke: k.stroke, 'stroke-width': 1, 'stroke-opacity': 0.35 } : {}),
    label ? text(x + w / 2, y + h / 2 + size * 0.36, label, { size, fill: k.label, anchor: 'middle', weight: wordy ? 400 : 500 }) : '',
  ].join('');
}

function keyRow(x, y, w, h, keys, gap, k, inset = 0) {
  const units = keys.reduce((sum, [, u]) => sum + u, 0);
  const unit = (w - 2 * inset - gap * (keys.length - 1)) / units;
  let cx = x + inset;
  const out = [];
  for (const [label, u] of keys) {
    out.push(key(cx, y, unit * u, h, label, k));
    cx += unit * u + gap;
  }
  return out.join('');
}

const letters = (s) => [...s].map((c) => [c, 1]);

/** Typing pad: screen strip on top, pinyin keyboard below, optional handwriting panel (T200). */
function typingPad(p, { model, screen, pro = false }) {
  const k = pro
    ? { fill: '#26375f', shadow: '#0b1326', label: '#7fe3ff', stroke: '#5fd3ff' }
    : { fill: '#ffffff', shadow: p.dark, label: p.dark };
  const out = [
    rect(0, 0, PAD_W, PAD_H, 36, p.body),
    rect(5, 5, PAD_W - 10, PAD_H - 10, 32, 'none', { stroke: p.light, 'stroke-width': 3, opacity: 0.55 }),
    rect(26, 22, PAD_W - 52, 118, 16, '#0e1a30'),
    rect(34, 30, PAD_W - 68, 102, 10, pro ? '#0f2347' : '#f3f7ff'),
    screen(34, 30, PAD_W - 68, 102),
    poly([[PAD_W - 190, 30], [PAD_W - 150, 30], [PAD_W - 225, 132], [PAD_W - 265, 132]], '#ffffff', { opacity: 0.07 }),
  ];
  const gap = 7;
  const rowH = 32;
  const kx = 26;
  const ky = 156;
  const kw = pro ? PAD_W - 52 - 176 - 14 : PAD_W - 52;
  const unit0 = (kw - 9 * gap) / 10;
  out.push(
    keyRow(kx, ky, kw, rowH, letters('qwertyuiop'), gap, k),
    keyRow(kx, ky + (rowH + gap), kw, rowH, letters('asdfghjkl'), gap, k, unit0 / 2),
    keyRow(kx, ky + 2 * (rowH + gap), kw, rowH, [['大写', 1.5], ...letters('zxcvbnm'), ['删除', 1.5]], gap, k),
    keyRow(kx, ky + 3 * (rowH + gap), kw, rowH, [['中/英', 1.6], ['123', 1.2], ['', 4.6], ['，', 1], ['回车', 1.6]], gap, k),
  );
  if (pro) {
    const hx = PAD_W - 26 - 176;
    const hy = ky;
    out.push(
      rect(hx, hy, 176, 149, 12, '#0b1530', { stroke: '#5fd3ff', 'stroke-width': 1.5, 'stroke-opacity': 0.35 }),
      text(hx + 12, hy + 19, '手写', { size: 11, fill: '#7fe3ff', opacity: 0.85 }),
      tianGrid(hx + 40, hy + 30, 100, '#5fd3ff', 0.55),
      g(`translate(${hx + 40} ${hy + 30})`, daStrokes(['#ffffff'], 7)),
    );
  }
  out.push(
    path(star(42, 316, 7), '#ffffff', { opacity: 0.6 }),
    text(54, 321, 'LearnStar', { size: 12, fill: '#ffffff', opacity: 0.6, weight: 500 }),
    text(PAD_W - 34, 321, model, { size: 12, fill: '#ffffff', opacity: 0.6, weight: 700, anchor: 'end', ls: 1.5 }),
  );
  return out.join('');
}

const padSlab = (fill) => rect(0, 0, PAD_W, PAD_H, 36, fill);

/** Stylus, tip at (0, 0), barrel along +x. */
const stylus = () =>
  [
    path('M0 0 L28 -7 L28 7 Z', '#9aa6b8'),
    circle(1.5, 0, 2.5, '#3b4252'),
    rect(24, -9, 64, 18, 7, '#4a6193'),
    rect(82, -9, 200, 18, 9, '#b9c6dc'),
    rect(96, -9, 170, 5, 2.5, '#ffffff', { opacity: 0.5 }),
    rect(82, 3, 200, 6, 3, '#8d9dba', { opacity: 0.6 }),
    rect(268, -9, 32, 18, 9, '#5fd3ff'),
  ].join('');

const PEN_L = 560;

/** Dictionary pen, scanner tip at (0, 0) pointing left, barrel along +x, 96 thick. */
function dictPen(p, { model, screen, colour = false, lanyard = false }) {
  const sx = colour ? 116 : 130;
  const sw = colour ? 250 : 200;
  const sh = colour ? 70 : 58;
  const out = [];
  if (lanyard) {
    out.push(
      path(`M${PEN_L + 4} -6 C${PEN_L + 70} -30 ${PEN_L + 80} 40 ${PEN_L + 30} 34 C${PEN_L + 6} 30 ${PEN_L + 8} 12 ${PEN_L - 6} 6`, 'none', { stroke: p.dark, 'stroke-width': 7, 'stroke-linecap': 'round' }),
    );
  }
  out.push(
    rect(50, -48, PEN_L - 50, 96, 46, p.body),
    path(`M50 0 H${PEN_L} V2 A46 46 0 0 1 ${PEN_L - 46} 48 H96 A46 46 0 0 1 50 2 Z`, p.dark, { opacity: 0.22 }),
    rect(110, -40, PEN_L - 170, 9, 4.5, '#ffffff', { opacity: 0.28 }),
    path('M80 -46 L30 -32 Q4 -26 4 0 Q4 26 30 32 L80 46 Z', '#e3e7ec'),
    path('M72 -37 L34 -26 Q15 -21 15 0 Q15 21 34 26 L72 37 Z', '#c7ced7'),
    rect(1, -19, 8, 38, 4, '#38cfff'),
    rect(74, -48, 18, 96, 5, p.dark),
    rect(sx - 7, -sh / 2 - 7, sw + 14, sh + 14, 13, '#141a24'),
    rect(sx, -sh / 2, sw, sh, 8, colour ? '#fffaf0' : '#1b2533'),
    screen(sx, -sh / 2, sw, sh),
    poly([[sx + sw - 60, -sh / 2], [sx + sw - 38, -sh / 2], [sx + sw - 64, sh / 2], [sx + sw - 86, sh / 2]], '#ffffff', { opacity: 0.08 }),
  );
  if (colour) {
    out.push(
      circle(404, 0, 16, p.dark),
      circle(404, 0, 9, p.light),
      circle(443, 0, 10, '#ff5a6e'),
      circle(443, 0, 4, '#ffffff', { opacity: 0.7 }),
    );
    for (let cx = 0; cx < 3; cx++) for (let cy = -1; cy <= 1; cy++) out.push(circle(466 + cx * 9, cy * 9, 2.4, p.dark, { opacity: 0.6 }));
  } else {
    out.push(circle(382, 0, 16, p.dark), circle(382, 0, 9, p.light), rect(416, -8, 44, 16, 8, p.dark));
  }
  out.push(text(PEN_L - 24, 6, model, { size: 15, fill: '#ffffff', opacity: 0.6, weight: 700, anchor: 'end', ls: 1.5 }));
  return out.join('');
}

const penSlab = (fill) => rect(4, -48, PEN_L - 4, 96, 46, fill);

const D300_SCREEN = (x, y) =>
  [
    text(x + 12, y + 28, '苹果', { size: 22, fill: '#ffffff', weight: 500 }),
    text(x + 64, y + 26, 'píngguǒ', { size: 12, fill: '#8fe3ff' }),
    text(x + 12, y + 49, 'apple', { size: 13, fill: '#c8d2df' }),
    speakerIcon(x + 168, y + 34, 16, '#8fe3ff'),
  ].join('');

const D500_SCREEN = (x, y, w) =>
  [
    tianGrid(x + 8, y + 7, 56, '#d9534f', 0.5),
    g(`translate(${x + 8} ${y + 7}) scale(0.56)`, daStrokes(['#ef4444', '#f59e0b', '#3b82f6'], 10)),
    text(x + 76, y + 30, 'dà', { size: 18, fill: '#5531a3', weight: 700 }),
    text(x + 76, y + 52, 'big · 大家', { size: 12, fill: '#555555' }),
    speakerIcon(x + w - 34, y + 12, 22, '#7b4fd1'),
    rect(x + w - 58, y + 52, 12, 8, 4, '#ef4444'),
    rect(x + w - 42, y + 52, 12, 8, 4, '#f59e0b'),
    rect(x + w - 26, y + 52, 12, 8, 4, '#3b82f6'),
  ].join('');

const RD_W = 520;
const RD_H = 350;

/** Story reader with a picture story on screen. */
function storyReader(p, { model, clipId, page = '3/12', title = '小熊去野餐' }) {
  const sx = 70;
  const sy = 36;
  const sw = 380;
  const sh = 248;
  const picture = [
    rect(sx, sy, sw, sh, 0, '#bfe6ff'),
    circle(sx + 320, sy + 50, 26, '#ffd34d'),
    circle(sx + 320, sy + 50, 36, '#ffd34d', { opacity: 0.25 }),
    ellipse(sx + 90, sy + 52, 34, 14, '#ffffff'),
    ellipse(sx + 116, sy + 44, 24, 16, '#ffffff'),
    ellipse(sx + 200, sy + 70, 22, 9, '#ffffff', { opacity: 0.8 }),
    path(`M${sx} ${sy + 150} Q${sx + 90} ${sy + 110} ${sx + 190} ${sy + 145} T${sx + sw} ${sy + 130} V${sy + sh} H${sx} Z`, '#7ccf7f'),
    path(`M${sx} ${sy + 175} Q${sx + 140} ${sy + 150} ${sx + 260} ${sy + 172} T${sx + sw} ${sy + 168} V${sy + sh} H${sx} Z`, '#5dbb6a'),
    rect(sx + 316, sy + 120, 12, 50, 4, '#8a5a33'),
    circle(sx + 322, sy + 108, 32, '#3f9a55'),
    circle(sx + 302, sy + 122, 20, '#3f9a55'),
    circle(sx + 344, sy + 124, 20, '#3f9a55'),
    // picnic blanket and bear
    ellipse(sx + 170, sy + 196, 92, 18, '#ff6b6b'),
    ellipse(sx + 170, sy + 196, 70, 11, '#ffffff', { opacity: 0.35 }),
    ellipse(sx + 150, sy + 170, 30, 32, '#a0673c'),
    ellipse(sx + 150, sy + 178, 18, 20, '#e2b48a'),
    circle(sx + 130, sy + 112, 11, '#a0673c'),
    circle(sx + 170, sy + 112, 11, '#a0673c'),
    circle(sx + 130, sy + 112, 5, '#e2b48a'),
    circle(sx + 170, sy + 112, 5, '#e2b48a'),
    circle(sx + 150, sy + 132, 26, '#a0673c'),
    ellipse(sx + 150, sy + 141, 12, 9, '#e2b48a'),
    circle(sx + 141, sy + 127, 3, '#2b1a10'),
    circle(sx + 159, sy + 127, 3, '#2b1a10'),
    ellipse(sx + 150, sy + 137, 4, 3, '#2b1a10'),
    // basket with an apple
    circle(sx + 214, sy + 168, 8, '#ef4444'),
    path(`M${sx + 192} ${sy + 172} Q${sx + 214} ${sy + 140} ${sx + 236} ${sy + 172}`, 'none', { stroke: '#b7793f', 'stroke-width': 4 }),
    path(`M${sx + 188} ${sy + 172} H${sx + 240} L${sx + 234} ${sy + 198} H${sx + 194} Z`, '#d9964f'),
    line(sx + 192, sy + 184, sx + 236, sy + 184, '#b7793f', 2),
    // caption strip
    rect(sx, sy + sh - 44, sw, 44, 0, '#ffffff', { opacity: 0.94 }),
    text(sx + 16, sy + sh - 15, title, { size: 20, fill: '#1f3b2b', weight: 500 }),
    speakerIcon(sx + 140, sy + sh - 33, 20, p.body),
    text(sx + sw - 14, sy + sh - 16, page, { size: 12, fill: '#6b7a70', anchor: 'end' }),
  ];
  return [
    rect(0, 0, RD_W, RD_H, 42, p.body),
    rect(5, 5, RD_W - 10, RD_H - 10, 38, 'none', { stroke: p.light, 'stroke-width': 3, opacity: 0.55 }),
    rect(sx - 8, sy - 8, sw + 16, sh + 16, 16, '#163a26'),
    el('clipPath', { id: clipId }, rect(sx, sy, sw, sh, 10, '#fff')),
    g(undefined, picture, { 'clip-path': `url(#${clipId})` }),
    poly([[sx + sw - 120, sy], [sx + sw - 80, sy], [sx + sw - 170, sy + sh], [sx + sw - 210, sy + sh]], '#ffffff', { opacity: 0.08 }),
    circle(32, 160, 19, p.dark),
    path('M38 150 L25 160 L38 170 Z', '#ffffff'),
    circle(RD_W - 32, 160, 19, p.dark),
    path(`M${RD_W - 38} 150 L${RD_W - 25} 160 L${RD_W - 38} 170 Z`, '#ffffff'),
    ...[0, 1, 2, 3].map((i) => rect(92 + i * 13, 309, 6, 22, 3, p.dark, { opacity: 0.7 })),
    circle(RD_W / 2, 320, 15, p.dark),
    path(`M${RD_W / 2 - 4} 312 L${RD_W / 2 + 7} 320 L${RD_W / 2 - 4} 328 Z`, '#ffffff'),
    text(RD_W - 62, 326, model, { size: 13, fill: '#ffffff', opacity: 0.6, weight: 700, anchor: 'end', ls: 1.5 }),
  ].join('');
}

const SL_W = 640;
const SL_H = 300;

/** Felt sleeve front panel with zip, stitching, embroidered logo and woven side tag. */
function sleeveFront(p, { feltId, zipId, model }) {
  return [
    rect(SL_W - 8, 118, 30, 56, 5, '#2f6fd6'),
    path(star(SL_W + 10, 146, 8), '#ffffff'),
    rect(0, 0, SL_W, SL_H, 40, p.body),
    rect(0, 0, SL_W, SL_H, 40, `url(#${feltId})`),
    path(`M0 ${SL_H / 2} H${SL_W} V${SL_H - 40} A40 40 0 0 1 ${SL_W - 40} ${SL_H} H40 A40 40 0 0 1 0 ${SL_H - 40} Z`, p.dark, { opacity: 0.07 }),
    rect(18, 22, SL_W - 36, SL_H - 40, 26, 'none', { stroke: p.light, 'stroke-width': 3, 'stroke-dasharray': '11 8', 'stroke-linecap': 'round' }),
    rect(40, -8, SL_W - 80, 18, 9, '#4b5057'),
    rect(46, -4, SL_W - 92, 10, 0, `url(#${zipId})`),
    rect(SL_W - 108, -12, 26, 26, 7, '#d3d7dc'),
    rect(SL_W - 101, 10, 12, 40, 6, '#b0b6bd'),
    circle(SL_W - 95, 40, 3.5, '#4b5057'),
    path(star(SL_W / 2 - 90, SL_H / 2 + 10, 16), p.light),
    text(SL_W / 2 - 68, SL_H / 2 + 22, 'LearnStar', { size: 34, fill: p.light, weight: 700, ls: 1 }),
    text(SL_W - 44, SL_H - 36, model, { size: 13, fill: p.light, weight: 700, anchor: 'end', ls: 1.5 }),
  ].join('');
}

const sleeveDefs = (p, feltId, zipId) =>
  [
    el('pattern', { id: feltId, width: 12, height: 12, patternUnits: 'userSpaceOnUse' }, [
      circle(2, 3, 1.2, '#ffffff', { opacity: 0.18 }),
      circle(8, 9, 1.2, p.dark, { opacity: 0.22 }),
      circle(9, 2, 0.8, '#ffffff', { opacity: 0.12 }),
    ].join('')),
    el('pattern', { id: zipId, width: 7, height: 10, patternUnits: 'userSpaceOnUse' }, rect(0, 1, 4, 8, 1, '#cfd3d8')),
  ].join('');

// ---------------------------------------------------------------------------------------------
// The eight products: palette, illustrations and quick-start content
// ---------------------------------------------------------------------------------------------

const BLUE = { bg: '#e8f1ff', bg2: '#d3e3fc', accent: '#2f6fd6', table: '#d6e3f8', body: '#2f6fd6', dark: '#1f4fa3', light: '#6a9cf0' };
const ORANGE = { bg: '#fff1e3', bg2: '#ffe0c2', accent: '#f28c28', table: '#f9dfc3', body: '#f28c28', dark: '#c4660e', light: '#ffb46b' };

const PRODUCTS = [
  {
    sku: 'LS-T100',
    nameEn: 'LearnStar Typing Pad T100',
    nameZh: '学习星打字板 T100',
    palette: BLUE,
    images: [
      (p) => {
        const screen = (x, y, w) =>
          [
            ...['wǒ', 'ài', 'xué', 'zhōng', 'wén'].map((py, i) => text(x + 46 + i * 42, y + 30, py, { size: 12, fill: '#7a88a6', anchor: 'middle' })),
            ...[...'我爱学中文'].map((c, i) => text(x + 46 + i * 42, y + 78, c, { size: 38, fill: '#1b2a4a', anchor: 'middle', weight: 500 })),
            rect(x + 240, y + 46, 3, 40, 1.5, p.body),
            path(star(x + w - 64, y + 46, 24), '#ffc53d'),
            text(x + w - 64, y + 90, '+10', { size: 14, fill: '#d48a00', anchor: 'middle', weight: 700 }),
          ].join('');
        const pad = typingPad(p, { model: 'T100', screen });
        return svgDoc('LearnStar Typing Pad T100, front view', [
          studio(p),
          ellipse(400, 584, 300, 26, SHADOW, { opacity: 0.12 }),
          g(`translate(${400 - PAD_W / 2} ${400 - PAD_H / 2 + 10})`, pad),
        ].join('\n'));
      },
      (p) => {
        const screen = (x, y, w) => {
          const cands = ['你好', '你', '拟', '泥', '妮'];
          let cx = x + 24;
          const c = [];
          cands.forEach((word, i) => {
            const width = 30 + word.length * 24;
            if (i === 0) c.push(rect(cx - 6, y + 50, width, 38, 8, p.body));
            c.push(text(cx + 2, y + 76, `${i + 1}`, { size: 12, fill: i === 0 ? '#cfe0ff' : '#8a97b3' }));
            c.push(text(cx + 14, y + 78, word, { size: 22, fill: i === 0 ? '#ffffff' : '#1b2a4a', weight: 500 }));
            cx += width + 12;
          });
          return [
            text(x + 24, y + 34, 'ni hao', { size: 20, fill: '#1b2a4a', weight: 500 }),
            rect(x + 24, y + 40, 64, 2, 1, p.body),
            rect(x + 92, y + 16, 2.5, 24, 1, p.body),
            rect(x + 16, y + 46, w - 32, 46, 10, 'none', { stroke: '#cddaf3', 'stroke-width': 1.5 }),
            ...c,
            text(x + w - 24, y + 34, '拼音', { size: 13, fill: p.body, anchor: 'end', weight: 500 }),
          ].join('');
        };
        const M = tableView(400, 470, PAD_W, PAD_H, { rot: -18, tilt: 0.62, scale: 0.98 });
        const slab = (fill) => g(mstr(M), padSlab(fill));
        return svgDoc('LearnStar Typing Pad T100 lying on a desk, typing pinyin', [
          tableBg(p, 330),
          g('translate(16 34)', slab(SHADOW), { opacity: 0.12 }),
          extrude(slab, 20, p.dark),
          g(mstr(M), typingPad(p, { model: 'T100', screen })),
        ].join('\n'));
      },
    ],
    guide: {
      boxEn: ['Typing pad', 'USB-C cable', 'Quick-start guide'],
      boxZh: ['打字板', 'USB-C 数据线', '快速入门指南'],
      stepsEn: [
        'Charge the pad with the USB-C cable for about 2 hours before first use. The light turns green when it is full; a full charge lasts about 10 hours.',
        'Hold the power button for 3 seconds to switch on, then choose English or 中文 for the menus.',
        'Press the 中/英 key to switch to pinyin input. Type the pinyin (for example "nihao") and press a number key to pick the characters.',
        'Open Lessons and choose your child\'s level to start the typing practice.',
        'To switch off, hold the power button for 3 seconds. The pad goes to sleep by itself after 10 minutes without use.',
      ],
      stepsZh: [
        '首次使用前，请用 USB-C 数据线充电约 2 小时。指示灯变绿即表示充满，充满一次可使用约 10 小时。',
        '长按电源键 3 秒开机，然后选择菜单语言（English 或中文）。',
        '按“中/英”键切换到拼音输入。输入拼音（例如“nihao”），再按数字键选择汉字。',
        '打开“课程”，选择孩子的程度，开始打字练习。',
        '长按电源键 3 秒关机。连续 10 分钟不使用时，打字板会自动休眠。',
      ],
      careEn: [
        'Keep the pad away from water, and do not leave it in direct sun or in a hot car.',
        'Charge only with a 5 V USB charger. Children under 8 should charge the pad with an adult nearby.',
        'Clean with a soft, dry cloth. Do not use alcohol or cleaning sprays on the screen or keys.',
      ],
      careZh: [
        '请勿让打字板接触水，也不要放在阳光直射处或高温的车内。',
        '只可使用 5 V USB 充电器充电。8 岁以下儿童充电时应有成人在旁。',
        '请用柔软的干布清洁，勿在屏幕或按键上使用酒精或清洁喷雾。',
      ],
    },
  },
  {
    sku: 'LS-T200',
    nameEn: 'LearnStar Typing Pad T200 Pro',
    nameZh: '学习星打字板 T200 专业版',
    palette: { bg: '#e7ebf4', bg2: '#d2d9ea', accent: '#3b5183', table: '#d3daea', body: '#1d2b4f', dark: '#0f1830', light: '#3b5183' },
    images: [
      (p) => {
        const screen = (x, y, w) => {
          const cx = x + w - 66;
          const cy = y + 51;
          const r = 30;
          const end = (-90 + 270) * (Math.PI / 180);
          return [
            text(x + 24, y + 24, '第 3 课', { size: 12, fill: '#7fe3ff', weight: 500 }),
            ...['chūn', 'tiān', 'lái', 'le'].map((py, i) => text(x + 46 + i * 46, y + 44, py, { size: 12, fill: '#7fe3ff', anchor: 'middle', opacity: 0.85 })),
            ...[...'春天来了'].map((c, i) => text(x + 46 + i * 46, y + 88, c, { size: 38, fill: '#ffffff', anchor: 'middle', weight: 500 })),
            circle(cx, cy, r, 'none', { stroke: '#2a3f6e', 'stroke-width': 7 }),
            path(`M${cx} ${cy - r} A${r} ${r} 0 1 1 ${f(cx + r * Math.cos(end))} ${f(cy + r * Math.sin(end))}`, 'none', { stroke: '#5fd3ff', 'stroke-width': 7, 'stroke-linecap': 'round' }),
            text(cx, cy + 5, '75%', { size: 14, fill: '#ffffff', anchor: 'middle', weight: 700 }),
          ].join('');
        };
        return svgDoc('LearnStar Typing Pad T200 Pro with stylus, front view', [
          studio(p),
          ellipse(400, 552, 300, 24, SHADOW, { opacity: 0.14 }),
          g(`translate(${400 - PAD_W / 2} 200)`, typingPad(p, { model: 'T200 PRO', screen, pro: true })),
          g('translate(212 650) rotate(-4) scale(1.25)', [g('translate(4 10)', rect(0, -9, 300, 18, 9, SHADOW), { opacity: 0.12 }), stylus()]),
        ].join('\n'));
      },
      (p) => {
        const screen = (x, y, w) =>
          [
            text(x + 30, y + 74, '大', { size: 58, fill: '#ffffff', weight: 500 }),
            text(x + 104, y + 44, 'dà', { size: 22, fill: '#7fe3ff', weight: 700 }),
            text(x + 104, y + 72, 'big  ·  大小  ·  大家', { size: 15, fill: '#c6d4f0' }),
            ...['太', '犬', '天', '夫'].map((c, i) => [
              rect(x + w - 236 + i * 54, y + 30, 44, 44, 8, '#1b3563'),
              text(x + w - 214 + i * 54, y + 61, c, { size: 24, fill: '#c6d4f0', anchor: 'middle' }),
            ].join('')),
          ].join('');
        const M = tableView(392, 480, PAD_W, PAD_H, { rot: -16, tilt: 0.62, scale: 0.98 });
        const slab = (fill) => g(mstr(M), padSlab(fill));
        const [tx, ty] = apply(M, PAD_W - 26 - 176 + 40 + 88, 156 + 30 + 88);
        return svgDoc('LearnStar Typing Pad T200 Pro, writing a character with the stylus on the handwriting panel', [
          tableBg(p, 330),
          g('translate(16 34)', slab(SHADOW), { opacity: 0.14 }),
          extrude(slab, 20, p.dark),
          g(mstr(M), typingPad(p, { model: 'T200 PRO', screen, pro: true })),
          g(`translate(${f(tx + 2)} ${f(ty + 2)}) rotate(-12)`, rect(0, -7, 230, 14, 7, SHADOW), { opacity: 0.16 }),
          g(`translate(${f(tx)} ${f(ty)}) rotate(-66)`, stylus()),
        ].join('\n'));
      },
    ],
    guide: {
      boxEn: ['Typing pad', 'Stylus', 'USB-C cable', 'Protective sleeve'],
      boxZh: ['打字板', '手写笔', 'USB-C 数据线', '保护套'],
      stepsEn: [
        'Charge the pad with the USB-C cable for about 2.5 hours before first use. A full charge lasts about 12 hours.',
        'Hold the power button for 3 seconds to switch on, then choose English or 中文 for the menus.',
        'Press the 中/英 key to switch between pinyin and English typing. Press the light key to turn the key backlight on or off.',
        'To write by hand, use the stylus on the handwriting panel on the right, then tap the correct character in the list on the screen.',
        'Open Lessons and choose your child\'s level to start practising. Keep the pad in its sleeve when it goes into a school bag.',
      ],
      stepsZh: [
        '首次使用前，请用 USB-C 数据线充电约 2.5 小时。充满一次可使用约 12 小时。',
        '长按电源键 3 秒开机，然后选择菜单语言（English 或中文）。',
        '按“中/英”键在拼音输入和英文输入之间切换。按灯光键可开启或关闭按键背光。',
        '如需手写，请用手写笔在右侧手写板上书写，再在屏幕的候选列表中点选正确的汉字。',
        '打开“课程”，选择孩子的程度开始练习。放进书包时，请把打字板装在保护套里。',
      ],
      careEn: [
        'Keep the pad away from water, and do not leave it in direct sun or in a hot car.',
        'The stylus is a small part: keep it away from children under 3, and do not press it hard on the screen.',
        'Clean with a soft, dry cloth. Do not use alcohol or cleaning sprays on the screen, keys or handwriting panel.',
      ],
      careZh: [
        '请勿让打字板接触水，也不要放在阳光直射处或高温的车内。',
        '手写笔属于小零件，请放在 3 岁以下儿童拿不到的地方；书写时不要用力按压屏幕。',
        '请用柔软的干布清洁，勿在屏幕、按键或手写板上使用酒精或清洁喷雾。',
      ],
    },
  },
  {
    sku: 'LS-D300',
    nameEn: 'LearnStar Dictionary Pen D300',
    nameZh: '学习星词典笔 D300',
    palette: ORANGE,
    images: [
      (p) => {
        const M = chain(T(392, 410), R(-30), T(-PEN_L / 2, 0));
        return svgDoc('LearnStar Dictionary Pen D300, front view', [
          studio(p),
          g(`translate(14 30) ${mstr(M)}`, penSlab(SHADOW), { opacity: 0.12 }),
          g(mstr(M), dictPen(p, { model: 'D300', screen: D300_SCREEN, lanyard: true })),
        ].join('\n'));
      },
      (p) => {
        const lines = ['我喜欢吃苹果。', '妈妈买了很多水果。', '红红的苹果真好吃！', '我们一起吃吧。'];
        const page = [
          rect(118, 182, 570, 480, 18, '#e9dcc8'),
          rect(112, 170, 570, 480, 18, '#ffffff'),
          rect(112, 170, 570, 480, 18, 'none', { stroke: '#ecdcc4', 'stroke-width': 2 }),
          text(150, 222, '第七课  水果', { size: 18, fill: p.dark, weight: 700 }),
          rect(150, 234, 120, 3, 1.5, p.light),
          rect(296, 266, 80, 48, 8, '#38cfff', { opacity: 0.3 }),
          rect(296, 310, 80, 4, 2, '#38cfff'),
          ...lines.map((s, i) => text(152, 302 + i * 76, s, { size: 34, fill: '#343a40', ls: 2 })),
          circle(576, 560, 46, '#ef4444'),
          ellipse(560, 542, 12, 18, '#ffffff', { opacity: 0.25 }),
          path('M576 516 Q578 500 586 492', 'none', { stroke: '#7a4b26', 'stroke-width': 5, 'stroke-linecap': 'round' }),
          path('M584 506 Q604 486 622 500 Q604 518 584 506 Z', '#4caf50'),
          text(640, 636, '28', { size: 14, fill: '#9aa0a6', anchor: 'end' }),
        ];
        const tip = [378, 296];
        const penM = chain(T(...tip), R(-36), S(0.74));
        return svgDoc('LearnStar Dictionary Pen D300 scanning a word in a Chinese textbook', [
          tableBg(p, 800),
          g('rotate(-3 400 420)', [
            ...page,
            g(`translate(12 18) ${mstr(penM)}`, penSlab(SHADOW), { opacity: 0.16 }),
            g(mstr(penM), dictPen(p, { model: 'D300', screen: D300_SCREEN, lanyard: true })),
          ]),
          g('translate(74 52)', [
            rect(0, 0, 250, 86, 18, '#ffffff'),
            rect(0, 0, 250, 86, 18, 'none', { stroke: p.light, 'stroke-width': 2 }),
            path('M176 84 L204 120 L204 84 Z', '#ffffff'),
            path('M176 85 L204 120 L204 86', 'none', { stroke: p.light, 'stroke-width': 2, 'stroke-linejoin': 'round' }),
            text(22, 44, '苹果', { size: 28, fill: '#1f2933', weight: 700 }),
            text(88, 42, 'píngguǒ', { size: 18, fill: p.dark }),
            text(22, 72, 'apple', { size: 18, fill: '#52606d' }),
            speakerIcon(208, 52, 24, p.body),
          ]),
        ].join('\n'));
      },
    ],
    guide: {
      boxEn: ['Dictionary pen', 'Charging cable', 'Lanyard'],
      boxZh: ['词典笔', '充电线', '挂绳'],
      stepsEn: [
        'Charge the pen with the charging cable for about 1.5 hours before first use. The light turns green when it is full.',
        'Press the round button to switch on. The dictionary works offline, so no Wi-Fi is needed.',
        'Hold the pen tip on the page just before a word, press down lightly and glide across the word from left to right.',
        'The word, its pinyin and its meaning appear on the screen. Press the long button to see the stroke order of each character.',
        'To switch off, hold the round button for 3 seconds. The pen also switches off by itself after 5 minutes without use.',
      ],
      stepsZh: [
        '首次使用前，请用充电线充电约 1.5 小时。指示灯变绿即表示充满。',
        '按圆形按键开机。词典可离线使用，无需连接 Wi-Fi。',
        '把笔尖放在词语前方的纸面上，轻轻按下，从左到右滑过整个词语。',
        '屏幕上会显示词语、拼音和释义。按长条按键可查看每个汉字的笔顺。',
        '长按圆形按键 3 秒关机。连续 5 分钟不使用时，词典笔会自动关机。',
      ],
      careEn: [
        'Keep the scanner window at the tip clean: wipe it gently with a soft, dry cloth.',
        'Never hang the lanyard around a child\'s neck while playing or sleeping, and keep it away from children under 3.',
        'Do not drop the pen or let it get wet, and do not leave it in direct sun.',
      ],
      careZh: [
        '请保持笔尖扫描窗口清洁，可用柔软的干布轻轻擦拭。',
        '玩耍或睡觉时切勿把挂绳挂在孩子的脖子上，并请放在 3 岁以下儿童拿不到的地方。',
        '请勿摔落词典笔或让它受潮，也不要放在阳光直射处。',
      ],
    },
  },
  {
    sku: 'LS-D500',
    nameEn: 'LearnStar Dictionary Pen D500',
    nameZh: '学习星词典笔 D500',
    palette: { bg: '#f2ecff', bg2: '#e2d6fb', accent: '#7b4fd1', table: '#e4dbf7', body: '#7b4fd1', dark: '#5531a3', light: '#a88ae8' },
    images: [
      (p) => {
        const M = chain(T(400, 410), R(-30), T(-PEN_L / 2, 0));
        return svgDoc('LearnStar Dictionary Pen D500 with colour screen, front view', [
          studio(p),
          g(`translate(14 30) ${mstr(M)}`, penSlab(SHADOW), { opacity: 0.12 }),
          g(mstr(M), dictPen(p, { model: 'D500', screen: D500_SCREEN, colour: true })),
        ].join('\n'));
      },
      (p) => {
        const M = chain(T(236, 574), R(-35), S(0.8), T(-PEN_L / 2, 0));
        const [scx, scy] = apply(M, 116 + 125, 0);
        const cx = 548;
        const cy = 262;
        const r = 196;
        const len = Math.hypot(cx - scx, cy - scy);
        const [nx, ny] = [(cy - scy) / len, -(cx - scx) / len];
        const k = 1.12;
        return svgDoc('LearnStar Dictionary Pen D500, close-up of the colour screen showing stroke order', [
          studio(p),
          poly([[scx + 10 * nx, scy + 10 * ny], [cx + r * nx, cy + r * ny], [cx - r * nx, cy - r * ny], [scx - 10 * nx, scy - 10 * ny]], p.light, { opacity: 0.3 }),
          g(`translate(18 40) ${mstr(M)}`, penSlab(SHADOW), { opacity: 0.12 }),
          g(mstr(M), dictPen(p, { model: 'D500', screen: D500_SCREEN, colour: true })),
          circle(cx + 8, cy + 14, r, SHADOW, { opacity: 0.1 }),
          circle(cx, cy, r, '#ffffff', { stroke: p.body, 'stroke-width': 10 }),
          g(`translate(${f(cx - 134 * k)} ${f(cy - 12 - 88 * k)}) scale(${k})`, [
            rect(0, 0, 268, 88, 14, '#141a24'),
            rect(9, 9, 250, 70, 8, '#fffaf0'),
            D500_SCREEN(9, 9, 250),
          ]),
          text(cx, cy + 58, '笔顺  ·  朗读  ·  录音', { size: 20, fill: p.dark, anchor: 'middle', weight: 500 }),
          ...['#ef4444', '#f59e0b', '#3b82f6'].map((c, i) => circle(cx - 24 + i * 24, cy + 96, 8, c)),
        ].join('\n'));
      },
    ],
    guide: {
      boxEn: ['Dictionary pen', 'Charging cable', 'Earphones', 'Storage case'],
      boxZh: ['词典笔', '充电线', '耳机', '收纳盒'],
      stepsEn: [
        'Charge the pen with the charging cable for about 2 hours before first use. The light turns green when it is full.',
        'Press the round button to switch on. The colour screen shows the home menu.',
        'Hold the pen tip on the page just before a word or sentence, press down lightly and glide across it from left to right.',
        'Press the speaker on the screen to hear the text read aloud. Plug in the earphones for quiet study.',
        'Hold the red button to record your own reading, then release it to play it back and compare.',
      ],
      stepsZh: [
        '首次使用前，请用充电线充电约 2 小时。指示灯变绿即表示充满。',
        '按圆形按键开机，彩色屏幕会显示主菜单。',
        '把笔尖放在词语或句子前方的纸面上，轻轻按下，从左到右滑过。',
        '点屏幕上的喇叭图标即可听朗读。安静学习时请插上耳机。',
        '按住红色按键录下自己的朗读，松开后即可回放对比。',
      ],
      careEn: [
        'Keep the volume low when using the earphones, and take a break after 1 hour of listening.',
        'Keep the pen in its case when it is not in use, and wipe the scanner window gently with a soft, dry cloth.',
        'Do not drop the pen or let it get wet. The earphone cable is not a toy: keep it away from children under 3.',
      ],
      careZh: [
        '使用耳机时请把音量调低，连续听 1 小时后应休息。',
        '不使用时请把词典笔放进收纳盒，可用柔软的干布轻轻擦拭扫描窗口。',
        '请勿摔落词典笔或让它受潮。耳机线不是玩具，请放在 3 岁以下儿童拿不到的地方。',
      ],
    },
  },
  {
    sku: 'LS-R10',
    nameEn: 'LearnStar Story Reader R10',
    nameZh: '学习星故事阅读器 R10',
    palette: { bg: '#e8f6ee', bg2: '#cfeedb', accent: '#3aa56b', table: '#d1ebdb', body: '#3aa56b', dark: '#287a4e', light: '#72c896' },
    images: [
      (p) =>
        svgDoc('LearnStar Story Reader R10 showing a picture story, front view', [
          studio(p),
          ellipse(400, 604, 250, 24, SHADOW, { opacity: 0.12 }),
          g(`translate(${400 - RD_W / 2} ${400 - RD_H / 2 + 10})`, storyReader(p, { model: 'R10', clipId: 'r10-screen-1' })),
        ].join('\n')),
      (p) => {
        const M = chain(T(400, 500), S(0.78, 0.78 * 0.6), R(-14), T(17, 0));
        const card = (x, y, rot, fill, title, art) => {
          const C = chain(M, T(x, y), R(rot));
          const slab = (c) => g(mstr(C), rect(-75, -100, 150, 200, 14, c));
          return [
            g('translate(8 14)', slab(SHADOW), { opacity: 0.1 }),
            extrude(slab, 6, '#d7dde2'),
            g(mstr(C), [
              rect(-75, -100, 150, 200, 14, '#ffffff'),
              rect(-63, -88, 126, 120, 10, fill),
              art,
              text(0, 66, title, { size: 22, fill: '#1f3b2b', anchor: 'middle', weight: 700 }),
            ]),
          ].join('');
        };
        const RM = chain(M, T(-440, -175));
        const reader = (c) => g(mstr(RM), rect(0, 0, RD_W, RD_H, 42, c));
        return svgDoc('LearnStar Story Reader R10 on a desk with story cards', [
          tableBg(p, 300),
          g('translate(14 28)', reader(SHADOW), { opacity: 0.12 }),
          extrude(reader, 18, p.dark),
          g(mstr(RM), storyReader(p, { model: 'R10', clipId: 'r10-screen-2', page: '1/12' })),
          card(200, -120, 10, '#ffe08a', '小兔子', [circle(0, -40, 26, '#ffffff'), ellipse(-10, -76, 7, 20, '#ffffff'), ellipse(10, -76, 7, 20, '#ffffff'), circle(-8, -44, 3, '#333'), circle(8, -44, 3, '#333'), circle(0, -34, 3, '#ff8fa3')].join('')),
          card(330, 20, -8, '#2d3a6b', '月亮船', [circle(-6, -32, 32, '#ffd34d'), circle(10, -44, 28, '#2d3a6b'), path('M-40 6 Q0 22 40 6 L30 -4 H-30 Z', '#ff8a5b'), path(star(34, -68, 8), '#ffffff'), path(star(-42, -66, 5), '#ffffff')].join('')),
          card(185, 115, 5, '#bde8c8', '大西瓜', [path('M-42 -40 A42 42 0 0 0 42 -40 Z', '#3f9a55'), path('M-34 -40 A34 34 0 0 0 34 -40 Z', '#ff6b6b'), circle(-12, -28, 3, '#222'), circle(8, -22, 3, '#222'), circle(20, -32, 3, '#222')].join('')),
        ].join('\n'));
      },
    ],
    guide: {
      boxEn: ['Story reader', '20 story cards', 'USB-C cable'],
      boxZh: ['故事阅读器', '20 张故事卡', 'USB-C 数据线'],
      stepsEn: [
        'Charge the reader with the USB-C cable for about 2 hours before first use. The light turns green when it is full.',
        'Press the round button under the screen to switch on.',
        'Choose a level, then a story. The 120 picture stories are graded from easy to harder.',
        'Press the speaker on the screen to hear the story read aloud, and use the arrow buttons on each side to turn the pages.',
        'After reading, use the story cards: each card has questions and new words for one story to talk about together.',
      ],
      stepsZh: [
        '首次使用前，请用 USB-C 数据线充电约 2 小时。指示灯变绿即表示充满。',
        '按屏幕下方的圆形按键开机。',
        '先选择级别，再选择故事。120 个绘本故事按难度由浅入深分级。',
        '点屏幕上的喇叭图标即可听故事朗读，按两侧的箭头键翻页。',
        '读完后可使用故事卡：每张卡片附有一个故事的问题和生词，方便亲子一起讨论。',
      ],
      careEn: [
        'Keep the reader and the paper story cards dry, and away from direct sun.',
        'Set a comfortable volume and take a break after 30 minutes of screen time.',
        'Clean the screen with a soft, dry cloth. Do not use alcohol or cleaning sprays.',
      ],
      careZh: [
        '请保持阅读器和纸质故事卡干燥，并避免阳光直射。',
        '请把音量调到合适的大小，连续使用 30 分钟后应休息一下眼睛。',
        '请用柔软的干布清洁屏幕，勿使用酒精或清洁喷雾。',
      ],
    },
  },
  {
    sku: 'LS-A01',
    nameEn: 'Protective sleeve',
    nameZh: '保护套',
    palette: { bg: '#eff1f4', bg2: '#dfe3e9', accent: '#8a929c', table: '#e0e4ea', body: '#8a929c', dark: '#656c75', light: '#c3c8cf' },
    images: [
      (p) =>
        svgDoc('LearnStar protective sleeve for typing pads, front view', [
          studio(p),
          ellipse(400, 574, 320, 22, SHADOW, { opacity: 0.12 }),
          g(`translate(${400 - SL_W / 2} 260)`, sleeveFront(p, { feltId: 'a01-felt-1', zipId: 'a01-zip-1', model: 'A01' })),
        ].join('\n'), sleeveDefs(p, 'a01-felt-1', 'a01-zip-1')),
      (p) => {
        const padScreen = (x, y) =>
          [
            ...[...'我爱学中文'].map((c, i) => text(x + 46 + i * 42, y + 72, c, { size: 38, fill: '#1b2a4a', anchor: 'middle', weight: 500 })),
            path(star(x + 520, y + 50, 24), '#ffc53d'),
          ].join('');
        return svgDoc('LearnStar protective sleeve with a typing pad sliding in', [
          studio(p),
          ellipse(400, 654, 320, 22, SHADOW, { opacity: 0.12 }),
          g('translate(80 322)', [rect(0, 0, SL_W, SL_H, 40, p.dark), rect(40, -8, SL_W - 80, 18, 9, '#4b5057'), rect(46, -4, SL_W - 92, 10, 0, 'url(#a01-zip-2)')]),
          g(`translate(${400 - (PAD_W * 0.86) / 2} 160) scale(0.86)`, typingPad(BLUE, { model: 'T100', screen: padScreen })),
          g('translate(80 340)', [
            rect(0, 0, SL_W, SL_H, 40, p.body),
            rect(0, 0, SL_W, SL_H, 40, 'url(#a01-felt-2)'),
            path(`M0 ${SL_H / 2} H${SL_W} V${SL_H - 40} A40 40 0 0 1 ${SL_W - 40} ${SL_H} H40 A40 40 0 0 1 0 ${SL_H - 40} Z`, p.dark, { opacity: 0.07 }),
            rect(0, 0, SL_W, 26, 13, SHADOW, { opacity: 0.08 }),
            rect(18, 22, SL_W - 36, SL_H - 40, 26, 'none', { stroke: p.light, 'stroke-width': 3, 'stroke-dasharray': '11 8', 'stroke-linecap': 'round' }),
            rect(40, -8, SL_W - 80, 18, 9, '#4b5057'),
            rect(46, -4, SL_W - 92, 10, 0, 'url(#a01-zip-2)'),
            rect(SL_W - 60, -12, 26, 26, 7, '#d3d7dc'),
            rect(SL_W - 53, 10, 12, 40, 6, '#b0b6bd'),
            circle(SL_W - 47, 40, 3.5, '#4b5057'),
            path(star(SL_W / 2 - 90, SL_H / 2 + 10, 16), p.light),
            text(SL_W / 2 - 68, SL_H / 2 + 22, 'LearnStar', { size: 34, fill: p.light, weight: 700, ls: 1 }),
            text(SL_W - 44, SL_H - 36, 'A01', { size: 13, fill: p.light, weight: 700, anchor: 'end', ls: 1.5 }),
          ]),
          path('M724 214 Q748 270 724 318', 'none', { stroke: p.dark, 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.5 }),
          path('M712 306 L724 322 L738 308', 'none', { stroke: p.dark, 'stroke-width': 5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: 0.5 }),
        ].join('\n'), sleeveDefs(p, 'a01-felt-2', 'a01-zip-2'));
      },
    ],
    guide: {
      boxEn: ['Protective sleeve'],
      boxZh: ['保护套'],
      stepsEn: [
        'Check the model: the sleeve fits the LearnStar Typing Pad T100 and T200 Pro.',
        'Open the zip all the way to the side.',
        'Slide the pad in with the screen facing the soft inner lining.',
        'Close the zip gently, taking care not to catch the cable or the stylus.',
      ],
      stepsZh: [
        '请确认型号：本保护套适用于学习星打字板 T100 和 T200 专业版。',
        '把拉链完全拉开到侧边。',
        '将打字板放入保护套，屏幕朝向柔软的内衬。',
        '轻轻拉上拉链，注意不要夹到数据线或手写笔。',
      ],
      careEn: [
        'Take the pad out before washing. Hand-wash the sleeve in cool water with mild soap and let it air-dry.',
        'Do not tumble-dry, iron or bleach the sleeve.',
        'Keep the sleeve away from open flames and heaters. The zip pull is a small part: keep it away from children under 3.',
      ],
      careZh: [
        '清洗前请先取出打字板。请用冷水和温和的肥皂手洗，然后自然晾干。',
        '请勿烘干、熨烫或漂白。',
        '请远离明火和暖炉。拉链头属于小零件，请放在 3 岁以下儿童拿不到的地方。',
      ],
    },
  },
  {
    sku: 'LS-A02',
    nameEn: 'Children\'s headphones',
    nameZh: '儿童耳机',
    palette: { bg: '#fff0f5', bg2: '#ffd9e7', accent: '#f27aa6', table: '#fbdde8', body: '#f27aa6', dark: '#cf5186', light: '#ffb3cf' },
    images: [
      (p) =>
        svgDoc('LearnStar children\'s headphones, front view', [
          studio(p),
          ellipse(400, 650, 230, 22, SHADOW, { opacity: 0.12 }),
          path('M272 256 L286 178 L344 220 Z', p.body, { stroke: p.body, 'stroke-width': 14, 'stroke-linejoin': 'round' }),
          path('M528 256 L514 178 L456 220 Z', p.body, { stroke: p.body, 'stroke-width': 14, 'stroke-linejoin': 'round' }),
          path('M286 232 L292 198 L320 218 Z', p.light, { stroke: p.light, 'stroke-width': 6, 'stroke-linejoin': 'round' }),
          path('M514 232 L508 198 L480 218 Z', p.light, { stroke: p.light, 'stroke-width': 6, 'stroke-linejoin': 'round' }),
          path('M246 470 C246 170 554 170 554 470', 'none', { stroke: p.body, 'stroke-width': 46, 'stroke-linecap': 'round' }),
          path('M300 300 C336 252 464 252 500 300', 'none', { stroke: p.light, 'stroke-width': 20, 'stroke-linecap': 'round' }),
          text(400, 241, 'A02', { size: 12, fill: '#ffffff', anchor: 'middle', weight: 700, ls: 1.5, opacity: 0.8 }),
          rect(235, 420, 22, 64, 8, '#e2e5ea'),
          rect(543, 420, 22, 64, 8, '#e2e5ea'),
          rect(266, 470, 40, 150, 18, p.dark),
          rect(494, 470, 40, 150, 18, p.dark),
          rect(176, 452, 108, 186, 52, p.body),
          rect(516, 452, 108, 186, 52, p.body),
          rect(190, 470, 18, 150, 9, '#ffffff', { opacity: 0.25 }),
          rect(530, 470, 18, 150, 9, '#ffffff', { opacity: 0.25 }),
          path(star(240, 545, 18), '#ffffff', { opacity: 0.85 }),
          path(star(570, 545, 18), '#ffffff', { opacity: 0.85 }),
          path('M230 636 C226 700 300 706 340 682 S420 640 452 690', 'none', { stroke: '#5b5f66', 'stroke-width': 6, 'stroke-linecap': 'round' }),
          g('translate(452 690) rotate(58)', [rect(-6, -10, 34, 20, 6, '#3c4047'), rect(28, -4, 26, 8, 4, '#c9ced6'), rect(38, -4, 3, 8, 0, '#3c4047')]),
        ].join('\n')),
      (p) =>
        svgDoc('LearnStar children\'s headphones, side view with volume limit', [
          studio(p),
          ellipse(420, 660, 250, 22, SHADOW, { opacity: 0.12 }),
          ellipse(532, 432, 66, 108, p.dark),
          ellipse(522, 432, 48, 88, '#b94176'),
          path('M318 360 C300 150 540 110 534 324', 'none', { stroke: p.body, 'stroke-width': 46, 'stroke-linecap': 'round' }),
          path('M352 262 C376 196 470 176 506 232', 'none', { stroke: p.light, 'stroke-width': 18, 'stroke-linecap': 'round' }),
          rect(306, 326, 26, 60, 9, '#e2e5ea'),
          circle(338, 488, 136, p.dark),
          circle(326, 488, 130, p.body),
          circle(326, 488, 96, p.light),
          circle(326, 488, 96, 'none', { stroke: '#ffffff', 'stroke-width': 4, opacity: 0.6 }),
          path(star(326, 480, 46), '#ffffff'),
          text(326, 558, 'A02', { size: 15, fill: p.dark, anchor: 'middle', weight: 700, ls: 1.5 }),
          path('M250 398 A120 120 0 0 1 300 372', 'none', { stroke: '#ffffff', 'stroke-width': 8, 'stroke-linecap': 'round', opacity: 0.45 }),
          path('M336 622 C340 690 440 700 480 664 S580 610 600 676', 'none', { stroke: '#5b5f66', 'stroke-width': 6, 'stroke-linecap': 'round' }),
          g('translate(600 676) rotate(70)', [rect(-6, -10, 34, 20, 6, '#3c4047'), rect(28, -4, 26, 8, 4, '#c9ced6'), rect(38, -4, 3, 8, 0, '#3c4047')]),
          g('translate(640 210)', [
            circle(0, 0, 84, SHADOW, { opacity: 0.08, transform: 'translate(6 10)' }),
            circle(0, 0, 84, '#ffffff'),
            circle(0, 0, 84, 'none', { stroke: p.body, 'stroke-width': 6 }),
            text(0, -30, '音量保护', { size: 15, fill: '#7a5566', anchor: 'middle' }),
            text(0, 20, '85', { size: 50, fill: p.dark, anchor: 'middle', weight: 700 }),
            text(0, 48, 'dB MAX', { size: 15, fill: p.dark, anchor: 'middle', weight: 700, ls: 1 }),
          ]),
        ].join('\n')),
    ],
    guide: {
      boxEn: ['Headphones', '3.5 mm cable'],
      boxZh: ['耳机', '3.5 毫米连接线'],
      stepsEn: [
        'Plug the cable into the left ear cup, then into the 3.5 mm headphone socket of the device.',
        'Slide the headband up or down so the ear cups sit comfortably over the ears. L and R are marked inside the headband.',
        'Start with the device volume low, then turn it up slowly. The headphones limit the volume to 85 dB.',
        'After use, unplug the cable by holding the plug, not by pulling the cable.',
      ],
      stepsZh: [
        '先把连接线插入左耳罩，再插入设备的 3.5 毫米耳机插孔。',
        '上下调节头带，使耳罩舒适地罩住耳朵。头带内侧标有 L（左）和 R（右）。',
        '先把设备音量调低，再慢慢调高。本耳机会把音量限制在 85 分贝以内。',
        '使用后请握住插头拔出，不要直接拉扯连接线。',
      ],
      careEn: [
        'Take a break after 1 hour of listening, even at a safe volume.',
        'Keep the cable away from the neck, and do not let children sleep with the headphones on.',
        'Wipe the ear cushions with a slightly damp cloth, and keep the headphones away from water.',
      ],
      careZh: [
        '即使音量安全，连续聆听 1 小时后也应休息。',
        '请让连接线远离颈部，不要让孩子戴着耳机睡觉。',
        '可用微湿的布擦拭耳垫，请勿让耳机接触水。',
      ],
    },
  },
  {
    sku: 'LS-B01',
    nameEn: 'Typing and dictionary starter bundle',
    nameZh: '打字与词典入门套装',
    palette: { ...BLUE, bg: '#eef3fd', bg2: '#ffe6cc', accent: '#f28c28' },
    images: [
      (p) => {
        const padScreen = (x, y) => [...'我爱学中文'].map((c, i) => text(x + 46 + i * 42, y + 72, c, { size: 38, fill: '#1b2a4a', anchor: 'middle', weight: 500 })).join('');
        const x0 = 100;
        const y0 = 230;
        const w = 560;
        const h = 380;
        const d = 48;
        return svgDoc('Typing and dictionary starter bundle box with the T100 typing pad and D300 dictionary pen', [
          studio(p),
          ellipse(420, y0 + h + 18, 330, 24, SHADOW, { opacity: 0.14 }),
          poly([[x0, y0], [x0 + w, y0], [x0 + w + d, y0 - d * 0.8], [x0 + d, y0 - d * 0.8]], '#5b8fe6'),
          poly([[x0 + w, y0], [x0 + w + d, y0 - d * 0.8], [x0 + w + d, y0 + h - d * 0.8], [x0 + w, y0 + h]], '#1f4fa3'),
          poly([[x0 + w, y0 + h - 128], [x0 + w + d, y0 + h - 128 - d * 0.8], [x0 + w + d, y0 + h - d * 0.8], [x0 + w, y0 + h]], ORANGE.dark),
          rect(x0, y0, w, h, 6, p.body),
          path(`M${x0} ${y0 + h - 128} H${x0 + w} V${y0 + h - 6} Q${x0 + w} ${y0 + h} ${x0 + w - 6} ${y0 + h} H${x0 + 6} Q${x0} ${y0 + h} ${x0} ${y0 + h - 6} Z`, ORANGE.body),
          circle(x0 + w - 60, y0 + 70, 90, '#ffffff', { opacity: 0.08 }),
          path(star(x0 + 38, y0 + 40, 12), '#ffc53d'),
          text(x0 + 58, y0 + 47, 'LearnStar 学习星', { size: 20, fill: '#ffffff', weight: 700 }),
          g(`translate(${x0 + 36} ${y0 + 80}) scale(0.5)`, typingPad(BLUE, { model: 'T100', screen: padScreen })),
          g(mstr(chain(T(x0 + 440, y0 + 150), R(-32), S(0.36), T(-PEN_L / 2, 0))), dictPen(ORANGE, { model: 'D300', screen: D300_SCREEN, lanyard: true })),
          circle(x0 + w - 62, y0 + 52, 36, '#ffc53d'),
          text(x0 + w - 62, y0 + 59, '2合1', { size: 19, fill: '#7a4a00', anchor: 'middle', weight: 700 }),
          text(x0 + 34, y0 + h - 76, '打字与词典入门套装', { size: 30, fill: '#ffffff', weight: 700 }),
          text(x0 + 34, y0 + h - 42, 'Typing + Dictionary Starter Bundle', { size: 18, fill: '#ffffff', opacity: 0.92 }),
          text(x0 + w - 24, y0 + h - 20, 'B01', { size: 13, fill: '#ffffff', opacity: 0.7, anchor: 'end', weight: 700, ls: 1.5 }),
        ].join('\n'));
      },
      (p) => {
        const padScreen = (x, y) =>
          [
            ...[...'我爱学中文'].map((c, i) => text(x + 46 + i * 42, y + 72, c, { size: 38, fill: '#1b2a4a', anchor: 'middle', weight: 500 })),
            path(star(x + 520, y + 50, 24), '#ffc53d'),
          ].join('');
        const coil = (cx, cy, plugRot) =>
          [
            ...[46, 34, 22].map((r) => ellipse(cx, cy, r + 8, r, 'none', { stroke: '#9aa4b1', 'stroke-width': 11 })),
            ...[46, 34, 22].map((r) => ellipse(cx, cy, r + 8, r, 'none', { stroke: '#f7f9fb', 'stroke-width': 7 })),
            g(`translate(${cx} ${cy}) rotate(${plugRot})`, [path('M50 0 H84', 'none', { stroke: '#9aa4b1', 'stroke-width': 11 }), path('M50 0 H84', 'none', { stroke: '#f7f9fb', 'stroke-width': 7 }), rect(80, -11, 34, 22, 6, '#ffffff', { stroke: '#9aa4b1', 'stroke-width': 2 }), rect(113, -6, 16, 12, 4, '#8a939f')]),
          ].join('');
        return svgDoc('What is in the starter bundle: T100 typing pad, D300 dictionary pen, two cables and the guide', [
          studio(p),
          g(`translate(${400 - (PAD_W * 0.76) / 2 + 8} ${120 + 10}) scale(0.76)`, rect(0, 0, PAD_W, PAD_H, 36, SHADOW), { opacity: 0.12 }),
          g(`translate(${400 - (PAD_W * 0.76) / 2} 120) scale(0.76)`, typingPad(BLUE, { model: 'T100', screen: padScreen })),
          g(mstr(chain(T(410, 438), S(0.62), T(-PEN_L / 2, 0), T(10, 16))), penSlab(SHADOW), { opacity: 0.12 }),
          g(mstr(chain(T(410, 438), S(0.62), T(-PEN_L / 2, 0))), dictPen(ORANGE, { model: 'D300', screen: D300_SCREEN, lanyard: true })),
          g('translate(128 520) rotate(-6)', [
            rect(8, 10, 210, 150, 10, SHADOW, { opacity: 0.12 }),
            rect(0, 0, 210, 150, 10, '#ffffff'),
            rect(0, 0, 210, 46, 10, p.body),
            rect(0, 30, 210, 16, 0, p.body),
            path(star(26, 24, 11), '#ffc53d'),
            text(44, 30, 'Quick start', { size: 17, fill: '#ffffff', weight: 700 }),
            text(20, 84, '快速入门指南', { size: 22, fill: '#1b2a4a', weight: 700 }),
            rect(20, 102, 150, 6, 3, '#dbe4f3'),
            rect(20, 118, 110, 6, 3, '#dbe4f3'),
          ]),
          coil(480, 610, 90),
          coil(630, 560, 30),
        ].join('\n'));
      },
    ],
    guide: {
      boxEn: ['LearnStar Typing Pad T100', 'LearnStar Dictionary Pen D300', 'Two cables (USB-C for the pad, charging cable for the pen)', 'Quick-start guide'],
      boxZh: ['学习星打字板 T100', '学习星词典笔 D300', '两条数据线（打字板用 USB-C 数据线、词典笔用充电线）', '快速入门指南'],
      stepsEn: [
        'Charge both devices before first use: about 2 hours for the pad (USB-C cable) and about 1.5 hours for the pen (its own charging cable).',
        'Switch on the T100 by holding its power button for 3 seconds, then choose English or 中文 for the menus.',
        'Switch on the D300 with its round button. Hold the tip on the page just before a word and glide across it to look the word up.',
        'Use them together: look up a new word with the pen, then practise typing it in pinyin on the pad (press 中/英 to switch input).',
        'To switch either device off, hold its power button for 3 seconds.',
      ],
      stepsZh: [
        '首次使用前请为两台设备充电：打字板用 USB-C 数据线充电约 2 小时，词典笔用自带充电线充电约 1.5 小时。',
        '长按 T100 的电源键 3 秒开机，然后选择菜单语言（English 或中文）。',
        '按 D300 的圆形按键开机。把笔尖放在词语前方的纸面上，滑过词语即可查词。',
        '两者搭配使用：先用词典笔查一个生词，再在打字板上用拼音打出来（按“中/英”键切换输入）。',
        '长按任一设备的电源键 3 秒即可关机。',
      ],
      careEn: [
        'Keep both devices away from water, direct sun and hot cars.',
        'Charge only with a 5 V USB charger. Children under 8 should charge the devices with an adult nearby.',
        'Clean with a soft, dry cloth, and never hang the pen\'s lanyard around a child\'s neck while playing or sleeping.',
      ],
      careZh: [
        '请勿让两台设备接触水，并避免阳光直射或放在高温的车内。',
        '只可使用 5 V USB 充电器充电。8 岁以下儿童充电时应有成人在旁。',
        '请用柔软的干布清洁。玩耍或睡觉时切勿把词典笔的挂绳挂在孩子的脖子上。',
      ],
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Quick-start PDFs
// ---------------------------------------------------------------------------------------------

const LABELS = {
  en: { guide: 'Quick-start guide', box: 'In the box', steps: 'Getting started', care: 'Care and safety', support: 'Support: support@learnstar.sg' },
  zh: { guide: '快速入门指南', box: '包装内容', steps: '快速上手', care: '保养与安全', support: '客服支持：support@learnstar.sg' },
};

function buildGuide(product, out) {
  const { guide, palette } = product;
  const doc = new PDFDocument({
    size: 'A5',
    margins: { top: 30, bottom: 30, left: 38, right: 38 },
    info: {
      Title: `${product.nameEn} — Quick-start guide / ${product.nameZh} 快速入门指南`,
      Author: 'LearnStar Pte. Ltd.',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  // One embedded font keeps the file small: each CJK subset carries the font's shared CFF
  // subroutines, so headings are drawn "bold" by also stroking the outline.
  doc.registerFont('body', FONT, 'NotoSansCJKsc-Regular');
  let pages = 1;
  doc.on('pageAdded', () => (pages += 1));
  const done = new Promise((resolve, reject) => {
    const stream = createWriteStream(out);
    stream.on('finish', resolve).on('error', reject);
    doc.pipe(stream);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const footerTop = doc.page.height - doc.page.margins.bottom - 30;
  const accent = palette.body;
  const strong = (size, color, stroke = 0.3) => doc.font('body').fontSize(size).fillColor(color).strokeColor(color).lineWidth(stroke);
  const bold = { fill: true, stroke: true };

  for (const [index, locale] of ['en', 'zh'].entries()) {
    if (index > 0) doc.addPage();
    const L = LABELS[locale];
    const name = locale === 'en' ? product.nameEn : product.nameZh;
    const box = locale === 'en' ? guide.boxEn : guide.boxZh;
    const steps = locale === 'en' ? guide.stepsEn : guide.stepsZh;
    const care = locale === 'en' ? guide.careEn : guide.careZh;

    doc.rect(0, 0, doc.page.width, 8).fill(accent);
    doc.x = left;
    doc.y = 26;
    strong(8.5, '#6b7280', 0.15).text(`LearnStar 学习星  ·  ${product.sku}`, { ...bold, characterSpacing: 0.5 });
    doc.moveDown(0.25);
    strong(16, accent, 0.45).text(name, { ...bold, lineGap: 1 });
    doc.font('body').fontSize(11).fillColor('#374151').text(L.guide);

    const heading = (label) => {
      doc.moveDown(0.7);
      strong(11, accent, 0.3).text(label, left, doc.y, { ...bold, width });
      doc.moveTo(left, doc.y + 1).lineTo(left + width, doc.y + 1).lineWidth(0.6).strokeColor('#d1d5db').stroke();
      doc.moveDown(0.3);
    };
    const item = (marker, body) => {
      const y = doc.y;
      strong(9.5, accent, 0.2).text(marker, left, y, { ...bold, width: 16 });
      doc.font('body').fontSize(9.5).fillColor('#1f2937').text(body, left + 18, y, { width: width - 18, lineGap: 1.5 });
      doc.x = left;
      doc.moveDown(0.25);
    };

    heading(L.box);
    for (const entry of box) item('•', entry);
    heading(L.steps);
    steps.forEach((step, i) => item(`${i + 1}.`, step));
    heading(L.care);
    for (const entry of care) item('•', entry);
    if (doc.y > footerTop - 6 || pages !== index + 1) throw new Error(`${product.sku}: the ${locale} page is too long for A5`);

    doc.roundedRect(left, footerTop, width, 26, 6).fill(palette.bg);
    strong(10, '#111827', 0.25).text(L.support, left + 12, footerTop + 7, { ...bold, width: width - 24, lineBreak: false });
  }
  if (pages !== 2) throw new Error(`${product.sku}: the guide has ${pages} pages, expected 2`);
  doc.end();
  return done;
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

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
