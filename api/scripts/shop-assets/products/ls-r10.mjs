// LS-R10: its palette, its two illustrations and its quick-start guide's text.
import { RD_H, RD_W, storyReader } from '../devices/story-reader.mjs';
import { studio, tableBg } from '../scenes.mjs';
import { chain, circle, ellipse, extrude, g, mstr, path, R, rect, S, SHADOW, star, svgDoc, T, text } from '../svg.mjs';

export default {
  sku: 'LS-R10',
  nameEn: 'LearnStar Story Reader R10',
  nameZh: '学习星故事阅读器 R10',
  palette: { bg: '#e8f6ee', bg2: '#cfeedb', accent: '#3aa56b', table: '#d1ebdb', body: '#3aa56b', dark: '#287a4e', light: '#72c896' },
  images: [
    (p) =>
      svgDoc('LearnStar Story Reader R10 showing a picture story, front view', [
        studio(p),
        ellipse(400, 604, 250, 24, SHADOW, { opacity: 0.12 }),
        g(`translate(${400 - RD_W / 2} ${400 - RD_H / 2 + 10})`, storyReader(p, { model: 'R10', clipId: 'r10-screen-1' })),
      ].join('\n')),
    (p) => {
      const M = chain(T(400, 500), S(0.78, 0.78 * 0.6), R(-14), T(17, 0));
      const card = (x, y, rot, fill, title, art) => {
        const C = chain(M, T(x, y), R(rot));
        const slab = (c) => g(mstr(C), rect(-75, -100, 150, 200, 14, c));
        return [
          g('translate(8 14)', slab(SHADOW), { opacity: 0.1 }),
          extrude(slab, 6, '#d7dde2'),
          g(mstr(C), [
            rect(-75, -100, 150, 200, 14, '#ffffff'),
            rect(-63, -88, 126, 120, 10, fill),
            art,
            text(0, 66, title, { size: 22, fill: '#1f3b2b', anchor: 'middle', weight: 700 }),
          ]),
        ].join('');
      };
      const RM = chain(M, T(-440, -175));
      const reader = (c) => g(mstr(RM), rect(0, 0, RD_W, RD_H, 42, c));
      return svgDoc('LearnStar Story Reader R10 on a desk with story cards', [
        tableBg(p, 300),
        g('translate(14 28)', reader(SHADOW), { opacity: 0.12 }),
        extrude(reader, 18, p.dark),
        g(mstr(RM), storyReader(p, { model: 'R10', clipId: 'r10-screen-2', page: '1/12' })),
        card(200, -120, 10, '#ffe08a', '小兔子', [circle(0, -40, 26, '#ffffff'), ellipse(-10, -76, 7, 20, '#ffffff'), ellipse(10, -76, 7, 20, '#ffffff'), circle(-8, -44, 3, '#333'), circle(8, -44, 3, '#333'), circle(0, -34, 3, '#ff8fa3')].join('')),
        card(330, 20, -8, '#2d3a6b', '月亮船', [circle(-6, -32, 32, '#ffd34d'), circle(10, -44, 28, '#2d3a6b'), path('M-40 6 Q0 22 40 6 L30 -4 H-30 Z', '#ff8a5b'), path(star(34, -68, 8), '#ffffff'), path(star(-42, -66, 5), '#ffffff')].join('')),
        card(185, 115, 5, '#bde8c8', '大西瓜', [path('M-42 -40 A42 42 0 0 0 42 -40 Z', '#3f9a55'), path('M-34 -40 A34 34 0 0 0 34 -40 Z', '#ff6b6b'), circle(-12, -28, 3, '#222'), circle(8, -22, 3, '#222'), circle(20, -32, 3, '#222')].join('')),
      ].join('\n'));
    },
  ],
  guide: {
    boxEn: ['Story reader', '20 story cards', 'USB-C cable'],
    boxZh: ['故事阅读器', '20 张故事卡', 'USB-C 数据线'],
    stepsEn: [
      'Charge the reader with the USB-C cable for about 2 hours before first use. The light turns green when it is full.',
      'Press the round button under the screen to switch on.',
      'Choose a level, then a story. The 120 picture stories are graded from easy to harder.',
      'Press the speaker on the screen to hear the story read aloud, and use the arrow buttons on each side to turn the pages.',
      'After reading, use the story cards: each card has questions and new words for one story to talk about together.',
    ],
    stepsZh: [
      '首次使用前，请用 USB-C 数据线充电约 2 小时。指示灯变绿即表示充满。',
      '按屏幕下方的圆形按键开机。',
      '先选择级别，再选择故事。120 个绘本故事按难度由浅入深分级。',
      '点屏幕上的喇叭图标即可听故事朗读，按两侧的箭头键翻页。',
      '读完后可使用故事卡：每张卡片附有一个故事的问题和生词，方便亲子一起讨论。',
    ],
    careEn: [
      'Keep the reader and the paper story cards dry, and away from direct sun.',
      'Set a comfortable volume and take a break after 30 minutes of screen time.',
      'Clean the screen with a soft, dry cloth. Do not use alcohol or cleaning sprays.',
    ],
    careZh: [
      '请保持阅读器和纸质故事卡干燥，并避免阳光直射。',
      '请把音量调到合适的大小，连续使用 30 分钟后应休息一下眼睛。',
      '请用柔软的干布清洁屏幕，勿使用酒精或清洁喷雾。',
    ],
  },
};
