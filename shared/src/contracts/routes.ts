import { z } from 'zod';
import type { RouteContract } from './route-contract.js';
import { GAME_ROUTES } from './games.js';
import { POINTSHOP_ROUTES } from './pointshop.js';
import { FAIR_PLAY_ROUTES } from './fairplay.js';
import { PROMOTION_ROUTES } from './promotions.js';
import { AUDIT_ROUTES } from './audit.js';
import { CONSOLE_ROUTES } from './console.js';
import { CLASS_ROUTES } from './classes.js';
import { FAMILY_ROUTES } from './family.js';
import { LEARNING_ROUTES } from './learning.js';
import { addNewsEmailRequestSchema } from './newsletter.js';
import { getDictDataQuerySchema, productOptionSchema } from './dict.js';
import { clientConfigSchema, healthSchema } from './health.js';
import { matchTicketSchema } from '../socket/match-ticket.js';
import {
  changePasswordSchema,
  internalSessionSchema,
  linkCodeQuerySchema,
  loginRequestSchema,
  profileSchema,
  registerRequestSchema,
  registerResponseSchema,
  requestEmailValidationSchema,
  resetPasswordQuerySchema,
  sendResetEmailQuerySchema,
  sessionUserSchema,
  updateProfileSchema,
} from './accounts.js';
import { gameRecordSchema, raceReportSchema, pageQuerySchema, pointsAdjustmentSchema, pointsPageSchema } from './points.js';
import { freeTrialRequestSchema, warrantyRequestSchema } from './forms.js';
import { drawWordsQuerySchema, questionsQuerySchema, typingTextSchema, typingTextsQuerySchema } from './content.js';
import { levelStatusSchema, unlockLevelSchema } from './levels.js';
import { racerCardSchema, racerCardsRequestSchema } from '../race/racer-cards.js';
import { leagueSchema, rankingQuerySchema, rankingSchema } from './ranking.js';
import {
  cartLineSchema,
  cartMergeSchema,
  cartQuerySchema,
  cartRemoveSchema,
  cartRowSchema,
  checkoutSchema,
  couponCheckResultSchema,
  couponCheckSchema,
  operatorOrderQuerySchema,
  orderListQuerySchema,
  orderSchema,
  paymentCallbackSchema,
  paymentSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  quoteSchema,
  sandboxCompleteSchema,
  sandboxSessionSchema,
  shippingChoiceSchema,
  startPaymentSchema,
} from './shop.js';
import { matchListQuerySchema, matchSchema, matchSignupQuerySchema, raceResultsRequestSchema, raceResultsResponseSchema } from './matches.js';

export type { RouteContract } from './route-contract.js';

/**
 * Every REST route of the API in one table: the API validates with these schemas and
 * the OpenAPI document at /api/docs is generated from them. Paths are relative to /api.
 * Features with many routes keep them in their own contract file, spread in here.
 */
export const API_ROUTES = {
  ...GAME_ROUTES,
  ...POINTSHOP_ROUTES,
  ...FAIR_PLAY_ROUTES,
  ...PROMOTION_ROUTES,
  ...AUDIT_ROUTES,
  ...CONSOLE_ROUTES,
  ...CLASS_ROUTES,
  ...FAMILY_ROUTES,
  ...LEARNING_ROUTES,
  health: { method: 'get', path: '/health', summary: 'Liveness with database and Redis status', tag: 'system', data: healthSchema },
  clientConfig: { method: 'get', path: '/config', summary: 'Where the page finds the match server', tag: 'system', data: clientConfigSchema },
  getDictData: { method: 'get', path: '/user/getDictData', summary: 'Product options (dictType hs_device_type)', tag: 'content', query: getDictDataQuerySchema, data: z.array(productOptionSchema) },
  addNewsEmail: { method: 'post', path: '/user/addNewsEmail', summary: 'Newsletter sign-up', tag: 'content', body: addNewsEmailRequestSchema },
  login: { method: 'post', path: '/user/login', summary: 'Sign in (query username, password, rememberMe; or the same as JSON body). Answers code, data, token, expireTime', tag: 'accounts', query: loginRequestSchema, data: sessionUserSchema },
  logout: { method: 'post', path: '/user/logout', summary: 'Revoke the current token', tag: 'accounts', auth: true },
  register: { method: 'post', path: '/user/register', summary: 'Sign up as a pupil (default) or a parent, with a trial period; the new account is signed in', tag: 'accounts', body: registerRequestSchema, data: registerResponseSchema },
  sendResetPswEmail: { method: 'get', path: '/user/sendResetPswEmail', summary: 'Mail a password reset link (60 s resend guard)', tag: 'accounts', query: sendResetEmailQuerySchema },
  validatePswEmail: { method: 'get', path: '/user/validatePswEmail', summary: 'Check a reset link', tag: 'accounts', query: linkCodeQuerySchema, data: z.object({ userId: z.number().int() }) },
  resetPsw: { method: 'post', path: '/user/resetPsw', summary: 'Set a new password with a reset link', tag: 'accounts', query: resetPasswordQuerySchema },
  sendValidateEmail: { method: 'post', path: '/user/sendValidateEmail', summary: 'Link an email and mail a validation link', tag: 'accounts', auth: true, body: requestEmailValidationSchema },
  validateEmail: { method: 'get', path: '/user/validateEmail', summary: 'Confirm an email with the mailed code', tag: 'accounts', query: linkCodeQuerySchema, data: z.object({ email: z.string() }) },
  profile: { method: 'get', path: '/user/profile', summary: 'Account centre profile', tag: 'accounts', auth: true, data: profileSchema },
  updateProfile: { method: 'put', path: '/user/profile', summary: 'Update the profile', tag: 'accounts', auth: true, body: updateProfileSchema, data: profileSchema },
  uploadAvatar: { method: 'post', path: '/user/avatar', summary: 'Upload an avatar (multipart field file; JPG/PNG by content, at most 2M)', tag: 'accounts', auth: true, fileField: 'file', data: z.object({ avatar: z.string() }) },
  changePassword: { method: 'post', path: '/user/changePassword', summary: 'Change the password (needs a verified email)', tag: 'accounts', auth: true, body: changePasswordSchema },
  pointsRecords: { method: 'get', path: '/points/records', summary: 'Points records, newest first, paginated', tag: 'points', auth: true, query: pageQuerySchema, data: pointsPageSchema },
  pointsAdjust: { method: 'post', path: '/points/adjust', summary: 'Operator correction of a balance', tag: 'points', auth: true, body: pointsAdjustmentSchema, data: z.object({ balance: z.number().int() }) },
  myGames: { method: 'get', path: '/user/games', summary: 'My games: title, game time, score, status', tag: 'accounts', auth: true, query: pageQuerySchema, data: z.object({ rows: z.array(gameRecordSchema), total: z.number().int() }) },
  raceReport: { method: 'get', path: '/user/games/{raceId}', summary: "A finished race I took part in: the board, my WPM over time, my mistakes and points", tag: 'accounts', auth: true, data: raceReportSchema },
  contentWords: { method: 'get', path: '/content/words', summary: 'Words drawn for a grade and level (deterministic for a seed)', tag: 'content', query: drawWordsQuerySchema },
  contentWord: { method: 'get', path: '/content/word/{simplified}', summary: 'One word card: pinyin, meanings, radicals, strokes', tag: 'content' },
  contentStrokes: { method: 'get', path: '/content/strokes/{character}', summary: 'Stroke-order data of one character (hanzi-writer format, Arphic Public License)', tag: 'content' },
  internalTypingTexts: { method: 'get', path: '/internal/content/typing', summary: 'Match server: typing texts for a race', tag: 'internal', query: typingTextsQuerySchema, data: z.array(typingTextSchema) },
  internalQuestions: { method: 'get', path: '/internal/content/questions', summary: 'Match server: dictionary questions with answers', tag: 'internal', query: questionsQuerySchema },
  matchList: { method: 'get', path: '/match/list', summary: 'Scheduled matches (upcoming and in progress; ended within pastDays)', tag: 'matches', query: matchListQuerySchema, data: z.array(matchSchema) },
  matchInProgress: { method: 'get', path: '/match/inProgress', summary: "The caller's signed-up matches that are in progress now (the start-now confirm)", tag: 'matches', auth: true, data: z.array(matchSchema) },
  checkSignup: { method: 'post', path: '/match/checkSignup', summary: 'Code 200 when the user is signed up for the match, 404 notSignedUp otherwise', tag: 'matches', auth: true, query: matchSignupQuerySchema },
  signup: { method: 'post', path: '/match/signup', summary: 'Sign up for a match (closes at the start; capacity and grade checked)', tag: 'matches', auth: true, query: matchSignupQuerySchema },
  internalMatch: { method: 'get', path: '/internal/matches/{id}', summary: 'Match server: a match and whether userId signed up', tag: 'internal' },
  internalRaceResults: { method: 'post', path: '/internal/race-results', summary: 'Match server: write race results once and award points', tag: 'internal', body: raceResultsRequestSchema, data: raceResultsResponseSchema },
  internalRacerCards: { method: 'post', path: '/internal/racer-cards', summary: "Match server: classroom racers' avatars, frames and previous race, for the host's projector", tag: 'internal', body: racerCardsRequestSchema, data: z.array(racerCardSchema) },
  ranking: { method: 'get', path: '/ranking', summary: 'A ranking board (points all time or this week, typing speed, dictionary score), by grade, with my own place', tag: 'ranking', query: rankingQuerySchema, data: rankingSchema },
  league: { method: 'get', path: '/ranking/league', summary: "This week's league of about 30 pupils of my grade", tag: 'ranking', auth: true, data: leagueSchema },
  levels: { method: 'get', path: '/levels', summary: 'Practice levels of both games: unlocked or the points they cost', tag: 'points', auth: true, data: z.array(levelStatusSchema) },
  unlockLevel: { method: 'post', path: '/levels/unlock', summary: 'Spend points to unlock a practice level (once)', tag: 'points', auth: true, body: unlockLevelSchema, data: z.object({ balance: z.number().int() }) },
  internalRaceResultsMetrics: { method: 'get', path: '/internal/metrics/race-results', summary: 'Operators: the race result writer (races waiting, batches, batch times; x-internal-key)', tag: 'internal' },
  internalLevelCheck: { method: 'get', path: '/internal/levels/check', summary: 'Match server: may this user practise this level?', tag: 'internal' },
  matchTicket: { method: 'get', path: '/user/match-ticket', summary: 'A match ticket: the match server checks it on the socket handshake without calling the API (expires in 5 minutes)', tag: 'accounts', auth: true, data: matchTicketSchema },
  internalSession: { method: 'get', path: '/internal/session', summary: 'Match server: who owns this bearer token (x-internal-key)', tag: 'internal', auth: true, data: internalSessionSchema },
  addWarranty: { method: 'post', path: '/content/addWarranty', summary: 'Register a product warranty (30 s resubmit guard)', tag: 'content', body: warrantyRequestSchema },
  warrantyTerms: { method: 'get', path: '/content/warrantyTerms.pdf', summary: 'The bilingual warranty terms as a PDF', tag: 'content' },
  addFreeTrial: { method: 'post', path: '/content/addFreeTrial', summary: 'Request a free trial of a reader', tag: 'content', body: freeTrialRequestSchema },
  shopProducts: { method: 'get', path: '/shop/api/products', summary: 'Shop categories and products (GST-inclusive cents) with the GST setting', tag: 'shop', query: productListQuerySchema, data: productListSchema },
  shopProduct: { method: 'get', path: '/shop/api/product/{id}', summary: 'One product', tag: 'shop', data: productSchema },
  listCartByRanId: { method: 'get', path: '/shop/api/listCartByRanId', summary: "SPEC §7: a cart's rows by ranId (a signed-in user's ranId needs that user's token); each row says if it cannot be ordered", tag: 'shop', query: cartQuerySchema, data: z.array(cartRowSchema) },
  cartAdd: { method: 'post', path: '/shop/api/cart/add', summary: 'Add a quantity of a product (capped by stock and purchase limit)', tag: 'shop', body: cartLineSchema, data: z.array(cartRowSchema) },
  cartUpdate: { method: 'post', path: '/shop/api/cart/update', summary: 'Set the quantity of a cart line', tag: 'shop', body: cartLineSchema, data: z.array(cartRowSchema) },
  cartRemove: { method: 'post', path: '/shop/api/cart/remove', summary: 'Remove a cart line', tag: 'shop', body: cartRemoveSchema, data: z.array(cartRowSchema) },
  cartClear: { method: 'post', path: '/shop/api/cart/clear', summary: 'Empty a cart', tag: 'shop', body: cartQuerySchema },
  cartMerge: { method: 'post', path: '/shop/api/cart/merge', summary: "After login: move the visitor cart into the user's, in one transaction", tag: 'shop', auth: true, body: cartMergeSchema, data: z.array(cartRowSchema) },
  couponCheck: { method: 'post', path: '/shop/api/coupon/check', summary: "Check a coupon against the caller's cart or the buyNow line (does not consume it)", tag: 'shop', auth: true, body: couponCheckSchema, data: couponCheckResultSchema },
  orderQuote: { method: 'post', path: '/shop/api/order/quote', summary: "Price the caller's cart (or only the buyNow line) for a country, shipping method and coupon", tag: 'shop', auth: true, body: shippingChoiceSchema, data: quoteSchema },
  orderPlace: { method: 'post', path: '/shop/api/order/place', summary: "Place an order from the caller's cart (or of only the buyNow line, leaving the cart as it is): prices recomputed, stock reserved under row locks, coupon consumed once", tag: 'shop', auth: true, body: checkoutSchema, data: orderSchema },
  orders: { method: 'get', path: '/shop/api/orders', summary: "The caller's orders, newest first", tag: 'shop', auth: true, query: orderListQuerySchema, data: z.object({ rows: z.array(orderSchema), total: z.number().int() }) },
  order: { method: 'get', path: '/shop/api/order/{code}', summary: 'One of the caller\'s orders', tag: 'shop', auth: true, data: orderSchema },
  orderCancel: { method: 'post', path: '/shop/api/order/{code}/cancel', summary: 'Cancel an unpaid order (stock and coupon released)', tag: 'shop', auth: true, data: orderSchema },
  orderConfirmReceipt: { method: 'post', path: '/shop/api/order/{code}/confirmReceipt', summary: 'The buyer confirms a shipped order arrived', tag: 'shop', auth: true, data: orderSchema },
  paymentStart: { method: 'post', path: '/shop/api/payment/start', summary: 'Start paying an order: sandbox card gateway (redirect) or PayNow (SGQR payload)', tag: 'payment', auth: true, body: startPaymentSchema, data: paymentSchema },
  paymentStatus: { method: 'get', path: '/shop/api/payment/{id}', summary: 'A payment result for the /callback page: waiting, success, failed, cancelled, timeout', tag: 'payment', data: paymentSchema },
  paymentCallback: { method: 'post', path: '/shop/api/payment/callback', summary: 'Gateway → shop: HMAC-signed result (header x-sandbox-signature); verified, idempotent, replay-proof', tag: 'payment', body: paymentCallbackSchema },
  sandboxSession: { method: 'get', path: '/gateway/sandbox/session/{id}', summary: "Sandbox card gateway: the hosted page's session", tag: 'payment', data: sandboxSessionSchema },
  sandboxComplete: { method: 'post', path: '/gateway/sandbox/session/{id}/complete', summary: 'Sandbox card gateway: the payer chooses success, failure, cancel or timeout', tag: 'payment', body: sandboxCompleteSchema, data: sandboxSessionSchema },
  operatorOrders: { method: 'get', path: '/shop/admin/orders', summary: 'Operator: orders by status', tag: 'operator', auth: true, query: operatorOrderQuerySchema, data: z.object({ rows: z.array(orderSchema), total: z.number().int() }) },
  operatorConfirmPayNow: { method: 'post', path: '/shop/admin/order/{code}/confirmPayNow', summary: 'Operator: the PayNow transfer arrived (next working day)', tag: 'operator', auth: true, data: orderSchema },
  operatorShip: { method: 'post', path: '/shop/admin/order/{code}/ship', summary: 'Operator: mark a paid order shipped', tag: 'operator', auth: true, data: orderSchema },
} as const satisfies Record<string, RouteContract>;
