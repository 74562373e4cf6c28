// The story reader (R10), drawn in its own coordinates.
import { speakerIcon } from '../scenes.mjs';
import { circle, el, ellipse, g, line, path, poly, rect, text } from '../svg.mjs';

export const RD_W = 520;
export const RD_H = 350;

/** Story reader with a picture story on screen. */
export function storyReader(p, { model, clipId, page = '3/12', title = '小熊去野餐' }) {
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
