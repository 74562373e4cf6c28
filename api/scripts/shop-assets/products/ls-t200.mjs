// LS-T200: its palette, its two illustrations and its quick-start guide's text.
import { PAD_H, PAD_W, padSlab, stylus, typingPad } from '../devices/typing-pad.mjs';
import { studio, tableBg } from '../scenes.mjs';
import { apply, circle, ellipse, extrude, f, g, mstr, path, rect, SHADOW, svgDoc, tableView, text } from '../svg.mjs';

export default {
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
};
