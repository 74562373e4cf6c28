// The dictionary pens (D300, D500) and their screens, drawn in the pen's own coordinates.
import { daStrokes, speakerIcon, tianGrid } from '../scenes.mjs';
import { circle, g, mstr, path, poly, rect, SHADOW, text } from '../svg.mjs';

export const PEN_L = 560;

/** Dictionary pen, scanner tip at (0, 0) pointing left, barrel along +x, 96 thick. */
export function dictPen(p, { model, screen, colour = false, lanyard = false }) {
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

export const penSlab = (fill) => rect(4, -48, PEN_L - 4, 96, 46, fill);

export const D300_SCREEN = (x, y) =>
  [
    text(x + 12, y + 28, '苹果', { size: 22, fill: '#ffffff', weight: 500 }),
    text(x + 64, y + 26, 'píngguǒ', { size: 12, fill: '#8fe3ff' }),
    text(x + 12, y + 49, 'apple', { size: 13, fill: '#c8d2df' }),
    speakerIcon(x + 168, y + 34, 16, '#8fe3ff'),
  ].join('');

export const D500_SCREEN = (x, y, w) =>
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

/** The two pens as the illustrations draw them (the D300 with its lanyard, the D500 with its colour screen). */
export const D300 = { model: 'D300', screen: D300_SCREEN, lanyard: true };
export const D500 = { model: 'D500', screen: D500_SCREEN, colour: true };

/**
 * The pen `pen` placed by the matrix M, over its soft shadow: the pen's outline moved (dx, dy) on the
 * page. Two elements, to spread into a drawing's list.
 */
export const shadowedPen = (p, M, pen, { dx = 14, dy = 30, opacity = 0.12 } = {}) => [
  g(`translate(${dx} ${dy}) ${mstr(M)}`, penSlab(SHADOW), { opacity }),
  g(mstr(M), dictPen(p, pen)),
];
