import { z } from 'zod';
import {
  cosmeticsSchema,
  equipCosmeticSchema,
  operatorRedemptionQuerySchema,
  operatorRedemptionSchema,
  pointsGoodSchema,
  pointsGoodsListSchema,
  pointsGoodsQuerySchema,
  redeemRequestSchema,
  redeemResultSchema,
  redemptionPageSchema,
  redemptionQuerySchema,
  redemptionRecordSchema,
  shipRedemptionSchema,
} from '../pointshop/schemas.js';
import type { RouteContract } from './route-contract.js';

/** Points shop and redemptions: routes spread into API_ROUTES. */
export const POINTSHOP_ROUTES = {
  pointsGoods: { method: 'get', path: '/pointshop/goods', summary: 'Points shop goods (physical and virtual) with stock, per-pupil limit and, signed in, the balance and what the caller redeemed', tag: 'pointshop', query: pointsGoodsQuerySchema, data: pointsGoodsListSchema },
  pointsGood: { method: 'get', path: '/pointshop/goods/{id}', summary: 'One good: images, description, points, stock, limit', tag: 'pointshop', data: pointsGoodSchema },
  redeem: { method: 'post', path: '/pointshop/redeem', summary: 'Redeem a good with points: login password, delivery form for physical goods, idempotency key; points, stock and the redemption change in one transaction', tag: 'pointshop', auth: true, body: redeemRequestSchema, data: redeemResultSchema },
  cosmetics: { method: 'get', path: '/pointshop/cosmetics', summary: 'Avatar frames, plane skins and tortoise colours the caller owns, and the one equipped of each', tag: 'pointshop', auth: true, data: cosmeticsSchema },
  equipCosmetic: { method: 'post', path: '/pointshop/cosmetics/equip', summary: 'Wear an owned cosmetic (one per kind)', tag: 'pointshop', auth: true, body: equipCosmeticSchema, data: cosmeticsSchema },
  redemptions: { method: 'get', path: '/points/redemptions', summary: "Redemption records by tab (all | toDeliver | pendingReceipt | completed); a parent passes childId for a linked child's (read only)", tag: 'points', auth: true, query: redemptionQuerySchema, data: redemptionPageSchema },
  confirmRedemptionReceipt: { method: 'post', path: '/points/redemptions/{id}/confirmReceipt', summary: 'The pupil confirms a shipped good arrived', tag: 'points', auth: true, data: redemptionRecordSchema },
  operatorRedemptions: { method: 'get', path: '/operator/redemptions', summary: 'Operator: redemptions by status (default toDeliver), oldest first', tag: 'operator', auth: true, query: operatorRedemptionQuerySchema, data: z.object({ rows: z.array(operatorRedemptionSchema), total: z.number().int() }) },
  operatorShipRedemption: { method: 'post', path: '/operator/redemptions/{id}/ship', summary: 'Operator: mark a physical redemption shipped with a tracking note (emails the pupil)', tag: 'operator', auth: true, body: shipRedemptionSchema, data: redemptionRecordSchema },
} as const satisfies Record<string, RouteContract>;
