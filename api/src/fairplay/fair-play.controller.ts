import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import { API_ROUTES, ok, type Envelope, type FairPlayResult, type FairPlayResultPage, type FairPlayResultsQuery } from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { pathId } from '../common/validation/path-id.js';
import { FairPlayReviewService } from './fair-play-review.service.js';

/** Teachers and operators review results the fair-play model held. */
@Controller('fairplay/results')
@UseGuards(AuthGuard, RolesGuard)
@Roles('teacher', 'operator')
export class FairPlayController {
  constructor(private readonly review: FairPlayReviewService) {}

  @Get()
  async list(@Query(new ZodPipe(API_ROUTES.fairPlayResults.query)) query: FairPlayResultsQuery, @CurrentUser() user: User): Promise<Envelope<FairPlayResultPage>> {
    return ok(await this.review.list(user, query));
  }

  @Post(':id/clear')
  @HttpCode(200)
  async clear(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope<FairPlayResult>> {
    return ok(await this.review.decide(user, pathId(id, 'resultNotFound'), 'clear'), 'resultCleared');
  }

  @Post(':id/disqualify')
  @HttpCode(200)
  async disqualify(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope<FairPlayResult>> {
    return ok(await this.review.decide(user, pathId(id, 'resultNotFound'), 'disqualify'), 'resultDisqualified');
  }
}
