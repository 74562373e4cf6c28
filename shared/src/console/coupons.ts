import { z } from 'zod';
import { COUPON_KINDS } from '../shop/coupon-rule.js';
import { sortQuery } from '../contracts/points.js';
import { consolePageSchema, searchSchema } from './paging.js';

const count = (min: number, max: number) => z.coerce.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(min, { error: 'invalidValue' }).max(max, { error: 'invalidValue' });

/** A coupon's terms: fixed (cents) or percent off, a minimum spend, a validity window, per-buyer and total limits. */
const couponTermsSchema = z.object({
  kind: z.enum(COUPON_KINDS, { error: 'invalidValue' }),
  value: count(1, 1_000_000),
  minSpendCents: count(0, 100_000_000).default(0),
  validFrom: z.iso.datetime({ error: 'invalidValue' }),
  validUntil: z.iso.datetime({ error: 'invalidValue' }),
  perUserLimit: count(1, 1000).default(1),
  totalLimit: count(1, 1_000_000).optional(),
});
type CouponTerms = z.infer<typeof couponTermsSchema>;
/** At most 100 % off, and the validity ends after it starts. */
const withTermChecks = <T extends CouponTerms, I>(schema: z.ZodType<T, I>) =>
  schema
    .refine((c) => c.kind !== 'percent' || c.value <= 100, { error: 'invalidValue', path: ['value'] })
    .refine((c) => Date.parse(c.validUntil) > Date.parse(c.validFrom), { error: 'endBeforeStart', path: ['validUntil'] });

/** A new shop coupon: its code (upper-cased) and terms. */
export const createCouponSchema = withTermChecks(
  couponTermsSchema.extend({ code: z.string({ error: 'invalidValue' }).trim().regex(/^[A-Za-z0-9-]{3,32}$/, { error: 'invalidValue' }).transform((c) => c.toUpperCase()) }),
);
export type CreateCoupon = z.infer<typeof createCouponSchema>;

/**
 * An edit of a coupon's terms (every term again; the code stays, orders name it). The service
 * refuses a total limit below the uses already made.
 */
export const updateCouponSchema = withTermChecks(couponTermsSchema);
export type UpdateCoupon = z.infer<typeof updateCouponSchema>;

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
  /** Disabled by an operator (kept for the orders that used it); null while usable. */
  disabledAt: z.string().nullable(),
});
export type ConsoleCoupon = z.infer<typeof consoleCouponSchema>;
export const consoleCouponPageSchema = z.object({ rows: z.array(consoleCouponSchema), total: z.number().int() });

export const CONSOLE_COUPON_SORTS = ['createdAt', 'code', 'validUntil', 'usedCount'] as const;
/** Coupons: a code search, disabled or not, sorted. */
export const consoleCouponQuerySchema = consolePageSchema.extend({
  q: searchSchema,
  disabled: z.enum(['true', 'false'], { error: 'invalidValue' }).transform((v) => v === 'true').optional(),
  ...sortQuery(CONSOLE_COUPON_SORTS, 'createdAt'),
});
export type ConsoleCouponQuery = z.infer<typeof consoleCouponQuerySchema>;
