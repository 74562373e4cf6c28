// SVG building blocks for the shop illustrations: elements, 2-D affine matrices and the document wrapper.

const FF = 'Noto Sans CJK SC, sans-serif';
/** Numbers rounded to 2 decimals so floating-point noise never reaches the files. */
export const f = (v) => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? f(v) : esc(v)}"`)
    .join('');
export const el = (name, a, children) => (children === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${children}</${name}>`);
export const rect = (x, y, width, height, r, fill, extra = {}) => el('rect', { x, y, width, height, rx: r || undefined, fill, ...extra });
export const circle = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx, cy, rx, ry, fill, extra = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d, fill, extra = {}) => el('path', { d, fill, ...extra });
export const line = (x1, y1, x2, y2, stroke, width, extra = {}) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });
export const g = (transform, children, extra = {}) => el('g', { transform, ...extra }, Array.isArray(children) ? children.join('') : children);
export const text = (x, y, s, { size = 16, fill = '#222', weight, anchor, ls, opacity, ...rest } = {}) =>
  el('text', { x, y, 'font-family': FF, 'font-size': size, 'font-weight': weight, 'text-anchor': anchor, 'letter-spacing': ls, fill, opacity, ...rest }, esc(s));
const pts = (list) => list.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L');
export const poly = (list, fill, extra = {}) => path(`M${pts(list)}Z`, fill, extra);

/** Five-pointed star path centred on (cx, cy). */
export const star = (cx, cy, r, inner = 0.45) => {
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
export const chain = (...ms) => ms.reduce((acc, m) => mul(acc, m));
export const T = (x, y) => [1, 0, 0, 1, x, y];
export const S = (x, y = x) => [x, 0, 0, y, 0, 0];
export const R = (deg) => {
  const a = (deg * Math.PI) / 180;
  return [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0];
};
export const apply = (m, x, y) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
export const mstr = (m) => `matrix(${m.map(f).join(' ')})`;
/** A flat object lying on a table seen from above at an angle: rotate, then squash vertically. */
export const tableView = (cx, cy, w, h, { rot = -18, tilt = 0.6, scale = 1 } = {}) => chain(T(cx, cy), S(scale, scale * tilt), R(rot), T(-w / 2, -h / 2));
/** Gives a flat shape thickness by stacking copies of it downwards in screen space. */
export const extrude = (shape, depth, fill) => {
  const out = [];
  for (let t = depth; t > 0; t -= 2) out.push(g(`translate(0 ${f(t)})`, shape(fill)));
  return out.join('');
};

export const SHADOW = '#1b2540';

export function svgDoc(title, body, defs = '') {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" font-family="${FF}" role="img" aria-label="${esc(title)}">`,
    `<title>${esc(title)}</title>`,
    defs ? `<defs>${defs}</defs>` : '',
    body,
    '</svg>',
    '',
  ].filter((s, i, all) => s !== '' || i === all.length - 1).join('\n');
}
