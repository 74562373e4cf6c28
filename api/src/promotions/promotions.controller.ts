import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '@learnstar/db';
import {
  API_ROUTES,
  ERROR_CODES,
  ok,
  promotionIdSchema,
  type Envelope,
  type PromotionClaimView,
  type PromotionDetail,
  type PromotionEnterRequest,
  type PromotionList,
} from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { AppError } from '../common/envelope/app-error.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { PromotionPasscodes } from './promotion-passcodes.service.js';
import { PromotionsService } from './promotions.service.js';
import { ActionLimiter } from '../common/rate-limit/action-limiter.js';

/** A path id that is not a promotion id is "not found", whatever bytes it holds. */
function promotionId(value: string): number {
  const parsed = promotionIdSchema.safeParse(value);
  if (!parsed.success) throw new AppError(ERROR_CODES.notFound, 'promotionNotFound');
  return parsed.data;
}

@Controller()
export class PromotionsController {
  constructor(
    private readonly promotions: PromotionsService,
    private readonly passcodes: PromotionPasscodes,
    private readonly limits: ActionLimiter,
  ) {}

  @Get('promotions')
  async list(): Promise<Envelope<PromotionList>> {
    return ok(await this.promotions.list());
  }

  @Post('promotion/enter')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async enter(@Body(new ZodPipe(API_ROUTES.promotionEnter.body)) body: PromotionEnterRequest, @CurrentUser() user: User): Promise<Envelope<{ id: number }>> {
    return ok(await this.passcodes.enter(user.id, body.passcode));
  }

  @Get('promotion/:id')
  @UseGuards(AuthGuard)
  async detail(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope<PromotionDetail>> {
    return ok(await this.promotions.detail(user.id, promotionId(id)));
  }

  @Post('promotion/:id/claim')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async claim(@Param('id') id: string, @CurrentUser() user: User, @Req() req: Request): Promise<Envelope<PromotionClaimView>> {
    const claimed = promotionId(id);
    await this.limits.enforce('claimPromotion', { account: user.id, ip: req.ip });
    return ok(await this.promotions.claim(user.id, claimed));
  }
}
