import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import { API_ROUTES, ok, type Envelope, type StockChange, type StockQuery } from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { pathId } from '../common/validation/path-id.js';
import { ConsoleStockService } from './console-stock.service.js';

/** Operators: stock of the shop's products and of the points shop's goods. */
@Controller('console')
@UseGuards(AuthGuard, RolesGuard)
@Roles('operator')
export class ConsoleStockController {
  constructor(private readonly stock: ConsoleStockService) {}

  @Get('products')
  async products(@Query(new ZodPipe(API_ROUTES.consoleProducts.query)) query: StockQuery): Promise<Envelope> {
    return ok(await this.stock.list('product', query));
  }

  @Post('products/:id/stock')
  @HttpCode(200)
  async productStock(@Param('id') id: string, @Body(new ZodPipe(API_ROUTES.consoleProductStock.body)) body: StockChange, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.stock.change('product', pathId(id, 'productNotFound'), body.delta, user), 'stockChanged');
  }

  @Get('points-goods')
  async pointsGoods(@Query(new ZodPipe(API_ROUTES.consolePointsGoods.query)) query: StockQuery): Promise<Envelope> {
    return ok(await this.stock.list('pointsGood', query));
  }

  @Post('points-goods/:id/stock')
  @HttpCode(200)
  async pointsGoodStock(@Param('id') id: string, @Body(new ZodPipe(API_ROUTES.consolePointsGoodStock.body)) body: StockChange, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.stock.change('pointsGood', pathId(id, 'productNotFound'), body.delta, user), 'stockChanged');
  }

  @Post('points-goods/:id/active')
  @HttpCode(200)
  async pointsGoodActive(@Param('id') id: string, @Body(new ZodPipe(API_ROUTES.consolePointsGoodActive.body)) body: { active: boolean }, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.stock.setActive(pathId(id, 'productNotFound'), body.active, user));
  }
}
