// Backgrounds and small motifs the product illustrations share.
import { circle, f, g, line, path, rect, star } from './svg.mjs';

/** n=1 background: soft colour, two large discs and a few sparkles. */
export const studio = (p) =>
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
export const tableBg = (p, horizon = 430) =>
  [
    rect(0, 0, 800, 800, 0, p.bg),
    circle(660, 120, 190, p.bg2, { opacity: 0.8 }),
    path(star(120, 110, 16), p.accent, { opacity: 0.3 }),
    circle(250, 70, 6, p.accent, { opacity: 0.25 }),
    rect(0, horizon, 800, 800 - horizon, 0, p.table),
    rect(0, horizon, 800, 4, 0, '#ffffff', { opacity: 0.55 }),
  ].join('');

/** The three strokes of 大 in a 100×100 box (stroke order: 一, 丿, ㇏). */
export const daStrokes = (colors, width) =>
  [
    'M18 40 Q50 37 82 38',
    'M50 12 C51 46 40 72 14 90',
    'M53 48 C62 66 74 80 88 88',
  ]
    .map((d, i) => path(d, 'none', { stroke: colors[i % colors.length], 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }))
    .join('');

/** 田字格 practice square. */
export const tianGrid = (x, y, s, color, opacity = 0.5) =>
  [
    rect(x, y, s, s, 3, 'none', { stroke: color, 'stroke-width': 1.5, opacity }),
    line(x + s / 2, y, x + s / 2, y + s, color, 1, { 'stroke-dasharray': '4 4', opacity: opacity * 0.7 }),
    line(x, y + s / 2, x + s, y + s / 2, color, 1, { 'stroke-dasharray': '4 4', opacity: opacity * 0.7 }),
    line(x, y, x + s, y + s, color, 1, { 'stroke-dasharray': '3 5', opacity: opacity * 0.45 }),
    line(x + s, y, x, y + s, color, 1, { 'stroke-dasharray': '3 5', opacity: opacity * 0.45 }),
  ].join('');

export const speakerIcon = (x, y, s, color) =>
  g(`translate(${f(x)} ${f(y)}) scale(${f(s / 24)})`, [
    path('M2 9 H7 L13 4 V20 L7 15 H2 Z', color),
    path('M16 8 Q19 12 16 16 M18.5 5.5 Q24 12 18.5 18.5', 'none', { stroke: color, 'stroke-width': 2, 'stroke-linecap': 'round' }),
  ]);
