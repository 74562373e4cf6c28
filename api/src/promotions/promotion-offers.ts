import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Product as ProductRow, Promotion as PromotionRow } from '@learnstar/db';
import { DAY_MS, ERROR_CODES, makeOrderCode, PROMOTION_COUPON_PREFIX, type PromotionGrant, type PromotionOffer } from '@learnstar/shared';
import type { Tx } from '../common/database/transaction.js';
import { AppError } from '../common/envelope/app-error.js';
import { PointsLedger } from '../points/points-ledger.service.js';


/**
 * Applies a promotion's offer inside the claim's transaction. Bonus points go through the ledger
 * (reason 'promotion'). A coupon, and a product's promotion price, become a personal coupon in the
 * shop's Coupon table: one use in total, a code only this user is shown. The promotion price is a
 * fixed discount of (regular − promotion price) with the regular price as minimum spend, so the
 * shop's existing coupon check, quote and checkout honour it without any change to the shop.
 */
@Injectable()
export class PromotionOffers {
  constructor(private readonly ledger: PointsLedger) {}

  async grantIn(tx: Tx, userId: number, promotion: PromotionRow, offer: PromotionOffer, now: Date): Promise<PromotionGrant> {
    switch (offer.type) {
      case 'bonusPoints':
        await this.ledger.applyIn(tx, { userId, delta: offer.points, reason: 'promotion', reference: `promotion:${promotion.id}` });
        return { type: 'bonusPoints', points: offer.points };
      case 'coupon': {
        const validUntil = new Date(now.getTime() + offer.validDays * DAY_MS);
        const code = await this.issueCoupon(tx, { kind: offer.kind, value: offer.value, minSpendCents: offer.minSpendCents, validFrom: now, validUntil });
        return { type: 'coupon', code, kind: offer.kind, value: offer.value, minSpendCents: offer.minSpendCents, validUntil: validUntil.toISOString() };
      }
      case 'productPrice': {
        const product = offeredProduct(await tx.product.findUnique({ where: { sku: offer.sku } }), offer.priceCents);
        const code = await this.issueCoupon(tx, { kind: 'fixed', value: product.priceCents - offer.priceCents, minSpendCents: product.priceCents, validFrom: now, validUntil: promotion.endsAt });
        return { type: 'productPrice', code, productId: product.id, priceCents: offer.priceCents, regularPriceCents: product.priceCents, validUntil: promotion.endsAt.toISOString() };
      }
    }
  }

  private async issueCoupon(tx: Tx, terms: { kind: 'fixed' | 'percent'; value: number; minSpendCents: number; validFrom: Date; validUntil: Date }): Promise<string> {
    // 8 symbols of 31 (~40 bits): not guessable through the coupon check, short enough to type.
    const code = PROMOTION_COUPON_PREFIX + makeOrderCode(randomBytes);
    await tx.coupon.create({ data: { ...terms, code, perUserLimit: 1, totalLimit: 1 } });
    return code;
  }
}

/** The product of a promotion price: on sale and dearer than the promotion price, or the claim is refused. */
export function offeredProduct(product: ProductRow | null, priceCents: number): ProductRow {
  if (!product?.active || product.priceCents <= priceCents) throw new AppError(ERROR_CODES.conflict, 'promotionProductUnavailable');
  return product;
}
