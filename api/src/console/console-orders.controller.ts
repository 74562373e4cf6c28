import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import { API_ROUTES, ok, type ConsoleOrderQuery, type Envelope } from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { MailService } from '../mail/mail.service.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { OrderCodePipe } from '../shop/orders/order-code.pipe.js';
import { OperatorOrdersService } from '../shop/operator/operator-orders.service.js';
import { ConsoleDashboardService } from './console-dashboard.service.js';

/** Operators: the shop's orders and their actions, through the shop's own operator service; an action forgets the home's cached counts. */
@Controller('console/orders')
@UseGuards(AuthGuard, RolesGuard)
@Roles('operator')
export class ConsoleOrdersController {
  constructor(
    private readonly operator: OperatorOrdersService,
    private readonly mail: MailService,
    private readonly dashboard: ConsoleDashboardService,
  ) {}

  @Get()
  async list(@Query(new ZodPipe(API_ROUTES.consoleOrders.query)) query: ConsoleOrderQuery): Promise<Envelope> {
    return ok(await this.operator.search(query));
  }

  @Post(':code/confirmPayNow')
  @HttpCode(200)
  async confirmPayNow(@Param('code', OrderCodePipe) code: string, @CurrentUser() user: User): Promise<Envelope> {
    const order = await this.operator.confirmPayNow(code, user);
    this.dashboard.forget();
    return ok(order, 'paymentConfirmed');
  }

  @Post(':code/ship')
  @HttpCode(200)
  async ship(@Param('code', OrderCodePipe) code: string, @Body(new ZodPipe(API_ROUTES.consoleShip.body)) body: { trackingNote?: string }, @CurrentUser() user: User): Promise<Envelope> {
    const order = await this.operator.ship(code, user, body.trackingNote || undefined);
    this.dashboard.forget();
    return ok(order, 'orderShipped');
  }

  @Post(':code/cancel')
  @HttpCode(200)
  async cancel(@Param('code', OrderCodePipe) code: string, @CurrentUser() user: User): Promise<Envelope> {
    const order = await this.operator.cancel(code, user);
    this.dashboard.forget();
    return this.mail.notice(ok(order, 'orderCancelled'));
  }
}
