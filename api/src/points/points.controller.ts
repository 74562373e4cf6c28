import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import { API_ROUTES, ok, type Envelope, type PageQuery, type PointsAdjustment, type PointsPage } from '@learnstar/shared';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { PointsLedger } from './points-ledger.service.js';

@Controller('points')
@UseGuards(AuthGuard, RolesGuard)
export class PointsController {
  constructor(private readonly ledger: PointsLedger) {}

  /** Account centre → points records (type, points, index, time), newest first. */
  @Get('records')
  async records(@Query(new ZodPipe(API_ROUTES.pointsRecords.query)) query: PageQuery, @CurrentUser() user: User): Promise<Envelope<PointsPage>> {
    return ok(await this.ledger.page(user.id, query));
  }

  /** Operators correct a balance (complaints, prizes); the ledger still refuses to go negative. */
  @Post('adjust')
  @HttpCode(200)
  @Roles('operator')
  async adjust(@Body(new ZodPipe(API_ROUTES.pointsAdjust.body)) body: PointsAdjustment, @CurrentUser() user: User): Promise<Envelope<{ balance: number }>> {
    return ok({ balance: await this.ledger.adjust(body, user) });
  }
}
