// LS-A01: its palette, its two illustrations and its quick-start guide's text.
import { SL_H, SL_W, sleeveDefs, sleeveFront } from '../devices/sleeve.mjs';
import { PAD_W, typingPad } from '../devices/typing-pad.mjs';
import { BLUE } from './palettes.mjs';
import { studio } from '../scenes.mjs';
import { circle, ellipse, g, path, rect, SHADOW, star, svgDoc, text } from '../svg.mjs';

export default {
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
};
