import type { PrismaClient } from '../../generated/client.js';

const CATEGORIES = [
  { slug: 'typing-devices', nameEn: 'Typing devices', nameZh: '打字设备' },
  { slug: 'dictionary-pens', nameEn: 'Dictionary pens', nameZh: '词典笔' },
  { slug: 'readers', nameEn: 'Readers', nameZh: '阅读器' },
  { slug: 'accessories', nameEn: 'Accessories', nameZh: '配件' },
  { slug: 'bundles', nameEn: 'Bundles', nameZh: '优惠套装' },
];

/** Prices in cents, GST-inclusive. */
const PRODUCTS = [
  { sku: 'LS-T100', category: 'typing-devices', nameEn: 'LearnStar Typing Pad T100', nameZh: '学习星打字板 T100', priceCents: 12_900, stock: 120, purchaseLimit: 3, weightGrams: 480, dimensions: '29 × 12 × 2 cm', gradeCodes: [1, 2, 3, 4], specificationEn: 'Pinyin keyboard, 7-inch screen, 10-hour battery', specificationZh: '拼音键盘，7英寸屏幕，续航10小时', packingListEn: 'Typing pad, USB-C cable, quick-start guide', packingListZh: '打字板、USB-C 数据线、快速入门指南' },
  { sku: 'LS-T200', category: 'typing-devices', nameEn: 'LearnStar Typing Pad T200 Pro', nameZh: '学习星打字板 T200 专业版', priceCents: 19_900, stock: 80, purchaseLimit: 2, weightGrams: 560, dimensions: '31 × 13 × 2 cm', gradeCodes: [3, 4, 5, 6, 7, 8], specificationEn: 'Backlit keys, handwriting panel, 12-hour battery', specificationZh: '背光按键，手写板，续航12小时', packingListEn: 'Typing pad, stylus, USB-C cable, sleeve', packingListZh: '打字板、手写笔、USB-C 数据线、保护套' },
  { sku: 'LS-D300', category: 'dictionary-pens', nameEn: 'LearnStar Dictionary Pen D300', nameZh: '学习星词典笔 D300', priceCents: 15_900, stock: 150, purchaseLimit: 3, weightGrams: 60, dimensions: '15 × 2.5 × 2 cm', gradeCodes: [1, 2, 3, 4, 5, 6, 7, 8], specificationEn: 'Scan-to-translate, stroke-order display, offline dictionary', specificationZh: '扫描翻译，笔顺演示，离线词典', packingListEn: 'Pen, charging cable, lanyard', packingListZh: '词典笔、充电线、挂绳' },
  { sku: 'LS-D500', category: 'dictionary-pens', nameEn: 'LearnStar Dictionary Pen D500', nameZh: '学习星词典笔 D500', priceCents: 22_900, stock: 60, purchaseLimit: 2, weightGrams: 68, dimensions: '15.5 × 2.6 × 2.1 cm', gradeCodes: [5, 6, 7, 8], specificationEn: 'Read-aloud, recording, 2-inch colour screen', specificationZh: '朗读、录音，2英寸彩色屏幕', packingListEn: 'Pen, charging cable, earphones, case', packingListZh: '词典笔、充电线、耳机、收纳盒' },
  { sku: 'LS-R10', category: 'readers', nameEn: 'LearnStar Story Reader R10', nameZh: '学习星故事阅读器 R10', priceCents: 8_900, stock: 200, purchaseLimit: 5, weightGrams: 220, dimensions: '18 × 12 × 1.5 cm', gradeCodes: [1, 2, 3, 4], specificationEn: '120 graded picture stories with audio', specificationZh: '120个分级有声绘本故事', packingListEn: 'Reader, 20 story cards, USB-C cable', packingListZh: '阅读器、20张故事卡、USB-C 数据线' },
  { sku: 'LS-A01', category: 'accessories', nameEn: 'Protective sleeve', nameZh: '保护套', priceCents: 1_900, stock: 300, purchaseLimit: 10, weightGrams: 90, dimensions: '32 × 14 × 3 cm', gradeCodes: [], specificationEn: 'Fits T100 and T200', specificationZh: '适用于 T100 和 T200', packingListEn: 'Sleeve', packingListZh: '保护套' },
  { sku: 'LS-A02', category: 'accessories', nameEn: 'Children\'s headphones', nameZh: '儿童耳机', priceCents: 2_900, stock: 0, purchaseLimit: 10, weightGrams: 150, dimensions: '16 × 14 × 6 cm', gradeCodes: [], specificationEn: 'Volume limited to 85 dB', specificationZh: '音量限制在85分贝', packingListEn: 'Headphones, 3.5 mm cable', packingListZh: '耳机、3.5毫米连接线' },
  { sku: 'LS-B01', category: 'bundles', nameEn: 'Typing and dictionary starter bundle', nameZh: '打字与词典入门套装', priceCents: 26_900, stock: 40, purchaseLimit: 1, weightGrams: 640, dimensions: '33 × 16 × 6 cm', gradeCodes: [1, 2, 3, 4], specificationEn: 'T100 typing pad and D300 dictionary pen', specificationZh: 'T100 打字板和 D300 词典笔', packingListEn: 'T100, D300, two cables, guide', packingListZh: 'T100、D300、两条数据线、指南' },
];

const DESCRIPTIONS: Record<string, [string, string]> = {
  'LS-T100': ['Our first typing pad: pupils learn Hanyu Pinyin input on a real keyboard and race classmates in LearnStar matches.', '入门打字板：在真实键盘上学习汉语拼音输入，并在学习星比赛中与同学竞速。'],
  'LS-T200': ['For upper primary: handwriting recognition for characters a pupil cannot yet spell in pinyin, and backlit keys for evening practice.', '适合高年级：不会拼的字可以手写识别，背光键盘方便晚上练习。'],
  'LS-D300': ['Scan a word in any storybook to hear it, see its pinyin, meaning and stroke order.', '扫描故事书里的词语，即可听读音、看拼音、释义和笔顺。'],
  'LS-D500': ['Everything the D300 does, plus read-aloud of whole sentences and voice recording for oral practice.', '具备 D300 的全部功能，还能整句朗读，并录音练习口语。'],
  'LS-R10': ['Graded picture stories for P1–P4, each read aloud by a Singapore teacher.', '为小一至小四分级的有声绘本，由新加坡老师朗读。'],
  'LS-A01': ['Padded sleeve that keeps a typing pad safe in a school bag.', '加厚保护套，放进书包也能保护打字板。'],
  'LS-A02': ["Light headphones sized for children, with the volume limited for young ears.", '适合儿童的轻便耳机，限制音量保护听力。'],
  'LS-B01': ['The T100 typing pad and the D300 dictionary pen together, at a bundle price for a limited time.', 'T100 打字板和 D300 词典笔组合，限时套装价。'],
};

/** The limited-time bundle offer ends this long after seeding (shows the expiry warning). */
const BUNDLE_OFFER_MS = 20 * 24 * 60 * 60 * 1000;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** Products with a short intro video: the SKUS that api/scripts/build-shop-videos.mjs renders. */
const WITH_VIDEO = new Set(['LS-T100', 'LS-D300', 'LS-R10']);

export async function seedCatalogue(prisma: PrismaClient, now = new Date()): Promise<void> {
  for (const [sort, category] of CATEGORIES.entries()) {
    await prisma.productCategory.create({ data: { ...category, sort } });
  }
  const categories = await prisma.productCategory.findMany();
  const idBySlug = new Map(categories.map((c) => [c.slug, c.id]));
  for (const { category, ...product } of PRODUCTS) {
    const file = product.sku.toLowerCase();
    const [descriptionEn, descriptionZh] = DESCRIPTIONS[product.sku] ?? ['', ''];
    await prisma.product.create({
      data: {
        ...product,
        descriptionEn,
        descriptionZh,
        categoryId: idBySlug.get(category)!,
        // Illustrations and guides built by api/scripts/build-shop-assets.mjs, served by the API.
        images: [`${file}-1.svg`, `${file}-2.svg`],
        files: [`${file}-quick-start.pdf`],
        videoUrl: WITH_VIDEO.has(product.sku) ? `${file}-intro.webm` : null,
        expiresAt: product.sku === 'LS-B01' ? new Date(now.getTime() + BUNDLE_OFFER_MS) : null,
      },
    });
  }
  await prisma.coupon.createMany({
    data: [
      { code: 'WELCOME10', kind: 'percent', value: 10, minSpendCents: 3_000, validFrom: now, validUntil: new Date(now.getTime() + YEAR_MS), perUserLimit: 1 },
      { code: 'SAVE5', kind: 'fixed', value: 500, minSpendCents: 4_000, validFrom: now, validUntil: new Date(now.getTime() + YEAR_MS), perUserLimit: 3, totalLimit: 1_000 },
    ],
  });
}
