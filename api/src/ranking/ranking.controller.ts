import { Controller, Get, Query, Req, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import { API_ROUTES, ok, type Envelope, type League, type Ranking, type RankingQuery } from '@learnstar/shared';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { OptionalAuthGuard } from '../accounts/auth/optional-auth.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import type { AuthenticatedRequest } from '../accounts/auth/authenticated-request.js';
import { RankingService } from './ranking.service.js';

@Controller('ranking')
export class RankingController {
  constructor(private readonly rankings: RankingService) {}

  @Get()
  @UseGuards(OptionalAuthGuard)
  async ranking(@Query(new ZodPipe(API_ROUTES.ranking.query)) query: RankingQuery, @Req() req: Partial<AuthenticatedRequest>): Promise<Envelope<Ranking>> {
    return ok(await this.rankings.ranking(query, req.user));
  }

  @Get('league')
  @UseGuards(AuthGuard)
  async league(@CurrentUser() user: User): Promise<Envelope<League>> {
    return ok(await this.rankings.league(user));
  }
}
