import { promotionClaimSchema, promotionDetailSchema, promotionEnteredSchema, promotionEnterSchema, promotionListSchema } from '../promotions/schemas.js';
import type { RouteContract } from './route-contract.js';

/** Promotions: routes spread into API_ROUTES. */
export const PROMOTION_ROUTES = {
  promotions: { method: 'get', path: '/promotions', summary: "Promotions with their state (not started, in progress, ended) and the server's clock for the countdowns", tag: 'promotions', data: promotionListSchema },
  promotionEnter: { method: 'post', path: '/promotion/enter', summary: 'Enter a passcode: opens that promotion to the caller (5 wrong tries → a 5-minute wait)', tag: 'promotions', auth: true, body: promotionEnterSchema, data: promotionEnteredSchema },
  promotionDetail: { method: 'get', path: '/promotion/{id}', summary: "A promotion's offer and the caller's claim; only after its passcode was entered", tag: 'promotions', auth: true, data: promotionDetailSchema },
  promotionClaim: { method: 'post', path: '/promotion/{id}/claim', summary: 'Claim the offer: once per user, only while in progress, applied in one transaction', tag: 'promotions', auth: true, data: promotionClaimSchema },
} as const satisfies Record<string, RouteContract>;
