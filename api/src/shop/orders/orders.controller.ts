import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { API_ROUTES, COUPON_CHECK_LIMIT, COUPON_CHECK_WINDOW_MS, ERROR_CODES, ok, type CheckoutForm, type CouponCheck, type Envelope, type ShippingChoice } from '@learnstar/shared';
import { AppError } from '../../common/envelope/app-error.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.js';
import { ActionLimiter } from '../../common/rate-limit/action-limiter.js';
import { ZodPipe } from '../../common/validation/zod.pipe.js';
import { requestLocale } from '../../common/i18n/request-locale.js';
import { AuthGuard } from '../../accounts/auth/auth.guard.js';
import type { AuthenticatedRequest } from '../../accounts/auth/authenticated-request.js';
import { CouponService } from '../coupons/coupon.service.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { OrdersService } from './orders.service.js';
import { OrderCodePipe } from './order-code.pipe.js';
import { MailService } from '../../mail/mail.service.js';
import { IdempotencyKey } from '../../common/idempotency/idempotency-key.decorator.js';

@Controller('shop/api')
@UseGuards(AuthGuard)
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly coupons: CouponService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly limits: ActionLimiter,
    private readonly mail: MailService,
  ) {}

  /** Checks a code against the caller's cart (or the buy-now line); the coupon stays unused. */
  @Post('coupon/check')
  @HttpCode(200)
  async checkCoupon(@Body(new ZodPipe(API_ROUTES.couponCheck.body)) body: CouponCheck, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    await this.limitCouponChecks(req.user.id);
    const lines = await this.orders.lines(req.user, body.buyNow);
    const goods = lines.reduce((sum, line) => sum + line.totalPriceCents, 0);
    const verdict = await this.coupons.check(body.code, req.user.id, goods, this.clock.now());
    return ok({ result: verdict.result, discountCents: verdict.discountCents });
  }

  @Post('order/quote')
  @HttpCode(200)
  async quote(@Body(new ZodPipe(API_ROUTES.orderQuote.body)) body: ShippingChoice, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    if (body.couponCode) await this.limitCouponChecks(req.user.id);
    return ok(await this.orders.quote(req.user, body));
  }

  /** A quote with a code answers whether the code is valid too, so both count against the limit. */
  private async limitCouponChecks(userId: number): Promise<void> {
    if (!(await this.limiter.attempt(`coupon-check:${userId}`, COUPON_CHECK_LIMIT, COUPON_CHECK_WINDOW_MS))) throw new AppError(ERROR_CODES.tooManyRequests, 'tooFrequent30s');
  }

  @Post('order/place')
  @HttpCode(200)
  async place(@Body(new ZodPipe(API_ROUTES.orderPlace.body)) body: CheckoutForm, @IdempotencyKey() key: string | undefined, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    await this.limits.enforce('placeOrder', { account: req.user.id, ip: req.ip });
    return this.mail.notice(ok(await this.orders.place(req.user, body, requestLocale(req), key), 'orderPlaced'));
  }

  @Get('orders')
  async list(@Query(new ZodPipe(API_ROUTES.orders.query)) query: { page: number; pageSize: number }, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    return ok(await this.orders.list(req.user.id, query.page, query.pageSize));
  }

  @Get('order/:code')
  async get(@Param('code', OrderCodePipe) code: string, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    return ok(await this.orders.get(req.user.id, code));
  }

  @Post('order/:code/cancel')
  @HttpCode(200)
  async cancel(@Param('code', OrderCodePipe) code: string, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    return ok(await this.orders.cancel(req.user.id, code), 'orderCancelled');
  }

  @Post('order/:code/confirmReceipt')
  @HttpCode(200)
  async confirmReceipt(@Param('code', OrderCodePipe) code: string, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    return ok(await this.orders.confirmReceipt(req.user.id, code), 'receiptConfirmed');
  }
}
