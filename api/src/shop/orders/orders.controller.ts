import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { API_ROUTES, ok, type CheckoutForm, type Envelope, type ShippingChoice } from '@learnstar/shared';
import { ZodPipe } from '../../common/validation/zod.pipe.js';
import { requestLocale } from '../../common/i18n/request-locale.js';
import { AuthGuard } from '../../accounts/auth/auth.guard.js';
import type { AuthenticatedRequest } from '../../accounts/auth/authenticated-request.js';
import { CouponService } from '../coupons/coupon.service.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { CartService } from '../cart/cart.service.js';
import { OrdersService } from './orders.service.js';
import { OrderCodePipe } from './order-code.pipe.js';

@Controller('shop/api')
@UseGuards(AuthGuard)
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly carts: CartService,
    private readonly coupons: CouponService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Checks a code against the caller's cart; the coupon stays unused. */
  @Post('coupon/check')
  @HttpCode(200)
  async checkCoupon(@Body(new ZodPipe(API_ROUTES.couponCheck.body)) body: { code: string }, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    const lines = await this.carts.rows(req.user.ranId, { userId: req.user.id, ranId: req.user.ranId });
    const goods = lines.reduce((sum, line) => sum + line.totalPriceCents, 0);
    const verdict = await this.coupons.check(body.code, req.user.id, goods, this.clock.now());
    return ok({ result: verdict.result, discountCents: verdict.discountCents });
  }

  @Post('order/quote')
  @HttpCode(200)
  async quote(@Body(new ZodPipe(API_ROUTES.orderQuote.body)) body: ShippingChoice, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    return ok(await this.orders.quote(req.user, body));
  }

  @Post('order/place')
  @HttpCode(200)
  async place(@Body(new ZodPipe(API_ROUTES.orderPlace.body)) body: CheckoutForm, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    return ok(await this.orders.place(req.user, body, requestLocale(req)), 'orderPlaced');
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
