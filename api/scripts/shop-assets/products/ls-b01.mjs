// LS-B01: its palette, its two illustrations and its quick-start guide's text.
import { D300, dictPen, PEN_L, penSlab } from '../devices/dictionary-pen.mjs';
import { PAD_H, PAD_W, typingPad } from '../devices/typing-pad.mjs';
import { BLUE, ORANGE } from './palettes.mjs';
import { studio } from '../scenes.mjs';
import { chain, circle, ellipse, g, mstr, path, poly, R, rect, S, SHADOW, star, svgDoc, T, text } from '../svg.mjs';

export default {
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
        g(mstr(chain(T(x0 + 440, y0 + 150), R(-32), S(0.36), T(-PEN_L / 2, 0))), dictPen(ORANGE, D300)),
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
        g(mstr(chain(T(410, 438), S(0.62), T(-PEN_L / 2, 0))), dictPen(ORANGE, D300)),
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
};
