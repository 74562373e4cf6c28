import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import {
  API_ROUTES,
  ok,
  type Envelope,
  type FairPlayCheckFinish,
  type FairPlayCheckIssued,
  type FairPlayCheckResult,
  type FairPlayCheckStart,
  type FairPlayGameSession,
  type FairPlayGameSessionPage,
  type FairPlayGameSessionsQuery,
  type FairPlayResult,
  type FairPlayResultPage,
  type FairPlayResultsQuery,
} from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { pathId, pathUuid } from '../common/validation/path-id.js';
import { FairPlayCheckService } from './fair-play-check.service.js';
import { FairPlayGamesService } from './fair-play-games.service.js';
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

/** Operators review game-centre sessions the fair-play model held (no teacher hosts those). */
@Controller('fairplay/games')
@UseGuards(AuthGuard, RolesGuard)
@Roles('operator')
export class FairPlayGamesController {
  constructor(private readonly games: FairPlayGamesService) {}

  @Get()
  async list(@Query(new ZodPipe(API_ROUTES.fairPlayGames.query)) query: FairPlayGameSessionsQuery): Promise<Envelope<FairPlayGameSessionPage>> {
    return ok(await this.games.list(query));
  }

  @Post(':id/clear')
  @HttpCode(200)
  async clear(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope<FairPlayGameSession>> {
    return ok(await this.games.decide(user, sessionIdOf(id), 'clear'), 'resultCleared');
  }

  @Post(':id/disqualify')
  @HttpCode(200)
  async disqualify(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope<FairPlayGameSession>> {
    return ok(await this.games.decide(user, sessionIdOf(id), 'disqualify'), 'resultDisqualified');
  }
}

/** A flagged pupil's own check of their speed. */
@Controller('fairplay/checks')
@UseGuards(AuthGuard)
export class FairPlayCheckController {
  constructor(private readonly checks: FairPlayCheckService) {}

  @Post()
  @HttpCode(200)
  async start(@Body(new ZodPipe(API_ROUTES.fairPlayCheckStart.body)) body: FairPlayCheckStart, @CurrentUser() user: User): Promise<Envelope<FairPlayCheckIssued>> {
    return ok(await this.checks.start(user, body.raceId));
  }

  @Post(':id/finish')
  @HttpCode(200)
  async finish(@Param('id') id: string, @Body(new ZodPipe(API_ROUTES.fairPlayCheckFinish.body)) body: FairPlayCheckFinish, @CurrentUser() user: User): Promise<Envelope<FairPlayCheckResult>> {
    const result = await this.checks.finish(user, checkIdOf(id), body);
    return ok(result, result.passed ? 'checkPassed' : 'checkNotPassed');
  }
}

const checkIdOf = (id: string) => pathUuid(id, 'checkNotFound');
const sessionIdOf = (id: string) => pathUuid(id, 'resultNotFound');
