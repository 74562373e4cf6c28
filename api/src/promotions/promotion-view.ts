import type { Promotion as PromotionRow, PromotionClaim as PromotionClaimRow } from '@learnstar/db';
import {
  promotionGrantSchema,
  promotionOfferSchema,
  promotionState,
  type PromotionClaimView,
  type PromotionOffer,
  type PromotionState,
  type PromotionSummary,
} from '@learnstar/shared';

export function offerOf(row: PromotionRow): PromotionOffer {
  return promotionOfferSchema.parse(row.offer);
}

export function stateOf(row: Pick<PromotionRow, 'startsAt' | 'endsAt'>, now: Date): PromotionState {
  return promotionState(row.startsAt, row.endsAt, now);
}

/** A promotion as its card shows it; the passcode hash and the offer's terms stay on the server. */
export function toSummary(row: PromotionRow, now: Date): PromotionSummary {
  return {
    id: row.id,
    slug: row.slug,
    titleEn: row.titleEn,
    titleZh: row.titleZh,
    summaryEn: row.summaryEn,
    summaryZh: row.summaryZh,
    image: row.image,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    state: stateOf(row, now),
    offerType: offerOf(row).type,
  };
}

export function toClaimView(row: PromotionClaimRow): PromotionClaimView {
  return { grant: promotionGrantSchema.parse(row.grant), claimedAt: row.createdAt.toISOString() };
}

const STATE_ORDER: Record<PromotionState, number> = { inProgress: 0, notStarted: 1, ended: 2 };

/** Running first (ending soonest first), then coming (starting soonest first), then ended (latest first). */
export function byStateThenTime(a: PromotionSummary, b: PromotionSummary): number {
  if (a.state !== b.state) return STATE_ORDER[a.state] - STATE_ORDER[b.state];
  if (a.state === 'inProgress') return a.endsAt.localeCompare(b.endsAt);
  if (a.state === 'notStarted') return a.startsAt.localeCompare(b.startsAt);
  return b.endsAt.localeCompare(a.endsAt);
}
