// Builds the bilingual warranty-terms PDF served at /api/content/warrantyTerms.pdf (and shown
// by /warrantyView). Run by developers when the terms change: it needs a CJK font
// (Debian fonts-noto-cjk), which the runtime does not, so the output is committed.
// Usage: node api/scripts/build-warranty-pdf.mjs
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

const FONT = process.env.CJK_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const BOLD = process.env.CJK_FONT_BOLD ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
if (!existsSync(FONT)) {
  console.error(`CJK font not found at ${FONT}: apt-get install fonts-noto-cjk, or set CJK_FONT`);
  process.exit(1);
}
const terms = JSON.parse(readFileSync(new URL('./warranty-terms.json', import.meta.url), 'utf8'));
const out = new URL('../assets/warranty-terms.pdf', import.meta.url);

// Fixed dates keep the file byte-identical across rebuilds.
const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'LearnStar Warranty / 学习星保修条款', Author: 'LearnStar Pte. Ltd.', CreationDate: new Date('2026-01-01T00:00:00Z'), ModDate: new Date('2026-01-01T00:00:00Z') } });
doc.registerFont('body', FONT, 'NotoSansCJKsc-Regular');
doc.registerFont('bold', existsSync(BOLD) ? BOLD : FONT, existsSync(BOLD) ? 'NotoSansCJKsc-Bold' : 'NotoSansCJKsc-Regular');
doc.pipe(createWriteStream(out));

for (const [index, locale] of ['en', 'zh'].entries()) {
  if (index > 0) doc.addPage();
  const t = terms[locale];
  doc.font('bold').fontSize(20).fillColor('#1f4e9c').text(t.title);
  doc.moveDown(0.6).font('body').fontSize(10.5).fillColor('#222').text(t.intro, { lineGap: 3 });
  for (const [heading, body] of t.sections) {
    doc.moveDown(0.8).font('bold').fontSize(12).fillColor('#1f4e9c').text(heading);
    doc.moveDown(0.2).font('body').fontSize(10.5).fillColor('#222').text(body, { lineGap: 3 });
  }
}
doc.end();
console.log(`wrote ${out.pathname}`);
