import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import { API_ROUTES, ok, type ConsolePromotionQuery, type CreatePromotion, type Envelope, type UpdatePromotion } from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { pathId } from '../common/validation/path-id.js';
import { PromotionAdminService } from '../promotions/promotion-admin.service.js';

/** Operators: promotions (list, create with a passcode and an offer, edit, end now, delete when unclaimed). */
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

  @Put(':id')
  async update(@Param('id') id: string, @Body(new ZodPipe(API_ROUTES.consoleUpdatePromotion.body)) form: UpdatePromotion, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.promotions.update(pathId(id, 'promotionNotFound'), form, user), 'promotionUpdated');
  }

  @Post(':id/end')
  @HttpCode(200)
  async end(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.promotions.end(pathId(id, 'promotionNotFound'), user), 'promotionEndedNow');
  }

  @Delete(':id')
  async remove(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.promotions.remove(pathId(id, 'promotionNotFound'), user), 'promotionDeleted');
  }
}
