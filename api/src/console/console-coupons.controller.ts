import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import { API_ROUTES, ok, type ConsoleCouponQuery, type CreateCoupon, type Envelope, type UpdateCoupon } from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { pathId } from '../common/validation/path-id.js';
import { CouponAdminService } from '../shop/coupons/coupon-admin.service.js';

/** Operators: shop coupons (list with use counts, create, edit, disable, delete when unused). */
@Controller('console/coupons')
@UseGuards(AuthGuard, RolesGuard)
@Roles('operator')
export class ConsoleCouponsController {
  constructor(private readonly coupons: CouponAdminService) {}

  @Get()
  async list(@Query(new ZodPipe(API_ROUTES.consoleCoupons.query)) query: ConsoleCouponQuery): Promise<Envelope> {
    return ok(await this.coupons.list(query));
  }

  @Post()
  @HttpCode(200)
  async create(@Body(new ZodPipe(API_ROUTES.consoleCreateCoupon.body)) form: CreateCoupon, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.coupons.create(form, user), 'couponCreated');
  }

  @Put(':id')
  async update(@Param('id') id: string, @Body(new ZodPipe(API_ROUTES.consoleUpdateCoupon.body)) form: UpdateCoupon, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.coupons.update(pathId(id, 'couponNotFound'), form, user), 'couponUpdated');
  }

  @Post(':id/disable')
  @HttpCode(200)
  async disable(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.coupons.disable(pathId(id, 'couponNotFound'), user), 'couponDisabled');
  }

  @Delete(':id')
  async remove(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.coupons.remove(pathId(id, 'couponNotFound'), user), 'couponDeleted');
  }
}
