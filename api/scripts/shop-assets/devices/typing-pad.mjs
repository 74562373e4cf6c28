// The typing pad (T100, T200) and its stylus, drawn in the pad's own coordinates.
import { daStrokes, tianGrid } from '../scenes.mjs';
import { circle, g, path, poly, rect, star, text } from '../svg.mjs';

export const PAD_W = 640;
export const PAD_H = 330;

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
export function typingPad(p, { model, screen, pro = false }) {
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

export const padSlab = (fill) => rect(0, 0, PAD_W, PAD_H, 36, fill);

/** Stylus, tip at (0, 0), barrel along +x. */
export const stylus = () =>
  [
    path('M0 0 L28 -7 L28 7 Z', '#9aa6b8'),
    circle(1.5, 0, 2.5, '#3b4252'),
    rect(24, -9, 64, 18, 7, '#4a6193'),
    rect(82, -9, 200, 18, 9, '#b9c6dc'),
    rect(96, -9, 170, 5, 2.5, '#ffffff', { opacity: 0.5 }),
    rect(82, 3, 200, 6, 3, '#8d9dba', { opacity: 0.6 }),
    rect(268, -9, 32, 18, 9, '#5fd3ff'),
  ].join('');
