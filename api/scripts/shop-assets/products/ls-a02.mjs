// LS-A02: its palette, its two illustrations and its quick-start guide's text.
import { studio } from '../scenes.mjs';
import { circle, ellipse, g, path, rect, SHADOW, star, svgDoc, text } from '../svg.mjs';

export default {
  sku: 'LS-A02',
  nameEn: 'Children\'s headphones',
  nameZh: '儿童耳机',
  palette: { bg: '#fff0f5', bg2: '#ffd9e7', accent: '#f27aa6', table: '#fbdde8', body: '#f27aa6', dark: '#cf5186', light: '#ffb3cf' },
  images: [
    (p) =>
      svgDoc('LearnStar children\'s headphones, front view', [
        studio(p),
        ellipse(400, 650, 230, 22, SHADOW, { opacity: 0.12 }),
        path('M272 256 L286 178 L344 220 Z', p.body, { stroke: p.body, 'stroke-width': 14, 'stroke-linejoin': 'round' }),
        path('M528 256 L514 178 L456 220 Z', p.body, { stroke: p.body, 'stroke-width': 14, 'stroke-linejoin': 'round' }),
        path('M286 232 L292 198 L320 218 Z', p.light, { stroke: p.light, 'stroke-width': 6, 'stroke-linejoin': 'round' }),
        path('M514 232 L508 198 L480 218 Z', p.light, { stroke: p.light, 'stroke-width': 6, 'stroke-linejoin': 'round' }),
        path('M246 470 C246 170 554 170 554 470', 'none', { stroke: p.body, 'stroke-width': 46, 'stroke-linecap': 'round' }),
        path('M300 300 C336 252 464 252 500 300', 'none', { stroke: p.light, 'stroke-width': 20, 'stroke-linecap': 'round' }),
        text(400, 241, 'A02', { size: 12, fill: '#ffffff', anchor: 'middle', weight: 700, ls: 1.5, opacity: 0.8 }),
        rect(235, 420, 22, 64, 8, '#e2e5ea'),
        rect(543, 420, 22, 64, 8, '#e2e5ea'),
        rect(266, 470, 40, 150, 18, p.dark),
        rect(494, 470, 40, 150, 18, p.dark),
        rect(176, 452, 108, 186, 52, p.body),
        rect(516, 452, 108, 186, 52, p.body),
        rect(190, 470, 18, 150, 9, '#ffffff', { opacity: 0.25 }),
        rect(530, 470, 18, 150, 9, '#ffffff', { opacity: 0.25 }),
        path(star(240, 545, 18), '#ffffff', { opacity: 0.85 }),
        path(star(570, 545, 18), '#ffffff', { opacity: 0.85 }),
        path('M230 636 C226 700 300 706 340 682 S420 640 452 690', 'none', { stroke: '#5b5f66', 'stroke-width': 6, 'stroke-linecap': 'round' }),
        g('translate(452 690) rotate(58)', [rect(-6, -10, 34, 20, 6, '#3c4047'), rect(28, -4, 26, 8, 4, '#c9ced6'), rect(38, -4, 3, 8, 0, '#3c4047')]),
      ].join('\n')),
    (p) =>
      svgDoc('LearnStar children\'s headphones, side view with volume limit', [
        studio(p),
        ellipse(420, 660, 250, 22, SHADOW, { opacity: 0.12 }),
        ellipse(532, 432, 66, 108, p.dark),
        ellipse(522, 432, 48, 88, '#b94176'),
        path('M318 360 C300 150 540 110 534 324', 'none', { stroke: p.body, 'stroke-width': 46, 'stroke-linecap': 'round' }),
        path('M352 262 C376 196 470 176 506 232', 'none', { stroke: p.light, 'stroke-width': 18, 'stroke-linecap': 'round' }),
        rect(306, 326, 26, 60, 9, '#e2e5ea'),
        circle(338, 488, 136, p.dark),
        circle(326, 488, 130, p.body),
        circle(326, 488, 96, p.light),
        circle(326, 488, 96, 'none', { stroke: '#ffffff', 'stroke-width': 4, opacity: 0.6 }),
        path(star(326, 480, 46), '#ffffff'),
        text(326, 558, 'A02', { size: 15, fill: p.dark, anchor: 'middle', weight: 700, ls: 1.5 }),
        path('M250 398 A120 120 0 0 1 300 372', 'none', { stroke: '#ffffff', 'stroke-width': 8, 'stroke-linecap': 'round', opacity: 0.45 }),
        path('M336 622 C340 690 440 700 480 664 S580 610 600 676', 'none', { stroke: '#5b5f66', 'stroke-width': 6, 'stroke-linecap': 'round' }),
        g('translate(600 676) rotate(70)', [rect(-6, -10, 34, 20, 6, '#3c4047'), rect(28, -4, 26, 8, 4, '#c9ced6'), rect(38, -4, 3, 8, 0, '#3c4047')]),
        g('translate(640 210)', [
          circle(0, 0, 84, SHADOW, { opacity: 0.08, transform: 'translate(6 10)' }),
          circle(0, 0, 84, '#ffffff'),
          circle(0, 0, 84, 'none', { stroke: p.body, 'stroke-width': 6 }),
          text(0, -30, '音量保护', { size: 15, fill: '#7a5566', anchor: 'middle' }),
          text(0, 20, '85', { size: 50, fill: p.dark, anchor: 'middle', weight: 700 }),
          text(0, 48, 'dB MAX', { size: 15, fill: p.dark, anchor: 'middle', weight: 700, ls: 1 }),
        ]),
      ].join('\n')),
  ],
  guide: {
    boxEn: ['Headphones', '3.5 mm cable'],
    boxZh: ['耳机', '3.5 毫米连接线'],
    stepsEn: [
      'Plug the cable into the left ear cup, then into the 3.5 mm headphone socket of the device.',
      'Slide the headband up or down so the ear cups sit comfortably over the ears. L and R are marked inside the headband.',
      'Start with the device volume low, then turn it up slowly. The headphones limit the volume to 85 dB.',
      'After use, unplug the cable by holding the plug, not by pulling the cable.',
    ],
    stepsZh: [
      '先把连接线插入左耳罩，再插入设备的 3.5 毫米耳机插孔。',
      '上下调节头带，使耳罩舒适地罩住耳朵。头带内侧标有 L（左）和 R（右）。',
      '先把设备音量调低，再慢慢调高。本耳机会把音量限制在 85 分贝以内。',
      '使用后请握住插头拔出，不要直接拉扯连接线。',
    ],
    careEn: [
      'Take a break after 1 hour of listening, even at a safe volume.',
      'Keep the cable away from the neck, and do not let children sleep with the headphones on.',
      'Wipe the ear cushions with a slightly damp cloth, and keep the headphones away from water.',
    ],
    careZh: [
      '即使音量安全，连续聆听 1 小时后也应休息。',
      '请让连接线远离颈部，不要让孩子戴着耳机睡觉。',
      '可用微湿的布擦拭耳垫，请勿让耳机接触水。',
    ],
  },
};
