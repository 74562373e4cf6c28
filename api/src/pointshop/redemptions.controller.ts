import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { Database, User } from '@learnstar/db';
import {
  API_ROUTES,
  ok,
  type Envelope,
  type OperatorRedemption,
  type OperatorRedemptionQuery,
  type RedemptionPage,
  type RedemptionQuery,
  type RedemptionRecord,
  type ShipRedemption,
} from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { DATABASE } from '../common/database/database.module.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { pathId } from '../common/validation/path-id.js';
import { PointshopReadService } from './pointshop-read.service.js';
import { recordOf } from './pointshop-view.js';
import { RedemptionLifecycle } from './redemption-lifecycle.service.js';

/** Account centre → redemption records; a parent reads a linked child's. */
@Controller('points/redemptions')
@UseGuards(AuthGuard)
export class RedemptionsController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly read: PointshopReadService,
    private readonly lifecycle: RedemptionLifecycle,
  ) {}

  @Get()
  async list(@Query(new ZodPipe(API_ROUTES.redemptions.query)) query: RedemptionQuery, @CurrentUser() user: User): Promise<Envelope<RedemptionPage>> {
    return ok(await this.read.redemptions(user, query));
  }

  @Post(':id/confirmReceipt')
  @HttpCode(200)
  async confirmReceipt(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope<RedemptionRecord>> {
    const row = await this.lifecycle.confirmReceipt(pathId(id, 'redemptionNotFound'), user.id);
    return ok(await recordOf(this.db.prisma, row), 'receiptConfirmed');
  }
}

/** The operator's parcels: physical redemptions to ship, marked shipped with a tracking note. */
@Controller('operator/redemptions')
@UseGuards(AuthGuard, RolesGuard)
@Roles('operator')
export class OperatorRedemptionsController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly read: PointshopReadService,
    private readonly lifecycle: RedemptionLifecycle,
  ) {}

  @Get()
  async list(@Query(new ZodPipe(API_ROUTES.operatorRedemptions.query)) query: OperatorRedemptionQuery): Promise<Envelope<{ rows: OperatorRedemption[]; total: number }>> {
    return ok(await this.read.operatorRedemptions(query.status, query));
  }

  @Post(':id/ship')
  @HttpCode(200)
  async ship(@Param('id') id: string, @Body(new ZodPipe(API_ROUTES.operatorShipRedemption.body)) body: ShipRedemption, @CurrentUser() user: User): Promise<Envelope<RedemptionRecord>> {
    const row = await this.lifecycle.ship(pathId(id, 'redemptionNotFound'), body.trackingNote, user);
    return ok(await recordOf(this.db.prisma, row), 'redemptionShipped');
  }
}
