import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import { API_ROUTES, ok, type ConsolePromotionQuery, type CreatePromotion, type Envelope } from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { PromotionAdminService } from '../promotions/promotion-admin.service.js';

/** Operators: promotions (list, create with a passcode and an offer). */
@Controller('console/promotions')
@UseGuards(AuthGuard, RolesGuard)
@Roles('operator')
export class ConsolePromotionsController {
  constructor(private readonly promotions: PromotionAdminService) {}

  @Get()
  async list(@Query(new ZodPipe(API_ROUTES.consolePromotions.query)) query: ConsolePromotionQuery): Promise<Envelope> {
    return ok(await this.promotions.list(query));
  }

  @Post()
  @HttpCode(200)
  async create(@Body(new ZodPipe(API_ROUTES.consoleCreatePromotion.body)) form: CreatePromotion, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.promotions.create(form, user), 'promotionCreated');
  }
}
