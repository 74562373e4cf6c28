import { z } from 'zod';
import {
  consoleExportQuerySchema,
  consoleFormQuerySchema,
  consoleFreeTrialPageSchema,
  consoleMatchPageSchema,
  consoleMatchQuerySchema,
  consoleOrderPageSchema,
  consoleOrderQuerySchema,
  consoleRacePageSchema,
  consoleRaceQuerySchema,
  consoleWarrantyPageSchema,
  createMatchSchema,
  consolePromotionPageSchema,
  consolePromotionQuerySchema,
  consolePromotionSchema,
  createPromotionSchema,
  stockChangeSchema,
  goodActiveSchema,
  consoleCouponPageSchema,
  consoleCouponSchema,
  createCouponSchema,
  consoleCouponQuerySchema,
  updateCouponSchema,
  updatePromotionSchema,
  stockPageSchema,
  stockQuerySchema,
  stockRowSchema,
  matchCancelledSchema,
  dashboardQuerySchema,
  consoleDashboardSchema,
} from '../console/index.js';
import { orderSchema } from './shop.js';
import { matchSchema } from './matches.js';
import type { RouteContract } from './route-contract.js';
import { CONSOLE_CATALOGUE_ROUTES } from './console-catalogue.js';

const idSchema = z.object({ id: z.number().int() });

const op = (summary: string) => ({ summary: `Operator console: ${summary}`, tag: 'console', auth: true }) as const;

/** The operators' and teachers' console (/console): routes spread into API_ROUTES. */
export const CONSOLE_ROUTES = {
  consoleDashboard: { method: 'get', path: '/console/dashboard', ...op('the home: sales per Singapore day over 7, 30 or 90 days against the period before, orders needing a hand, low stock, parcels to deliver, held results, active pupils, next races'), query: dashboardQuerySchema, data: consoleDashboardSchema },
  consoleOrders: { method: 'get', path: '/console/orders', ...op('orders, filtered by status and creation date, searched by order code or email, sorted, paged'), query: consoleOrderQuerySchema, data: consoleOrderPageSchema },
  consoleConfirmPayNow: { method: 'post', path: '/console/orders/{code}/confirmPayNow', ...op('the PayNow transfer arrived (payment email)'), data: orderSchema },
  consoleShip: { method: 'post', path: '/console/orders/{code}/ship', ...op('ship a paid order with a tracking note (shipped email)'), body: z.object({ trackingNote: z.string().trim().max(200, { error: 'tooLong' }).optional() }), data: orderSchema },
  consoleCancelOrder: { method: 'post', path: '/console/orders/{code}/cancel', ...op('cancel an unpaid order (stock and coupon given back)'), data: orderSchema },
  consoleWarranties: { method: 'get', path: '/console/warranties', ...op('warranty registrations, searched and paged'), query: consoleFormQuerySchema, data: consoleWarrantyPageSchema },
  consoleWarrantiesCsv: { method: 'get', path: '/console/warranties.csv', ...op('warranty registrations as CSV (UTF-8 with BOM, streamed)'), query: consoleExportQuerySchema, produces: 'text/csv' },
  consoleFreeTrials: { method: 'get', path: '/console/free-trials', ...op('free-trial requests, searched and paged'), query: consoleFormQuerySchema, data: consoleFreeTrialPageSchema },
  consoleFreeTrialsCsv: { method: 'get', path: '/console/free-trials.csv', ...op('free-trial requests as CSV (UTF-8 with BOM, streamed)'), query: consoleExportQuerySchema, produces: 'text/csv' },
  consoleNewsletterCsv: { method: 'get', path: '/console/newsletter.csv', ...op('newsletter subscribers as CSV (UTF-8 with BOM, streamed)'), produces: 'text/csv' },
  consoleMatches: { method: 'get', path: '/console/matches', ...op('scheduled matches with their sign-ups, the most recently scheduled first'), query: consoleMatchQuerySchema, data: consoleMatchPageSchema },
  consoleCreateMatch: { method: 'post', path: '/console/matches', ...op('schedule a match'), body: createMatchSchema, data: matchSchema },
  consoleCancelMatch: { method: 'post', path: '/console/matches/{id}/cancel', ...op('cancel a match that has not started; each signed-up pupil (or their parent) gets a notice'), data: matchCancelledSchema },
  consolePromotions: { method: 'get', path: '/console/promotions', ...op('promotions with their state and number of claims, filtered by state, searched by address name or title, sorted, paged'), query: consolePromotionQuerySchema, data: consolePromotionPageSchema },
  consoleCreatePromotion: { method: 'post', path: '/console/promotions', ...op('create a promotion (dates, passcode stored hashed, offer)'), body: createPromotionSchema, data: consolePromotionSchema },
  consoleUpdatePromotion: { method: 'put', path: '/console/promotions/{id}', ...op('edit a promotion: texts, dates, offer; a new passcode (stored hashed) only when given'), body: updatePromotionSchema, data: consolePromotionSchema },
  consoleEndPromotion: { method: 'post', path: '/console/promotions/{id}/end', ...op('end a promotion now (its claims stay)'), data: consolePromotionSchema },
  consoleDeletePromotion: { method: 'delete', path: '/console/promotions/{id}', ...op('delete a promotion nobody has claimed (one with claims is refused: end it instead)'), data: idSchema },
  consoleProducts: { method: 'get', path: '/console/products', ...op('shop products with stock (price in cents), searched by SKU or name'), query: stockQuerySchema, data: stockPageSchema },
  consoleProductStock: { method: 'post', path: '/console/products/{id}/stock', ...op('change a product\'s stock by a delta (never below zero)'), body: stockChangeSchema, data: stockRowSchema },
  consolePointsGoods: { method: 'get', path: '/console/points-goods', ...op('points-shop goods with stock (price in points), searched by SKU or name'), query: stockQuerySchema, data: stockPageSchema },
  consolePointsGoodStock: { method: 'post', path: '/console/points-goods/{id}/stock', ...op('change a points-shop good\'s stock by a delta (never below zero)'), body: stockChangeSchema, data: stockRowSchema },
  consolePointsGoodActive: { method: 'post', path: '/console/points-goods/{id}/active', ...op('put a points-shop good on sale or take it off (kept for its redemptions)'), body: goodActiveSchema, data: stockRowSchema },
  consoleCoupons: { method: 'get', path: '/console/coupons', ...op('shop coupons with their use count, searched by code, disabled or not, sorted, paged'), query: consoleCouponQuerySchema, data: consoleCouponPageSchema },
  consoleCreateCoupon: { method: 'post', path: '/console/coupons', ...op('create a shop coupon (fixed cents or percent, minimum spend, validity, limits)'), body: createCouponSchema, data: consoleCouponSchema },
  consoleUpdateCoupon: { method: 'put', path: '/console/coupons/{id}', ...op('edit a coupon\'s terms (the total limit never below the uses made)'), body: updateCouponSchema, data: consoleCouponSchema },
  consoleDisableCoupon: { method: 'post', path: '/console/coupons/{id}/disable', ...op('disable a coupon (kept for the orders that used it)'), data: consoleCouponSchema },
  consoleDeleteCoupon: { method: 'delete', path: '/console/coupons/{id}', ...op('delete a coupon no order has used (a used one is refused: disable it instead)'), data: idSchema },
  ...CONSOLE_CATALOGUE_ROUTES,
  consoleRaces: { method: 'get', path: '/console/races', summary: "Teacher (races they hosted) or operator (all): classroom races and every racer's result, newest first", tag: 'console', auth: true, query: consoleRaceQuerySchema, data: consoleRacePageSchema },
} as const satisfies Record<string, RouteContract>;
