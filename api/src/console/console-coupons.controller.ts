import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import { API_ROUTES, ok, type CreateCoupon, type Envelope, type StockQuery } from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { CouponAdminService } from '../shop/coupons/coupon-admin.service.js';

/** Operators: shop coupons (list with use counts, create). */
@Controller('console/coupons')
@UseGuards(AuthGuard, RolesGuard)
@Roles('operator')
export class ConsoleCouponsController {
  constructor(private readonly coupons: CouponAdminService) {}

  @Get()
  async list(@Query(new ZodPipe(API_ROUTES.consoleCoupons.query)) query: StockQuery): Promise<Envelope> {
    return ok(await this.coupons.list(query));
  }

  @Post()
  @HttpCode(200)
  async create(@Body(new ZodPipe(API_ROUTES.consoleCreateCoupon.body)) form: CreateCoupon, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.coupons.create(form, user), 'couponCreated');
  }
}
