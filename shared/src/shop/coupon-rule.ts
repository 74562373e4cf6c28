/**
 * Coupon checks of SPEC §4 (invalid, expired or not yet usable, already used, verified), as one
 * pure rule the API applies both when a buyer checks a code and when an order consumes it.
 * Verifying never consumes a coupon; only placing the order does, under a row lock.
 */
export const COUPON_KINDS = ['fixed', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export interface CouponTerms {
  kind: CouponKind;
  /** Cents for fixed, whole percent (1–100) for percent. */
  value: number;
  minSpendCents: number;
  validFrom: Date;
  validUntil: Date;
  perUserLimit: number;
  totalLimit: number | null;
  usedCount: number;
  /** An operator disabled it (a used coupon is kept for its orders, never deleted). */
  disabledAt: Date | null;
}

export const COUPON_CHECK_RESULTS = ['invalid', 'expired', 'notYetUsable', 'alreadyUsed', 'usedUp', 'minSpendNotMet', 'verified'] as const;
export type CouponCheckResult = (typeof COUPON_CHECK_RESULTS)[number];

/** Message key the client shows for each result. */
export const COUPON_RESULT_MESSAGES = {
  invalid: 'couponInvalid',
  expired: 'couponExpired',
  notYetUsable: 'couponNotYetUsable',
  alreadyUsed: 'couponAlreadyUsed',
  usedUp: 'couponUsedUp',
  minSpendNotMet: 'couponMinSpendNotMet',
  verified: 'couponVerified',
} as const satisfies Record<CouponCheckResult, string>;

export function checkCoupon(coupon: CouponTerms | null, context: { now: Date; goodsCents: number; usedByUser: number }): CouponCheckResult {
  if (!coupon || coupon.disabledAt) return 'invalid';
  if (context.now < coupon.validFrom) return 'notYetUsable';
  if (context.now >= coupon.validUntil) return 'expired';
  if (context.usedByUser >= coupon.perUserLimit) return 'alreadyUsed';
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit) return 'usedUp';
  if (context.goodsCents < coupon.minSpendCents) return 'minSpendNotMet';
  return 'verified';
}

/** The discount a verified coupon gives on a goods total; never more than the goods. */
export function couponDiscountCents(coupon: Pick<CouponTerms, 'kind' | 'value'>, goodsCents: number): number {
  const raw = coupon.kind === 'fixed' ? coupon.value : Math.round((goodsCents * coupon.value) / 100);
  return Math.max(0, Math.min(raw, goodsCents));
}
