// Builds the points shop's pictures: api/assets/shop/images/<sku>.svg for every seeded good
// (prisma/src/seed/points-goods.ts), served like the shop's own by /api/shop/assets/images/.
// Flat illustrations drawn here from shapes; deterministic, so re-running gives identical files.
// Run by developers when a good is added; the output is committed.
// Usage: node api/scripts/build-pointshop-assets.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const OUT = new URL('../assets/shop/images/', import.meta.url);
const f = (v) => String(Math.round(v * 100) / 100);
const attrs = (o) => Object.entries(o).filter(([, v]) => v !== undefined).map(([k, v]) => ` ${k}="${typeof v === 'number' ? f(v) : v}"`).join('');
const el = (name, a, children) => (children === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${children}</${name}>`);
const rect = (x, y, width, height, rx, fill, extra = {}) => el('rect', { x, y, width, height, rx, fill, ...extra });
const circle = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra });
const ellipse = (cx, cy, rx, ry, fill, extra = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });
const path = (d, fill, extra = {}) => el('path', { d, fill, ...extra });
const g = (transform, children) => el('g', { transform }, children.join(''));
const points = (n, r, inner, cx, cy, turn = -90) =>
  Array.from({ length: n * 2 }, (_, i) => {
    const a = ((turn + (i * 180) / n) * Math.PI) / 180;
    const rr = i % 2 === 0 ? r : r * inner;
    return `${f(cx + rr * Math.cos(a))} ${f(cy + rr * Math.sin(a))}`;
  }).join(' L');
const star = (cx, cy, r, fill, extra = {}) => path(`M${points(5, r, 0.45, cx, cy)}Z`, fill, extra);
const svg = (title, background, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${title}"><title>${title}</title>` +
  rect(0, 0, 400, 400, 28, background) + body.join('') + '</svg>\n';
const sparkles = (fill) => [star(60, 70, 12, fill), star(340, 90, 9, fill), star(330, 330, 11, fill)];

// --- physical goods ---------------------------------------------------------------------------
const PENCIL_COLOURS = ['#e84a5f', '#f9a826', '#ffd23f', '#3bb273', '#2d7dd2', '#7b4fb5'];
const pencils = () => svg('Star pencil set', '#fff4dc', [
  ...PENCIL_COLOURS.map((c, i) => g(`rotate(${-25 + i * 10} 200 330)`, [rect(188, 90, 24, 200, 3, c), path('M188 290 L212 290 L200 322Z', '#f3d2a2'), path('M196 312 L204 312 L200 322Z', '#333'), star(200, 82, 16, '#ffd23f', { stroke: '#e0a800', 'stroke-width': 2 })])),
  rect(110, 270, 180, 90, 16, '#2d7dd2'), star(200, 315, 24, '#ffd23f'),
]);
const notebook = () => {
  const grid = [];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) {
    const x = 135 + c * 50, y = 150 + r * 50;
    grid.push(rect(x, y, 44, 44, 0, 'none', { stroke: '#e84a5f', 'stroke-width': 2 }), path(`M${x + 22} ${y} V${y + 44} M${x} ${y + 22} H${x + 44}`, 'none', { stroke: '#e84a5f', 'stroke-width': 1, 'stroke-dasharray': '3 3' }));
  }
  return svg('Hanzi practice notebook', '#e8f4ff', [rect(105, 60, 200, 280, 12, '#2d7dd2'), rect(118, 72, 180, 256, 6, '#fff'), ...Array.from({ length: 7 }, (_, i) => circle(110, 90 + i * 38, 7, '#c9d6e8')), ...grid, star(255, 105, 18, '#ffd23f')]);
};
const erasers = () => svg('Fruit erasers', '#f1fbe9', [
  // durian
  path(`M${points(12, 62, 0.82, 120, 130)}Z`, '#9bbf3a'), ellipse(120, 130, 44, 40, '#b6d65a'),
  // mango
  path('M240 85 C320 80 330 170 270 190 C220 205 200 120 240 85Z', '#f9a826'), path('M245 86 C250 70 262 66 272 70', 'none', { stroke: '#3bb273', 'stroke-width': 6 }),
  // rambutan
  circle(130, 280, 52, '#d7263d'), ...Array.from({ length: 18 }, (_, i) => { const a = (i * 20 * Math.PI) / 180; return path(`M${f(130 + 50 * Math.cos(a))} ${f(280 + 50 * Math.sin(a))} q${f(14 * Math.cos(a + 0.6))} ${f(14 * Math.sin(a + 0.6))} ${f(20 * Math.cos(a))} ${f(20 * Math.sin(a))}`, 'none', { stroke: '#3bb273', 'stroke-width': 4 }); }),
  // pineapple
  ellipse(275, 290, 48, 62, '#ffd23f'), path('M240 260 L310 330 M310 260 L240 330 M255 240 L320 300 M295 240 L230 300', 'none', { stroke: '#e0a800', 'stroke-width': 4 }), path('M275 230 L255 180 L272 205 L275 170 L282 205 L298 182Z', '#3bb273'),
]);
const headphones = () => svg("Children's headphones", '#efe9ff', [
  path('M95 230 C95 95 305 95 305 230', 'none', { stroke: '#7b4fb5', 'stroke-width': 26, 'stroke-linecap': 'round' }),
  rect(70, 210, 64, 110, 28, '#2d7dd2'), rect(266, 210, 64, 110, 28, '#2d7dd2'), rect(88, 228, 28, 74, 12, '#9cc9f5'), rect(284, 228, 28, 74, 12, '#9cc9f5'),
  star(200, 140, 22, '#ffd23f'), ...sparkles('#c7b5f0'),
]);
const pouch = () => svg('Dictionary pen pouch', '#e9fbf6', [
  rect(70, 150, 260, 160, 40, '#3bb273'), path('M90 170 H310', 'none', { stroke: '#2a8a57', 'stroke-width': 10, 'stroke-dasharray': '6 5' }), rect(300, 160, 30, 18, 6, '#ffd23f'),
  g('rotate(-28 200 120)', [rect(140, 100, 150, 30, 15, '#2d7dd2'), rect(270, 100, 30, 30, 8, '#333'), circle(170, 115, 8, '#ffd23f')]), star(200, 245, 30, '#ffd23f'),
]);
const plush = () => svg('LearnStar star plush', '#fff0f3', [
  path(`M${points(5, 150, 0.5, 200, 215)}Z`, '#ffd23f', { stroke: '#f0a500', 'stroke-width': 8, 'stroke-linejoin': 'round' }),
  circle(170, 205, 12, '#333'), circle(230, 205, 12, '#333'), circle(174, 200, 4, '#fff'), circle(234, 200, 4, '#fff'),
  path('M180 240 Q200 262 220 240', 'none', { stroke: '#333', 'stroke-width': 6, 'stroke-linecap': 'round' }), ellipse(150, 235, 14, 8, '#f7a1b5'), ellipse(250, 235, 14, 8, '#f7a1b5'), ...sparkles('#f7a1b5'),
]);

// --- virtual goods ----------------------------------------------------------------------------
const face = [circle(200, 200, 92, '#9cc9f5'), circle(200, 175, 40, '#fde2c4'), path('M125 275 C135 225 265 225 275 275 C250 292 150 292 125 275Z', '#2d7dd2'), circle(186, 172, 5, '#333'), circle(214, 172, 5, '#333'), path('M188 190 Q200 200 212 190', 'none', { stroke: '#333', 'stroke-width': 4, 'stroke-linecap': 'round' })];
const ring = (stroke, width = 20, extra = {}) => circle(200, 200, 104, 'none', { stroke, 'stroke-width': width, ...extra });
const RAINBOW = ['#e84a5f', '#f9a826', '#ffd23f', '#3bb273', '#2d7dd2', '#7b4fb5'];
const FRAMES = {
  gold: ['Gold avatar frame', '#fff8e1', [ring('#f0b400', 22), ring('#ffe27a', 6)]],
  rainbow: ['Rainbow avatar frame', '#f4f4ff', RAINBOW.map((c, i) => circle(200, 200, 96 + i * 5, 'none', { stroke: c, 'stroke-width': 5 }))],
  stars: ['Starry avatar frame', '#eef3ff', [ring('#2d3a8c', 20), ...Array.from({ length: 10 }, (_, i) => { const a = (i * 36 * Math.PI) / 180; return star(200 + 104 * Math.cos(a), 200 + 104 * Math.sin(a), 17, '#ffd23f'); })]],
  merlion: ['Merlion avatar frame', '#e6f7fb', [ring('#f2f2f2', 22, { stroke: '#7fb7c9' }), path('M96 250 q20 -14 40 0 t40 0 t40 0 t40 0 t40 0 t40 0', 'none', { stroke: '#2d7dd2', 'stroke-width': 8, 'stroke-linecap': 'round' }), circle(200, 88, 30, '#f2f2f2', { stroke: '#7fb7c9', 'stroke-width': 5 }), path(`M${points(9, 40, 0.75, 200, 88)}Z`, 'none', { stroke: '#7fb7c9', 'stroke-width': 4 }), circle(192, 84, 4, '#333'), circle(208, 84, 4, '#333')]],
};
const frame = (value) => { const [title, bg, parts] = FRAMES[value]; return svg(title, bg, [...face, ...parts]); };

const PLANES = {
  sunset: ['Sunset plane skin', '#ffe3c9', ['#f25f5c', '#ffb347', '#ffd23f'], [circle(320, 320, 60, '#ffb347', { opacity: 0.6 })]],
  jungle: ['Jungle plane skin', '#e3f5dc', ['#2f7d32', '#6aa84f', '#a4c639'], [path('M0 340 C60 300 100 360 160 330 C220 300 260 360 320 330 C360 310 390 330 400 340 V400 H0Z', '#6aa84f')]],
  night: ['Night sky plane skin', '#1d2951', ['#2d3a8c', '#7b4fb5', '#ffd23f'], [star(60, 70, 8, '#fff'), star(330, 60, 6, '#fff'), star(90, 330, 7, '#fff'), circle(320, 310, 34, '#f7f3c6'), circle(336, 300, 30, '#1d2951')]],
};
const plane = (value) => {
  const [title, bg, [body, wing, trim], scene] = PLANES[value];
  return svg(title, bg, [...scene, g('rotate(-20 200 200)', [
    path('M200 60 C220 60 228 100 228 140 L228 300 C228 330 172 330 172 300 L172 140 C172 100 180 60 200 60Z', body),
    path('M172 170 L60 240 L60 265 L172 230Z M228 170 L340 240 L340 265 L228 230Z', wing), path('M172 290 L130 330 L130 345 L200 320 L270 345 L270 330 L228 290Z', wing),
    ellipse(200, 120, 14, 26, '#cfe8ff'), rect(186, 200, 28, 10, 5, trim), star(200, 255, 14, trim),
  ])]);
};

const TORTOISES = { teal: ['Teal tortoise', '#1fa5a0', '#147a76'], orange: ['Orange tortoise', '#f28c28', '#c4661a'], purple: ['Purple tortoise', '#8e5cc8', '#6a3fa0'] };
const tortoise = (value) => {
  const [title, shell, dark] = TORTOISES[value];
  return svg(title, '#f3fbe9', [
    path('M0 320 H400 V400 H0Z', '#cfe8b0'), ellipse(305, 250, 48, 34, '#b8d98a'), circle(338, 238, 6, '#333'), path('M318 262 Q330 270 342 262', 'none', { stroke: '#333', 'stroke-width': 3 }),
    ...[[120, 300], [170, 310], [230, 310], [280, 300]].map(([x, y]) => ellipse(x, y, 20, 26, '#b8d98a')), ellipse(85, 255, 22, 10, '#b8d98a'),
    path('M90 270 C90 150 310 150 310 270Z', shell), path(`M${points(6, 44, 0.87, 200, 225, 0)}Z`, dark), path('M118 262 L150 200 M282 262 L250 200 M155 268 L170 220 M245 268 L230 220', 'none', { stroke: dark, 'stroke-width': 6 }), rect(88, 262, 224, 14, 7, dark),
  ]);
};

const LEVEL_ICONS = { typing: [rect(150, 250, 100, 50, 8, '#fff'), ...Array.from({ length: 8 }, (_, i) => rect(158 + (i % 4) * 22, 258 + Math.floor(i / 4) * 20, 16, 14, 3, '#2d7dd2'))], plane: [path('M200 240 L215 270 L260 285 L260 295 L215 290 L210 310 L225 320 L175 320 L190 310 L185 290 L140 295 L140 285 L185 270Z', '#fff')] };
const level = (title, icon, stars) => svg(title, '#e8f0ff', [
  path('M140 150 V110 C140 40 260 40 260 110', 'none', { stroke: '#9aa5b8', 'stroke-width': 22, 'stroke-linecap': 'round', transform: 'rotate(-18 260 150)' }),
  rect(110, 150, 180, 180, 28, '#2d7dd2'), ...LEVEL_ICONS[icon],
  ...Array.from({ length: stars }, (_, i) => star(200 + (i - (stars - 1) / 2) * 46, 200, 20, '#ffd23f')),
]);

const FILES = {
  'ps-pencils': pencils, 'ps-notebook': notebook, 'ps-erasers': erasers, 'ps-headphones': headphones, 'ps-pouch': pouch, 'ps-plush': plush,
  ...Object.fromEntries(Object.keys(FRAMES).map((v) => [`ps-frame-${v}`, () => frame(v)])),
  ...Object.fromEntries(Object.keys(PLANES).map((v) => [`ps-plane-${v}`, () => plane(v)])),
  ...Object.fromEntries(Object.keys(TORTOISES).map((v) => [`ps-tortoise-${v}`, () => tortoise(v)])),
  'ps-level-typing-intermediate': () => level('Typing practice: intermediate level', 'typing', 2),
  'ps-level-plane-advanced': () => level('Plane battle: advanced level', 'plane', 3),
};

mkdirSync(OUT, { recursive: true });
for (const [sku, draw] of Object.entries(FILES)) writeFileSync(new URL(`${sku}.svg`, OUT), draw());
console.log(`wrote ${Object.keys(FILES).length} pictures to ${OUT.pathname}`);
