import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import { API_ROUTES, ok, type Envelope, type OrderStatus } from '@learnstar/shared';
import { ZodPipe } from '../../common/validation/zod.pipe.js';
import { AuthGuard } from '../../accounts/auth/auth.guard.js';
import { Roles, RolesGuard } from '../../accounts/auth/roles.guard.js';
import { CurrentUser } from '../../accounts/auth/current-user.decorator.js';
import { OrderCodePipe } from '../orders/order-code.pipe.js';
import { OperatorOrdersService } from './operator-orders.service.js';

/** The shop operator's actions until a console exists (also scripted by api/scripts/shop-operator.mjs). */
@Controller('shop/admin')
@UseGuards(AuthGuard, RolesGuard)
@Roles('operator')
export class OperatorController {
  constructor(private readonly operator: OperatorOrdersService) {}

  @Get('orders')
  async orders(@Query(new ZodPipe(API_ROUTES.operatorOrders.query)) query: { page: number; pageSize: number; status?: OrderStatus }): Promise<Envelope> {
    return ok(await this.operator.list(query.status, query.page, query.pageSize));
  }

  @Post('order/:code/confirmPayNow')
  @HttpCode(200)
  async confirmPayNow(@Param('code', OrderCodePipe) code: string, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.operator.confirmPayNow(code, user), 'paymentConfirmed');
  }

  @Post('order/:code/ship')
  @HttpCode(200)
  async ship(@Param('code', OrderCodePipe) code: string, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.operator.ship(code, user), 'orderShipped');
  }
}
