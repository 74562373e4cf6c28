import { normalizePasscode, type PromotionOffer } from '@learnstar/shared';
import type { PrismaClient } from '../../generated/client.js';
import { hashPassword } from '../passwords.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SeedPromotion {
  slug: string;
  titleEn: string;
  titleZh: string;
  summaryEn: string;
  summaryZh: string;
  descriptionEn: string;
  descriptionZh: string;
  /** Days from the seeding time (negative: in the past). */
  startDay: number;
  endDay: number;
  /** The demo passcodes are listed in the README's demo section. */
  passcode: string;
  offer: PromotionOffer;
}

/** One ended, two running (bonus points; the starter bundle's promotion price), one to come (a holiday coupon). */
const DEMO_PROMOTIONS: SeedPromotion[] = [
  {
    slug: 'new-year-dictionary-challenge',
    titleEn: 'New Year Dictionary Challenge',
    titleZh: '新春词典挑战',
    summaryEn: 'Look up ten new words a day over the holidays and collect bonus points.',
    summaryZh: '假期每天查十个新词，领取奖励积分。',
    descriptionEn: 'Thank you for joining! Every pupil who entered the passcode during the challenge received 50 bonus points.',
    descriptionZh: '谢谢参加！挑战期间输入口令的同学都获得了 50 奖励积分。',
    startDay: -30,
    endDay: -16,
    passcode: 'NEWYEAR',
    offer: { type: 'bonusPoints', points: 50 },
  },
  {
    slug: 'national-typing-week',
    titleEn: 'National Typing Week',
    titleZh: '全国打字周',
    summaryEn: 'A week of typing races across Singapore. Enter the passcode from your teacher for 100 bonus points!',
    summaryZh: '全新加坡打字比赛周。输入老师给你的口令，领取 100 奖励积分！',
    descriptionEn: 'Race your classmates every day this week. Claim your 100 bonus points once, then spend them in the points shop.',
    descriptionZh: '本周每天和同学比赛打字。100 奖励积分每人可领一次，可在积分商城使用。',
    startDay: -1,
    endDay: 6,
    passcode: 'TYPINGWEEK',
    offer: { type: 'bonusPoints', points: 100 },
  },
  {
    slug: 'starter-bundle-price',
    titleEn: 'Starter Bundle Special Price',
    titleZh: '入门套装特价',
    summaryEn: 'The T100 typing pad and D300 dictionary pen together at a promotion price.',
    summaryZh: 'T100 打字板和 D300 词典笔组合，享受活动价。',
    descriptionEn: 'Claim the offer to get a personal code: use it at checkout with the starter bundle in your cart to pay the promotion price.',
    descriptionZh: '领取后会得到专属优惠码：购物车里有入门套装时，结账输入优惠码即可按活动价付款。',
    startDay: -2,
    endDay: 12,
    passcode: 'BUNDLE199',
    offer: { type: 'productPrice', sku: 'LS-B01', priceCents: 19_900 },
  },
  {
    slug: 'school-holiday-coupon',
    titleEn: 'School Holiday Coupon',
    titleZh: '学校假期优惠券',
    summaryEn: 'SGD 10 off your next LearnStar order of SGD 50 or more during the school holidays.',
    summaryZh: '学校假期期间，学习星订单满 50 新元立减 10 新元。',
    descriptionEn: 'Claim a personal coupon worth SGD 10 on orders of SGD 50 or more, valid for 30 days.',
    descriptionZh: '领取一张专属优惠券：订单满 50 新元减 10 新元，30 天内有效。',
    startDay: 10,
    endDay: 24,
    passcode: 'HOLIDAY10',
    offer: { type: 'coupon', kind: 'fixed', value: 1_000, minSpendCents: 5_000, validDays: 30 },
  },
];

/**
 * Seeds the demo promotions when the table is empty — on a first run, and also on a database seeded
 * before promotions existed (no demo accounts are created here). Dates are relative to `now`.
 */
export async function seedPromotionsIfNone(prisma: PrismaClient, now = new Date()): Promise<boolean> {
  if ((await prisma.promotion.count()) > 0) return false;
  const rows = await Promise.all(
    DEMO_PROMOTIONS.map(async ({ startDay, endDay, passcode, offer, ...texts }) => ({
      ...texts,
      startsAt: new Date(now.getTime() + startDay * DAY_MS),
      endsAt: new Date(now.getTime() + endDay * DAY_MS),
      passcodeHash: await hashPassword(normalizePasscode(passcode)),
      offer,
    })),
  );
  // skipDuplicates: two API processes starting on one fresh database must not both fail on the slug.
  await prisma.promotion.createMany({ data: rows, skipDuplicates: true });
  return true;
}
