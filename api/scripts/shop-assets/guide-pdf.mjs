// The bilingual quick-start guides: one A5 page in English, one in 简体中文, in a PDF that embeds a
// subset of a CJK font (Debian fonts-noto-cjk).
import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';

const FIXED_DATE = new Date('2026-01-01T00:00:00Z');
export const FONT = process.env.CJK_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

const LABELS = {
  en: { guide: 'Quick-start guide', box: 'In the box', steps: 'Getting started', care: 'Care and safety', support: 'Support: support@learnstar.sg' },
  zh: { guide: '快速入门指南', box: '包装内容', steps: '快速上手', care: '保养与安全', support: '客服支持：support@learnstar.sg' },
};

export function buildGuide(product, out) {
  const { guide, palette } = product;
  const doc = new PDFDocument({
    size: 'A5',
    margins: { top: 30, bottom: 30, left: 38, right: 38 },
    info: {
      Title: `${product.nameEn} — Quick-start guide / ${product.nameZh} 快速入门指南`,
      Author: 'LearnStar Pte. Ltd.',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  // One embedded font keeps the file small: each CJK subset carries the font's shared CFF
  // subroutines, so headings are drawn "bold" by also stroking the outline.
  doc.registerFont('body', FONT, 'NotoSansCJKsc-Regular');
  let pages = 1;
  doc.on('pageAdded', () => (pages += 1));
  const done = new Promise((resolve, reject) => {
    const stream = createWriteStream(out);
    stream.on('finish', resolve).on('error', reject);
    doc.pipe(stream);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const footerTop = doc.page.height - doc.page.margins.bottom - 30;
  const accent = palette.body;
  const strong = (size, color, stroke = 0.3) => doc.font('body').fontSize(size).fillColor(color).strokeColor(color).lineWidth(stroke);
  const bold = { fill: true, stroke: true };

  for (const [index, locale] of ['en', 'zh'].entries()) {
    if (index > 0) doc.addPage();
    const L = LABELS[locale];
    const name = locale === 'en' ? product.nameEn : product.nameZh;
    const box = locale === 'en' ? guide.boxEn : guide.boxZh;
    const steps = locale === 'en' ? guide.stepsEn : guide.stepsZh;
    const care = locale === 'en' ? guide.careEn : guide.careZh;

    doc.rect(0, 0, doc.page.width, 8).fill(accent);
    doc.x = left;
    doc.y = 26;
    strong(8.5, '#6b7280', 0.15).text(`LearnStar 学习星  ·  ${product.sku}`, { ...bold, characterSpacing: 0.5 });
    doc.moveDown(0.25);
    strong(16, accent, 0.45).text(name, { ...bold, lineGap: 1 });
    doc.font('body').fontSize(11).fillColor('#374151').text(L.guide);

    const heading = (label) => {
      doc.moveDown(0.7);
      strong(11, accent, 0.3).text(label, left, doc.y, { ...bold, width });
      doc.moveTo(left, doc.y + 1).lineTo(left + width, doc.y + 1).lineWidth(0.6).strokeColor('#d1d5db').stroke();
      doc.moveDown(0.3);
    };
    const item = (marker, body) => {
      const y = doc.y;
      strong(9.5, accent, 0.2).text(marker, left, y, { ...bold, width: 16 });
      doc.font('body').fontSize(9.5).fillColor('#1f2937').text(body, left + 18, y, { width: width - 18, lineGap: 1.5 });
      doc.x = left;
      doc.moveDown(0.25);
    };

    heading(L.box);
    for (const entry of box) item('•', entry);
    heading(L.steps);
    steps.forEach((step, i) => item(`${i + 1}.`, step));
    heading(L.care);
    for (const entry of care) item('•', entry);
    if (doc.y > footerTop - 6 || pages !== index + 1) throw new Error(`${product.sku}: the ${locale} page is too long for A5`);

    doc.roundedRect(left, footerTop, width, 26, 6).fill(palette.bg);
    strong(10, '#111827', 0.25).text(L.support, left + 12, footerTop + 7, { ...bold, width: width - 24, lineBreak: false });
  }
  if (pages !== 2) throw new Error(`${product.sku}: the guide has ${pages} pages, expected 2`);
  doc.end();
  return done;
}
