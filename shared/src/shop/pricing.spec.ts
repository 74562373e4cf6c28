import { describe, expect, it } from 'vitest';
import { centsToDecimal, gstIncludedCents, priceOrder } from './pricing.js';
import { checkCoupon, couponDiscountCents, type CouponTerms } from './coupon-rule.js';
import { orderTransition } from './order-state.js';
import { isOrderCode, makeOrderCode } from './order-code.js';

describe('order price', () => {
  it('charges shipping up to SGD 50 after discount and none above', () => {
    const lines = [{ unitPriceCents: 1_900, quantity: 2 }];
    expect(priceOrder({ lines, discountCents: 0, country: 'SG', method: 'standard', gstRegistered: true })).toMatchObject({ originalCents: 3_800, shippingCents: 399, payAmountCents: 4_199, totalItems: 2 });
    const big = priceOrder({ lines: [{ unitPriceCents: 2_900, quantity: 2 }], discountCents: 500, country: 'SG', method: 'standard', gstRegistered: true })!;
    expect(big).toMatchObject({ originalCents: 5_800, discountCents: 500, shippingCents: 0, payAmountCents: 5_300, freeShipping: true });
    // Exactly SGD 50 after discount is not "over" 50.
    expect(priceOrder({ lines: [{ unitPriceCents: 5_000, quantity: 1 }], discountCents: 0, country: 'SG', method: 'express', gstRegistered: true })!.shippingCents).toBe(899);
  });

  it('refuses a method a country does not offer', () => {
    expect(priceOrder({ lines: [{ unitPriceCents: 100, quantity: 1 }], discountCents: 0, country: 'MY', method: 'pickup', gstRegistered: true })).toBeNull();
  });

  it('states the GST contained in a GST-inclusive price, or none when not registered', () => {
    expect(gstIncludedCents(10_900, true)).toBe(900);
    expect(gstIncludedCents(12_900, true)).toBe(1_065);
    expect(gstIncludedCents(12_900, false)).toBe(0);
    expect(centsToDecimal(12_905)).toBe('129.05');
  });
});

describe('coupon rule', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const coupon: CouponTerms = { kind: 'percent', value: 10, minSpendCents: 3_000, validFrom: new Date('2026-11-01T00:00:00Z'), validUntil: new Date('2026-12-01T00:00:00Z'), perUserLimit: 1, totalLimit: 2, usedCount: 0, disabledAt: null };

  it('answers each state', () => {
    expect(checkCoupon(null, { now, goodsCents: 5_000, usedByUser: 0 })).toBe('invalid');
    expect(checkCoupon({ ...coupon, disabledAt: now }, { now, goodsCents: 5_000, usedByUser: 0 })).toBe('invalid');
    expect(checkCoupon({ ...coupon, validFrom: new Date('2026-11-23T00:00:00Z') }, { now, goodsCents: 5_000, usedByUser: 0 })).toBe('notYetUsable');
    expect(checkCoupon({ ...coupon, validUntil: now }, { now, goodsCents: 5_000, usedByUser: 0 })).toBe('expired');
    expect(checkCoupon(coupon, { now, goodsCents: 5_000, usedByUser: 1 })).toBe('alreadyUsed');
    expect(checkCoupon({ ...coupon, usedCount: 2 }, { now, goodsCents: 5_000, usedByUser: 0 })).toBe('usedUp');
    expect(checkCoupon(coupon, { now, goodsCents: 2_999, usedByUser: 0 })).toBe('minSpendNotMet');
    expect(checkCoupon(coupon, { now, goodsCents: 3_000, usedByUser: 0 })).toBe('verified');
  });

  it('never discounts more than the goods', () => {
    expect(couponDiscountCents({ kind: 'percent', value: 10 }, 12_345)).toBe(1_235);
    expect(couponDiscountCents({ kind: 'fixed', value: 2_000 }, 1_500)).toBe(1_500);
  });
});

describe('order lifecycle', () => {
  it('follows pending → paid → shipped → received and refuses the rest', () => {
    expect(orderTransition('pending_payment', 'pay')).toEqual({ ok: true, status: 'paid' });
    expect(orderTransition('paid', 'ship')).toEqual({ ok: true, status: 'shipped' });
    expect(orderTransition('shipped', 'confirmReceipt')).toEqual({ ok: true, status: 'received' });
    expect(orderTransition('pending_payment', 'ship').ok).toBe(false);
    expect(orderTransition('expired', 'pay').ok).toBe(false);
    expect(orderTransition('paid', 'expire').ok).toBe(false);
    expect(orderTransition('received', 'confirmReceipt').ok).toBe(false);
  });

  it('makes unambiguous order codes', () => {
    const code = makeOrderCode((n) => Uint8Array.from({ length: n }, (_, i) => i * 37));
    expect(isOrderCode(code)).toBe(true);
    expect(code).not.toMatch(/[01OIL]/);
  });
});
