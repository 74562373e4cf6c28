// The felt sleeve (B01), drawn in its own coordinates.
import { circle, el, path, rect, star, text } from '../svg.mjs';

export const SL_W = 640;
export const SL_H = 300;

/** Felt sleeve front panel with zip, stitching, embroidered logo and woven side tag. */
export function sleeveFront(p, { feltId, zipId, model }) {
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

export const sleeveDefs = (p, feltId, zipId) =>
  [
    el('pattern', { id: feltId, width: 12, height: 12, patternUnits: 'userSpaceOnUse' }, [
      circle(2, 3, 1.2, '#ffffff', { opacity: 0.18 }),
      circle(8, 9, 1.2, p.dark, { opacity: 0.22 }),
      circle(9, 2, 0.8, '#ffffff', { opacity: 0.12 }),
    ].join('')),
    el('pattern', { id: zipId, width: 7, height: 10, patternUnits: 'userSpaceOnUse' }, rect(0, 1, 4, 8, 1, '#cfd3d8')),
  ].join('');
