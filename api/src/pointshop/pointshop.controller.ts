import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '@learnstar/db';
import { API_ROUTES, ok, type Cosmetics, type EquipCosmetic, type Envelope, type GoodsCategory, type PointsGood, type PointsGoodsList, type RedeemRequest, type RedeemResult } from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import type { AuthenticatedRequest } from '../accounts/auth/authenticated-request.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { OptionalAuthGuard } from '../accounts/auth/optional-auth.guard.js';
import { requestLocale } from '../common/i18n/request-locale.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { CosmeticsService } from './cosmetics.service.js';
import { PointshopReadService } from './pointshop-read.service.js';
import { pathId } from '../common/validation/path-id.js';
import { RedemptionService } from './redemption.service.js';
import { ActionLimiter } from '../common/rate-limit/action-limiter.js';
import { MailService } from '../mail/mail.service.js';

/** The points shop: goods (open to visitors), redeeming, and the pupil's cosmetics. */
@Controller('pointshop')
export class PointshopController {
  constructor(
    private readonly read: PointshopReadService,
    private readonly redemptions: RedemptionService,
    private readonly cosmetics: CosmeticsService,
    private readonly limits: ActionLimiter,
    private readonly mail: MailService,
  ) {}

  @Get('goods')
  @UseGuards(OptionalAuthGuard)
  async goods(@Query(new ZodPipe(API_ROUTES.pointsGoods.query)) query: { category?: GoodsCategory }, @Req() req: Partial<AuthenticatedRequest>): Promise<Envelope<PointsGoodsList>> {
    return ok(await this.read.goods(query.category, req.user));
  }

  @Get('goods/:id')
  @UseGuards(OptionalAuthGuard)
  async good(@Param('id') id: string, @Req() req: Partial<AuthenticatedRequest>): Promise<Envelope<PointsGood>> {
    return ok(await this.read.good(pathId(id, 'goodsNotFound'), req.user));
  }

  @Post('redeem')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async redeem(@Body(new ZodPipe(API_ROUTES.redeem.body)) body: RedeemRequest, @CurrentUser() user: User, @Req() req: Request): Promise<Envelope<RedeemResult>> {
    await this.limits.enforce('redeem', { account: user.id, ip: req.ip });
    return this.mail.notice(ok(await this.redemptions.redeem(user, body, requestLocale(req)), 'redeemed'));
  }

  @Get('cosmetics')
  @UseGuards(AuthGuard)
  async owned(@CurrentUser() user: User): Promise<Envelope<Cosmetics>> {
    return ok(await this.cosmetics.of(user.id));
  }

  @Post('cosmetics/equip')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async equip(@Body(new ZodPipe(API_ROUTES.equipCosmetic.body)) body: EquipCosmetic, @CurrentUser() user: User): Promise<Envelope<Cosmetics>> {
    return ok(await this.cosmetics.equip(user.id, body), 'cosmeticEquipped');
  }
}
