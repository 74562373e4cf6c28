// LS-D500: its palette, its two illustrations and its quick-start guide's text.
import { D500, D500_SCREEN, PEN_L, shadowedPen } from '../devices/dictionary-pen.mjs';
import { studio } from '../scenes.mjs';
import { apply, chain, circle, f, g, poly, R, rect, S, SHADOW, svgDoc, T, text } from '../svg.mjs';

export default {
  sku: 'LS-D500',
  nameEn: 'LearnStar Dictionary Pen D500',
  nameZh: '学习星词典笔 D500',
  palette: { bg: '#f2ecff', bg2: '#e2d6fb', accent: '#7b4fd1', table: '#e4dbf7', body: '#7b4fd1', dark: '#5531a3', light: '#a88ae8' },
  images: [
    (p) => {
      const M = chain(T(400, 410), R(-30), T(-PEN_L / 2, 0));
      return svgDoc('LearnStar Dictionary Pen D500 with colour screen, front view', [
        studio(p),
        ...shadowedPen(p, M, D500),
      ].join('\n'));
    },
    (p) => {
      const M = chain(T(236, 574), R(-35), S(0.8), T(-PEN_L / 2, 0));
      const [scx, scy] = apply(M, 116 + 125, 0);
      const cx = 548;
      const cy = 262;
      const r = 196;
      const len = Math.hypot(cx - scx, cy - scy);
      const [nx, ny] = [(cy - scy) / len, -(cx - scx) / len];
      const k = 1.12;
      return svgDoc('LearnStar Dictionary Pen D500, close-up of the colour screen showing stroke order', [
        studio(p),
        poly([[scx + 10 * nx, scy + 10 * ny], [cx + r * nx, cy + r * ny], [cx - r * nx, cy - r * ny], [scx - 10 * nx, scy - 10 * ny]], p.light, { opacity: 0.3 }),
        ...shadowedPen(p, M, D500, { dx: 18, dy: 40 }),
        circle(cx + 8, cy + 14, r, SHADOW, { opacity: 0.1 }),
        circle(cx, cy, r, '#ffffff', { stroke: p.body, 'stroke-width': 10 }),
        g(`translate(${f(cx - 134 * k)} ${f(cy - 12 - 88 * k)}) scale(${k})`, [
          rect(0, 0, 268, 88, 14, '#141a24'),
          rect(9, 9, 250, 70, 8, '#fffaf0'),
          D500_SCREEN(9, 9, 250),
        ]),
        text(cx, cy + 58, '笔顺  ·  朗读  ·  录音', { size: 20, fill: p.dark, anchor: 'middle', weight: 500 }),
        ...['#ef4444', '#f59e0b', '#3b82f6'].map((c, i) => circle(cx - 24 + i * 24, cy + 96, 8, c)),
      ].join('\n'));
    },
  ],
  guide: {
    boxEn: ['Dictionary pen', 'Charging cable', 'Earphones', 'Storage case'],
    boxZh: ['词典笔', '充电线', '耳机', '收纳盒'],
    stepsEn: [
      'Charge the pen with the charging cable for about 2 hours before first use. The light turns green when it is full.',
      'Press the round button to switch on. The colour screen shows the home menu.',
      'Hold the pen tip on the page just before a word or sentence, press down lightly and glide across it from left to right.',
      'Press the speaker on the screen to hear the text read aloud. Plug in the earphones for quiet study.',
      'Hold the red button to record your own reading, then release it to play it back and compare.',
    ],
    stepsZh: [
      '首次使用前，请用充电线充电约 2 小时。指示灯变绿即表示充满。',
      '按圆形按键开机，彩色屏幕会显示主菜单。',
      '把笔尖放在词语或句子前方的纸面上，轻轻按下，从左到右滑过。',
      '点屏幕上的喇叭图标即可听朗读。安静学习时请插上耳机。',
      '按住红色按键录下自己的朗读，松开后即可回放对比。',
    ],
    careEn: [
      'Keep the volume low when using the earphones, and take a break after 1 hour of listening.',
      'Keep the pen in its case when it is not in use, and wipe the scanner window gently with a soft, dry cloth.',
      'Do not drop the pen or let it get wet. The earphone cable is not a toy: keep it away from children under 3.',
    ],
    careZh: [
      '使用耳机时请把音量调低，连续听 1 小时后应休息。',
      '不使用时请把词典笔放进收纳盒，可用柔软的干布轻轻擦拭扫描窗口。',
      '请勿摔落词典笔或让它受潮。耳机线不是玩具，请放在 3 岁以下儿童拿不到的地方。',
    ],
  },
};
