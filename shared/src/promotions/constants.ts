import { RATE_LIMIT_LONG_WAIT_MS } from '../constants.js';

/** A promotion's state, computed from its dates and the server's clock (never the pupil's). */
export const PROMOTION_STATES = ['notStarted', 'inProgress', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** What a promotion gives: bonus points, a coupon for the shop, or a product at a promotion price. */
export const PROMOTION_OFFER_TYPES = ['bonusPoints', 'coupon', 'productPrice'] as const;
export type PromotionOfferType = (typeof PROMOTION_OFFER_TYPES)[number];

/** Wrong passcodes a user may type before waiting (SPEC §5: "operation too frequent, try again after 5 minutes"). */
export const PROMOTION_PASSCODE_FAILURE_LIMIT = 5;
/** The wrong tries count within this window, and the wait lasts this long from the last one. */
export const PROMOTION_PASSCODE_LOCK_MS = RATE_LIMIT_LONG_WAIT_MS;
/** How long a right passcode keeps a promotion's detail open to that user (a claim keeps it open for good). */
export const PROMOTION_ENTRY_TTL_MS = 2 * 60 * 60_000;
/**
 * A passcode is compared with promotions that ended at most this long ago, so a late pupil hears
 * "this promotion has ended" rather than "wrong passcode", while old promotions cost no hashing.
 */
export const PROMOTION_PASSCODE_LOOKBACK_MS = 30 * 24 * 60 * 60_000;
export const PROMOTION_PASSCODE_MAX_LENGTH = 32;
/** Prefix of the personal coupon codes promotions issue, so operators can tell them apart. */
export const PROMOTION_COUPON_PREFIX = 'PROMO-';

/** Passcodes are not case-sensitive and ignore surrounding spaces: children type them. */
export function normalizePasscode(passcode: string): string {
  return passcode.trim().toUpperCase();
}
