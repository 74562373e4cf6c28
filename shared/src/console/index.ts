import { z } from 'zod';
import { GAME_LEVELS } from '../content/levels.js';
import { gameTypeSchema, matchSchema } from '../contracts/matches.js';
import { pagedQuerySchema } from '../contracts/points.js';
import { gradeCodeSchema } from '../contracts/accounts.js';
import { orderSchema } from '../contracts/shop.js';
import { ORDER_STATUSES } from '../shop/order-state.js';
import { COUPON_KINDS } from '../shop/coupon-rule.js';
import { promotionOfferSchema } from '../promotions/schemas.js';
import { PROMOTION_PASSCODE_MAX_LENGTH, PROMOTION_STATES } from '../promotions/constants.js';

/** Console lists page on the server, 20 rows unless asked. */
const consolePageSchema = pagedQuerySchema(20);
const dateSchema = z.iso.date({ error: 'invalidValue' });
const searchSchema = z.string().trim().min(1).max(100).optional();

export const CONSOLE_ORDER_SORTS = ['createdAt', 'payAmountCents', 'status'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** Orders: status, creation dates (Singapore calendar days, inclusive), order code or email search, sort. */
export const consoleOrderQuerySchema = consolePageSchema.extend({
  status: z.enum(ORDER_STATUSES, { error: 'invalidValue' }).optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  q: searchSchema,
  sort: z.enum(CONSOLE_ORDER_SORTS, { error: 'invalidValue' }).default('createdAt'),
  dir: z.enum(SORT_DIRECTIONS, { error: 'invalidValue' }).default('desc'),
});
export type ConsoleOrderQuery = z.infer<typeof consoleOrderQuerySchema>;
export const consoleOrderPageSchema = z.object({ rows: z.array(orderSchema), total: z.number().int() });

/** Warranty registrations and free-trial requests: a name, email, phone or serial search. */
export const consoleFormQuerySchema = consolePageSchema.extend({ q: searchSchema });
export type ConsoleFormQuery = z.infer<typeof consoleFormQuerySchema>;
export const consoleExportQuerySchema = z.object({ q: searchSchema });
export type ConsoleExportQuery = z.infer<typeof consoleExportQuerySchema>;

export const consoleWarrantySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  purchaseDate: z.string(),
  product: z.string(),
  purchasePlace: z.string(),
  serialCode: z.string(),
  createdAt: z.string(),
});
export const consoleWarrantyPageSchema = z.object({ rows: z.array(consoleWarrantySchema), total: z.number().int() });
export type ConsoleWarranty = z.infer<typeof consoleWarrantySchema>;

export const consoleFreeTrialSchema = z.object({
  id: z.number().int(),
  parentName: z.string(),
  email: z.string(),
  phone: z.string(),
  gradeCode: z.number().int(),
  school: z.string().nullable(),
  address: z.string(),
  createdAt: z.string(),
});
export const consoleFreeTrialPageSchema = z.object({ rows: z.array(consoleFreeTrialSchema), total: z.number().int() });
export type ConsoleFreeTrial = z.infer<typeof consoleFreeTrialSchema>;

/** A scheduled match (SPEC §3 match: game, title, start time, duration, grade codes, level, capacity). */
export const createMatchSchema = z.object({
  game: gameTypeSchema,
  title: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(100, { error: 'tooLong' }),
  titleZh: z.string().trim().max(100, { error: 'tooLong' }).optional(),
  startTime: z.iso.datetime({ error: 'invalidValue' }),
  durationSec: z.coerce.number().int({ error: 'invalidValue' }).min(60, { error: 'invalidValue' }).max(3600, { error: 'invalidValue' }),
  gradeCodes: z.array(gradeCodeSchema, { error: 'invalidValue' }).min(1, { error: 'required' }).max(8),
  level: z.enum(GAME_LEVELS, { error: 'invalidValue' }),
  capacity: z.coerce.number().int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(1000, { error: 'invalidValue' }),
});
export type CreateMatch = z.infer<typeof createMatchSchema>;

export const consoleMatchQuerySchema = consolePageSchema.extend({ game: gameTypeSchema.optional() });
export type ConsoleMatchQuery = z.infer<typeof consoleMatchQuerySchema>;
export const consoleMatchSchema = matchSchema.extend({ signups: z.array(z.object({ userId: z.number().int(), name: z.string(), gradeCode: z.number().int().nullable() })) });
export type ConsoleMatch = z.infer<typeof consoleMatchSchema>;
export const consoleMatchPageSchema = z.object({ rows: z.array(consoleMatchSchema), total: z.number().int() });
export const matchCancelledSchema = z.object({ id: z.number().int(), notified: z.number().int() });

/** A classroom race as its host (or an operator) sees it: every racer's result. */
export const consoleRaceSchema = z.object({
  raceId: z.string(),
  game: z.number().int(),
  finishedAt: z.string(),
  results: z.array(z.object({ name: z.string(), place: z.number().int().nullable(), score: z.number().int(), cpm: z.number(), accuracy: z.number(), fairPlay: z.string() })),
});
export const consoleRacePageSchema = z.object({ rows: z.array(consoleRaceSchema), total: z.number().int() });
export type ConsoleRace = z.infer<typeof consoleRaceSchema>;
export const consoleRaceQuerySchema = consolePageSchema;
export type ConsoleRaceQuery = z.infer<typeof consoleRaceQuerySchema>;

/** A promotion an operator creates: bilingual texts, dates, a passcode (stored hashed), the offer. */
export const createPromotionSchema = z
  .object({
    slug: z.string().trim().regex(/^[a-z0-9-]{3,60}$/, { error: 'invalidValue' }),
    titleEn: z.string().trim().min(1, { error: 'required' }).max(100, { error: 'tooLong' }),
    titleZh: z.string().trim().min(1, { error: 'required' }).max(100, { error: 'tooLong' }),
    summaryEn: z.string().trim().max(300, { error: 'tooLong' }).default(''),
    summaryZh: z.string().trim().max(300, { error: 'tooLong' }).default(''),
    startsAt: z.iso.datetime({ error: 'invalidValue' }),
    endsAt: z.iso.datetime({ error: 'invalidValue' }),
    passcode: z.string().trim().min(4, { error: 'invalidValue' }).max(PROMOTION_PASSCODE_MAX_LENGTH, { error: 'tooLong' }),
    offer: promotionOfferSchema,
  })
  .refine((p) => Date.parse(p.endsAt) > Date.parse(p.startsAt), { error: 'endBeforeStart', path: ['endsAt'] });
export type CreatePromotion = z.infer<typeof createPromotionSchema>;

export const consolePromotionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titleEn: z.string(),
  titleZh: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(PROMOTION_STATES),
  offer: promotionOfferSchema,
  claims: z.number().int(),
});
export type ConsolePromotion = z.infer<typeof consolePromotionSchema>;
export const consolePromotionPageSchema = z.object({ rows: z.array(consolePromotionSchema), total: z.number().int() });
export const consolePromotionQuerySchema = consolePageSchema;
export type ConsolePromotionQuery = z.infer<typeof consolePromotionQuerySchema>;

/** Stock changes are deltas (units received, written off), so an order taking stock meanwhile is never overwritten. */
export const stockChangeSchema = z.object({
  delta: z.coerce.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(-100_000, { error: 'invalidValue' }).max(100_000, { error: 'invalidValue' }).refine((n) => n !== 0, { error: 'invalidValue' }),
});
export type StockChange = z.infer<typeof stockChangeSchema>;
export const STOCK_KINDS = ['product', 'pointsGood'] as const;
export type StockKind = (typeof STOCK_KINDS)[number];
/** `active` only for points goods: an inactive good is off the points shop (shop products have no such switch). */
export const stockRowSchema = z.object({ id: z.number().int(), sku: z.string(), nameEn: z.string(), nameZh: z.string(), price: z.number().int(), stock: z.number().int(), active: z.boolean().optional() });
export const goodActiveSchema = z.object({ active: z.boolean({ error: 'invalidValue' }) });
export type StockRow = z.infer<typeof stockRowSchema>;
export const stockPageSchema = z.object({ rows: z.array(stockRowSchema), total: z.number().int() });
export const stockQuerySchema = consolePageSchema.extend({ q: searchSchema });
export type StockQuery = z.infer<typeof stockQuerySchema>;

/** A shop coupon: fixed (cents) or percent off, a minimum spend, a validity window, per-buyer and total limits. */
export const createCouponSchema = z
  .object({
    code: z.string().trim().regex(/^[A-Za-z0-9-]{3,32}$/, { error: 'invalidValue' }).transform((c) => c.toUpperCase()),
    kind: z.enum(COUPON_KINDS, { error: 'invalidValue' }),
    value: z.coerce.number().int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(1_000_000, { error: 'invalidValue' }),
    minSpendCents: z.coerce.number().int({ error: 'invalidValue' }).min(0, { error: 'invalidValue' }).max(100_000_000, { error: 'invalidValue' }).default(0),
    validFrom: z.iso.datetime({ error: 'invalidValue' }),
    validUntil: z.iso.datetime({ error: 'invalidValue' }),
    perUserLimit: z.coerce.number().int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(1000, { error: 'invalidValue' }).default(1),
    totalLimit: z.coerce.number().int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(1_000_000, { error: 'invalidValue' }).optional(),
  })
  .refine((c) => c.kind !== 'percent' || c.value <= 100, { error: 'invalidValue', path: ['value'] })
  .refine((c) => Date.parse(c.validUntil) > Date.parse(c.validFrom), { error: 'endBeforeStart', path: ['validUntil'] });
export type CreateCoupon = z.infer<typeof createCouponSchema>;

export const consoleCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  minSpendCents: z.number().int(),
  validFrom: z.string(),
  validUntil: z.string(),
  perUserLimit: z.number().int(),
  totalLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
});
export type ConsoleCoupon = z.infer<typeof consoleCouponSchema>;
export const consoleCouponPageSchema = z.object({ rows: z.array(consoleCouponSchema), total: z.number().int() });
