// LS-D300: its palette, its two illustrations and its quick-start guide's text.
import { D300, PEN_L, shadowedPen } from '../devices/dictionary-pen.mjs';
import { ORANGE } from './palettes.mjs';
import { speakerIcon, studio, tableBg } from '../scenes.mjs';
import { chain, circle, ellipse, g, path, R, rect, S, svgDoc, T, text } from '../svg.mjs';

export default {
  sku: 'LS-D300',
  nameEn: 'LearnStar Dictionary Pen D300',
  nameZh: '学习星词典笔 D300',
  palette: ORANGE,
  images: [
    (p) => {
      const M = chain(T(392, 410), R(-30), T(-PEN_L / 2, 0));
      return svgDoc('LearnStar Dictionary Pen D300, front view', [
        studio(p),
        ...shadowedPen(p, M, D300),
      ].join('\n'));
    },
    (p) => {
      const lines = ['我喜欢吃苹果。', '妈妈买了很多水果。', '红红的苹果真好吃！', '我们一起吃吧。'];
      const page = [
        rect(118, 182, 570, 480, 18, '#e9dcc8'),
        rect(112, 170, 570, 480, 18, '#ffffff'),
        rect(112, 170, 570, 480, 18, 'none', { stroke: '#ecdcc4', 'stroke-width': 2 }),
        text(150, 222, '第七课  水果', { size: 18, fill: p.dark, weight: 700 }),
        rect(150, 234, 120, 3, 1.5, p.light),
        rect(296, 266, 80, 48, 8, '#38cfff', { opacity: 0.3 }),
        rect(296, 310, 80, 4, 2, '#38cfff'),
        ...lines.map((s, i) => text(152, 302 + i * 76, s, { size: 34, fill: '#343a40', ls: 2 })),
        circle(576, 560, 46, '#ef4444'),
        ellipse(560, 542, 12, 18, '#ffffff', { opacity: 0.25 }),
        path('M576 516 Q578 500 586 492', 'none', { stroke: '#7a4b26', 'stroke-width': 5, 'stroke-linecap': 'round' }),
        path('M584 506 Q604 486 622 500 Q604 518 584 506 Z', '#4caf50'),
        text(640, 636, '28', { size: 14, fill: '#9aa0a6', anchor: 'end' }),
      ];
      const tip = [378, 296];
      const penM = chain(T(...tip), R(-36), S(0.74));
      return svgDoc('LearnStar Dictionary Pen D300 scanning a word in a Chinese textbook', [
        tableBg(p, 800),
        g('rotate(-3 400 420)', [
          ...page,
          ...shadowedPen(p, penM, D300, { dx: 12, dy: 18, opacity: 0.16 }),
        ]),
        g('translate(74 52)', [
          rect(0, 0, 250, 86, 18, '#ffffff'),
          rect(0, 0, 250, 86, 18, 'none', { stroke: p.light, 'stroke-width': 2 }),
          path('M176 84 L204 120 L204 84 Z', '#ffffff'),
          path('M176 85 L204 120 L204 86', 'none', { stroke: p.light, 'stroke-width': 2, 'stroke-linejoin': 'round' }),
          text(22, 44, '苹果', { size: 28, fill: '#1f2933', weight: 700 }),
          text(88, 42, 'píngguǒ', { size: 18, fill: p.dark }),
          text(22, 72, 'apple', { size: 18, fill: '#52606d' }),
          speakerIcon(208, 52, 24, p.body),
        ]),
      ].join('\n'));
    },
  ],
  guide: {
    boxEn: ['Dictionary pen', 'Charging cable', 'Lanyard'],
    boxZh: ['词典笔', '充电线', '挂绳'],
    stepsEn: [
      'Charge the pen with the charging cable for about 1.5 hours before first use. The light turns green when it is full.',
      'Press the round button to switch on. The dictionary works offline, so no Wi-Fi is needed.',
      'Hold the pen tip on the page just before a word, press down lightly and glide across the word from left to right.',
      'The word, its pinyin and its meaning appear on the screen. Press the long button to see the stroke order of each character.',
      'To switch off, hold the round button for 3 seconds. The pen also switches off by itself after 5 minutes without use.',
    ],
    stepsZh: [
      '首次使用前，请用充电线充电约 1.5 小时。指示灯变绿即表示充满。',
      '按圆形按键开机。词典可离线使用，无需连接 Wi-Fi。',
      '把笔尖放在词语前方的纸面上，轻轻按下，从左到右滑过整个词语。',
      '屏幕上会显示词语、拼音和释义。按长条按键可查看每个汉字的笔顺。',
      '长按圆形按键 3 秒关机。连续 5 分钟不使用时，词典笔会自动关机。',
    ],
    careEn: [
      'Keep the scanner window at the tip clean: wipe it gently with a soft, dry cloth.',
      'Never hang the lanyard around a child\'s neck while playing or sleeping, and keep it away from children under 3.',
      'Do not drop the pen or let it get wet, and do not leave it in direct sun.',
    ],
    careZh: [
      '请保持笔尖扫描窗口清洁，可用柔软的干布轻轻擦拭。',
      '玩耍或睡觉时切勿把挂绳挂在孩子的脖子上，并请放在 3 岁以下儿童拿不到的地方。',
      '请勿摔落词典笔或让它受潮，也不要放在阳光直射处。',
    ],
  },
};
