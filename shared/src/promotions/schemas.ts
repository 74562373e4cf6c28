import { z } from 'zod';
import { rowIdSchema } from '../ids.js';
import { COUPON_KINDS } from '../shop/coupon-rule.js';
import { PROMOTION_OFFER_TYPES, PROMOTION_PASSCODE_MAX_LENGTH, PROMOTION_STATES, normalizePasscode } from './constants.js';

/**
 * What a promotion offers, as stored in `Promotion.offer`. A coupon is valid `validDays` from the
 * claim; a product price is a personal coupon worth (regular − promotion price) on that product,
 * valid until the promotion ends.
 */
export const promotionOfferSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bonusPoints'), points: z.number().int().min(1).max(10_000) }),
  z
    .object({ type: z.literal('coupon'), kind: z.enum(COUPON_KINDS), value: z.number().int().min(1).max(1_000_000), minSpendCents: z.number().int().min(0).max(100_000_000), validDays: z.number().int().min(1).max(366) })
    .refine((o) => o.kind !== 'percent' || o.value <= 100, { error: 'invalidValue', path: ['value'] }),
  z.object({ type: z.literal('productPrice'), sku: z.string().min(1).max(64), priceCents: z.number().int().min(1).max(100_000_000) }),
]);
export type PromotionOffer = z.infer<typeof promotionOfferSchema>;

/** The offer as the detail page shows it: a product price names the product and its regular price. */
export const promotionOfferViewSchema = z.discriminatedUnion('type', [
  promotionOfferSchema.options[0],
  promotionOfferSchema.options[1],
  promotionOfferSchema.options[2].extend({ productId: z.number().int(), nameEn: z.string(), nameZh: z.string(), regularPriceCents: z.number().int(), image: z.string().nullable() }),
]);
export type PromotionOfferView = z.infer<typeof promotionOfferViewSchema>;

/** What one claim granted (`PromotionClaim.grant`): the points, or the personal coupon code. */
export const promotionGrantSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bonusPoints'), points: z.number().int() }),
  z.object({ type: z.literal('coupon'), code: z.string(), kind: z.enum(COUPON_KINDS), value: z.number().int(), minSpendCents: z.number().int(), validUntil: z.string() }),
  z.object({ type: z.literal('productPrice'), code: z.string(), productId: z.number().int(), priceCents: z.number().int(), regularPriceCents: z.number().int(), validUntil: z.string() }),
]);
export type PromotionGrant = z.infer<typeof promotionGrantSchema>;

/** A promotion card on /promotions (no auth: no offer details, no passcode hint). */
export const promotionSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titleEn: z.string(),
  titleZh: z.string(),
  summaryEn: z.string(),
  summaryZh: z.string(),
  image: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(PROMOTION_STATES),
  offerType: z.enum(PROMOTION_OFFER_TYPES),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

/** `serverNow` lets the page count down by the server's clock: offset = serverNow − the page's now. */
export const promotionListSchema = z.object({ serverNow: z.string(), promotions: z.array(promotionSummarySchema) });
export type PromotionList = z.infer<typeof promotionListSchema>;

export const promotionClaimSchema = z.object({ grant: promotionGrantSchema, claimedAt: z.string() });
export type PromotionClaimView = z.infer<typeof promotionClaimSchema>;

export const promotionDetailSchema = promotionSummarySchema.extend({
  descriptionEn: z.string(),
  descriptionZh: z.string(),
  offer: promotionOfferViewSchema,
  claim: promotionClaimSchema.nullable(),
  serverNow: z.string(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const promotionEnterSchema = z.object({
  passcode: z
    .string({ error: 'passcodeRequired' })
    .transform(normalizePasscode)
    .pipe(z.string().min(1, { error: 'passcodeRequired' }).max(PROMOTION_PASSCODE_MAX_LENGTH, { error: 'passcodeWrong' })),
});
export type PromotionEnterRequest = z.infer<typeof promotionEnterSchema>;

export const promotionEnteredSchema = z.object({ id: z.number().int() });

/** A promotion id in a path: anything else is "not found". */
export const promotionIdSchema = rowIdSchema;
