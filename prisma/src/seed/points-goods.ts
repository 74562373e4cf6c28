import { LEVEL_UNLOCK_COST, MINI_GAME_NUMBERS, type GoodsCategory, type GoodsEffect } from '@learnstar/shared';
import type { PrismaClient } from '../../generated/client.js';

interface SeedGood {
  sku: string;
  category: GoodsCategory;
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  points: number;
  stock: number;
  perUserLimit: number | null;
  effect?: GoodsEffect;
}

/** Virtual goods never run out in practice; the stock is only a ceiling like any other good's. */
const VIRTUAL_STOCK = 100_000;

const PHYSICAL: SeedGood[] = [
  { sku: 'ps-pencils', category: 'stationery', nameEn: 'Star pencil set', nameZh: '星星铅笔套装', descriptionEn: 'Six HB pencils with star erasers on top, in a LearnStar tin.', descriptionZh: '六支带星星橡皮头的 HB 铅笔，装在学习星铁盒里。', points: 120, stock: 40, perUserLimit: 2 },
  { sku: 'ps-notebook', category: 'stationery', nameEn: 'Hanzi practice notebook', nameZh: '汉字练习本', descriptionEn: 'An A5 notebook with 田字格 grids for writing characters neatly.', descriptionZh: 'A5 田字格练习本，帮你把汉字写得整整齐齐。', points: 150, stock: 30, perUserLimit: 2 },
  { sku: 'ps-erasers', category: 'stationery', nameEn: 'Fruit erasers (4 pack)', nameZh: '水果橡皮（4 个装）', descriptionEn: 'Four erasers shaped like a durian, a mango, a rambutan and a pineapple.', descriptionZh: '榴莲、芒果、红毛丹和菠萝造型的橡皮各一个。', points: 80, stock: 50, perUserLimit: 3 },
  { sku: 'ps-headphones', category: 'accessories', nameEn: "Children's headphones", nameZh: '儿童耳机', descriptionEn: 'Light headphones for the typing pad and dictionary pen, with the volume limited for young ears.', descriptionZh: '适配打字板和词典笔的轻便耳机，限制音量保护听力。', points: 900, stock: 8, perUserLimit: 1 },
  { sku: 'ps-pouch', category: 'accessories', nameEn: 'Dictionary pen pouch', nameZh: '词典笔收纳袋', descriptionEn: 'A soft zip pouch that keeps a dictionary pen and its cable together in a school bag.', descriptionZh: '柔软的拉链收纳袋，把词典笔和充电线一起放进书包。', points: 300, stock: 15, perUserLimit: 1 },
  { sku: 'ps-plush', category: 'toys', nameEn: 'LearnStar star plush', nameZh: '学习星星星公仔', descriptionEn: 'Twinkle, the LearnStar star, as a soft 20 cm plush toy.', descriptionZh: '学习星的吉祥物“闪闪”，20 厘米柔软公仔。', points: 600, stock: 10, perUserLimit: 1 },
];

const FRAMES: Record<string, [string, string, number]> = { gold: ['Gold avatar frame', '金色头像框', 100], rainbow: ['Rainbow avatar frame', '彩虹头像框', 150], stars: ['Starry avatar frame', '星星头像框', 150], merlion: ['Merlion avatar frame', '鱼尾狮头像框', 200] };
const SKINS: Record<string, [string, string, number]> = { sunset: ['Sunset plane skin', '夕阳飞机皮肤', 120], jungle: ['Jungle plane skin', '丛林飞机皮肤', 120], night: ['Night sky plane skin', '夜空飞机皮肤', 150] };
const COLOURS: Record<string, [string, string, number]> = { teal: ['Teal tortoise', '青绿色乌龟', 100], orange: ['Orange tortoise', '橙色乌龟', 100], purple: ['Purple tortoise', '紫色乌龟', 120] };

const cosmetics = (type: 'avatarFrame' | 'planeSkin' | 'tortoiseColour', prefix: string, list: Record<string, [string, string, number]>, [en, zh]: [string, string]): SeedGood[] =>
  Object.entries(list).map(([value, [nameEn, nameZh, points]]) => ({
    sku: `ps-${prefix}-${value}`, category: type, nameEn, nameZh, descriptionEn: en, descriptionZh: zh, points, stock: VIRTUAL_STOCK, perUserLimit: 1, effect: { type, value },
  }));

const LEVEL_GOODS: SeedGood[] = [
  { sku: 'ps-level-typing-intermediate', game: 1, level: 'intermediate', nameEn: 'Typing practice: intermediate level', nameZh: '打字练习：中级关卡' },
  { sku: 'ps-level-plane-advanced', game: MINI_GAME_NUMBERS.plane, level: 'advanced', nameEn: 'Plane battle: advanced level', nameZh: '飞机大战：高级关卡' },
].map(({ game, level, ...good }) => ({
  ...good, category: 'levelUnlock', points: LEVEL_UNLOCK_COST[level as 'intermediate' | 'advanced'], stock: VIRTUAL_STOCK, perUserLimit: 1,
  descriptionEn: 'Opens this level for you straight away, just as if you had unlocked it with points.', descriptionZh: '兑换后马上为你开启这个关卡，和用积分解锁一样。',
  effect: { type: 'levelUnlock', game, level: level as 'intermediate' | 'advanced' },
}));

/** Two kinds of real goods: shipped physical goods, and virtual goods that take effect at once. */
const DEMO_POINTS_GOODS: SeedGood[] = [
  ...PHYSICAL,
  ...cosmetics('avatarFrame', 'frame', FRAMES, ['A frame around your avatar at the top of every page and in your account centre.', '在每个页面顶部和个人中心里，为你的头像加上边框。']),
  ...cosmetics('planeSkin', 'plane', SKINS, ['A new look for your plane in the game centre’s plane battle.', '游戏中心飞机大战里，你的飞机换上新外观。']),
  ...cosmetics('tortoiseColour', 'tortoise', COLOURS, ['A new colour for your tortoise in the tortoise and hare race.', '龟兔赛跑里，你的乌龟换上新颜色。']),
  ...LEVEL_GOODS,
];

/**
 * Seeds the points shop when it has no goods — on a first run, and on a database seeded before the
 * points shop existed. Each good's picture is `<sku>.svg` (api/scripts/build-pointshop-assets.mjs).
 */
export async function seedPointsGoodsIfNone(prisma: PrismaClient): Promise<boolean> {
  if ((await prisma.pointsGood.count()) > 0) return false;
  const data = DEMO_POINTS_GOODS.map(({ effect, ...good }, sort) => ({ ...good, kind: effect ? 'virtual' : 'physical', images: [`${good.sku}.svg`], effect, sort }));
  // skipDuplicates: two API processes starting on one fresh database must not both fail on the sku.
  await prisma.pointsGood.createMany({ data, skipDuplicates: true });
  return true;
}
