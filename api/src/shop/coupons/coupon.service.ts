import { Inject, Injectable } from '@nestjs/common';
import type { Coupon, Database } from '@learnstar/db';
import { COUPON_RESULT_MESSAGES, ERROR_CODES, checkCoupon, couponDiscountCents, type CouponCheckResult } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import type { Tx } from '../../common/database/transaction.js';
import { AppError } from '../../common/envelope/app-error.js';

export interface CouponVerdict {
  result: CouponCheckResult;
  discountCents: number;
  coupon: Coupon | null;
}

/**
 * Coupons: checking reads only; consuming happens inside the order's transaction with the coupon
 * row locked, so per-user and total limits hold when many orders use one code at once.
 */
@Injectable()
export class CouponService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async check(code: string, userId: number, goodsCents: number, now: Date, tx: Tx = this.db.prisma): Promise<CouponVerdict> {
    const coupon = await tx.coupon.findUnique({ where: { code } });
    return this.verdict(tx, coupon, userId, goodsCents, now);
  }

  /** Locks the coupon, checks it and answers the discount; refuses with the coupon's message otherwise. */
  async lockForOrder(tx: Tx, code: string, userId: number, goodsCents: number, now: Date): Promise<CouponVerdict & { coupon: Coupon }> {
    const locked = await tx.$queryRawUnsafe<{ id: number }[]>('SELECT id FROM "Coupon" WHERE code = $1 FOR UPDATE', code);
    const coupon = locked[0] ? await tx.coupon.findUnique({ where: { id: locked[0].id } }) : null;
    const verdict = await this.verdict(tx, coupon, userId, goodsCents, now);
    if (verdict.result !== 'verified' || !coupon) throw new AppError(ERROR_CODES.conflict, COUPON_RESULT_MESSAGES[verdict.result]);
    return { ...verdict, coupon };
  }

  /** Records the use by an order; the caller holds the coupon's row lock. */
  async consume(tx: Tx, couponId: number, userId: number, orderId: number): Promise<void> {
    await tx.couponRedemption.create({ data: { couponId, userId, orderId } });
    await tx.coupon.update({ where: { id: couponId }, data: { usedCount: { increment: 1 } } });
  }

  /** Gives the use back when an unpaid order is cancelled or expires. */
  async release(tx: Tx, orderId: number): Promise<void> {
    const redemption = await tx.couponRedemption.findUnique({ where: { orderId } });
    if (!redemption) return;
    await tx.$queryRawUnsafe('SELECT id FROM "Coupon" WHERE id = $1 FOR UPDATE', redemption.couponId);
    await tx.couponRedemption.delete({ where: { id: redemption.id } });
    await tx.coupon.update({ where: { id: redemption.couponId }, data: { usedCount: { decrement: 1 } } });
  }

  private async verdict(tx: Tx, coupon: Coupon | null, userId: number, goodsCents: number, now: Date): Promise<CouponVerdict> {
    const usedByUser = coupon ? await tx.couponRedemption.count({ where: { couponId: coupon.id, userId } }) : 0;
    const result = checkCoupon(coupon, { now, goodsCents, usedByUser });
    return { result, coupon, discountCents: result === 'verified' && coupon ? couponDiscountCents(coupon, goodsCents) : 0 };
  }
}
