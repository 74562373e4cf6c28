// LS-T100: its palette, its two illustrations and its quick-start guide's text.
import { PAD_H, PAD_W, padSlab, typingPad } from '../devices/typing-pad.mjs';
import { BLUE } from './palettes.mjs';
import { studio, tableBg } from '../scenes.mjs';
import { ellipse, extrude, g, mstr, path, rect, SHADOW, star, svgDoc, tableView, text } from '../svg.mjs';

export default {
  sku: 'LS-T100',
  nameEn: 'LearnStar Typing Pad T100',
  nameZh: '学习星打字板 T100',
  palette: BLUE,
  images: [
    (p) => {
      const screen = (x, y, w) =>
        [
          ...['wǒ', 'ài', 'xué', 'zhōng', 'wén'].map((py, i) => text(x + 46 + i * 42, y + 30, py, { size: 12, fill: '#7a88a6', anchor: 'middle' })),
          ...[...'我爱学中文'].map((c, i) => text(x + 46 + i * 42, y + 78, c, { size: 38, fill: '#1b2a4a', anchor: 'middle', weight: 500 })),
          rect(x + 240, y + 46, 3, 40, 1.5, p.body),
          path(star(x + w - 64, y + 46, 24), '#ffc53d'),
          text(x + w - 64, y + 90, '+10', { size: 14, fill: '#d48a00', anchor: 'middle', weight: 700 }),
        ].join('');
      const pad = typingPad(p, { model: 'T100', screen });
      return svgDoc('LearnStar Typing Pad T100, front view', [
        studio(p),
        ellipse(400, 584, 300, 26, SHADOW, { opacity: 0.12 }),
        g(`translate(${400 - PAD_W / 2} ${400 - PAD_H / 2 + 10})`, pad),
      ].join('\n'));
    },
    (p) => {
      const screen = (x, y, w) => {
        const cands = ['你好', '你', '拟', '泥', '妮'];
        let cx = x + 24;
        const c = [];
        cands.forEach((word, i) => {
          const width = 30 + word.length * 24;
          if (i === 0) c.push(rect(cx - 6, y + 50, width, 38, 8, p.body));
          c.push(text(cx + 2, y + 76, `${i + 1}`, { size: 12, fill: i === 0 ? '#cfe0ff' : '#8a97b3' }));
          c.push(text(cx + 14, y + 78, word, { size: 22, fill: i === 0 ? '#ffffff' : '#1b2a4a', weight: 500 }));
          cx += width + 12;
        });
        return [
          text(x + 24, y + 34, 'ni hao', { size: 20, fill: '#1b2a4a', weight: 500 }),
          rect(x + 24, y + 40, 64, 2, 1, p.body),
          rect(x + 92, y + 16, 2.5, 24, 1, p.body),
          rect(x + 16, y + 46, w - 32, 46, 10, 'none', { stroke: '#cddaf3', 'stroke-width': 1.5 }),
          ...c,
          text(x + w - 24, y + 34, '拼音', { size: 13, fill: p.body, anchor: 'end', weight: 500 }),
        ].join('');
      };
      const M = tableView(400, 470, PAD_W, PAD_H, { rot: -18, tilt: 0.62, scale: 0.98 });
      const slab = (fill) => g(mstr(M), padSlab(fill));
      return svgDoc('LearnStar Typing Pad T100 lying on a desk, typing pinyin', [
        tableBg(p, 330),
        g('translate(16 34)', slab(SHADOW), { opacity: 0.12 }),
        extrude(slab, 20, p.dark),
        g(mstr(M), typingPad(p, { model: 'T100', screen })),
      ].join('\n'));
    },
  ],
  guide: {
    boxEn: ['Typing pad', 'USB-C cable', 'Quick-start guide'],
    boxZh: ['打字板', 'USB-C 数据线', '快速入门指南'],
    stepsEn: [
      'Charge the pad with the USB-C cable for about 2 hours before first use. The light turns green when it is full; a full charge lasts about 10 hours.',
      'Hold the power button for 3 seconds to switch on, then choose English or 中文 for the menus.',
      'Press the 中/英 key to switch to pinyin input. Type the pinyin (for example "nihao") and press a number key to pick the characters.',
      'Open Lessons and choose your child\'s level to start the typing practice.',
      'To switch off, hold the power button for 3 seconds. The pad goes to sleep by itself after 10 minutes without use.',
    ],
    stepsZh: [
      '首次使用前，请用 USB-C 数据线充电约 2 小时。指示灯变绿即表示充满，充满一次可使用约 10 小时。',
      '长按电源键 3 秒开机，然后选择菜单语言（English 或中文）。',
      '按“中/英”键切换到拼音输入。输入拼音（例如“nihao”），再按数字键选择汉字。',
      '打开“课程”，选择孩子的程度，开始打字练习。',
      '长按电源键 3 秒关机。连续 10 分钟不使用时，打字板会自动休眠。',
    ],
    careEn: [
      'Keep the pad away from water, and do not leave it in direct sun or in a hot car.',
      'Charge only with a 5 V USB charger. Children under 8 should charge the pad with an adult nearby.',
      'Clean with a soft, dry cloth. Do not use alcohol or cleaning sprays on the screen or keys.',
    ],
    careZh: [
      '请勿让打字板接触水，也不要放在阳光直射处或高温的车内。',
      '只可使用 5 V USB 充电器充电。8 岁以下儿童充电时应有成人在旁。',
      '请用柔软的干布清洁，勿在屏幕或按键上使用酒精或清洁喷雾。',
    ],
  },
};
