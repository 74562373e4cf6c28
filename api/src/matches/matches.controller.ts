import { Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import { API_ROUTES, ERROR_CODES, ok, type Envelope, type Match, type MatchListQuery, type MatchSignupQuery } from '@learnstar/shared';
import { AppError } from '../common/envelope/app-error.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { OptionalAuthGuard } from '../accounts/auth/optional-auth.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import type { AuthenticatedRequest } from '../accounts/auth/authenticated-request.js';
import { MatchesService } from './matches.service.js';

const signupPipe = new ZodPipe(API_ROUTES.signup.query);

@Controller('match')
export class MatchesController {
  constructor(private readonly matches: MatchesService) {}

  @Get('list')
  @UseGuards(OptionalAuthGuard)
  async list(@Query(new ZodPipe(API_ROUTES.matchList.query)) query: MatchListQuery, @Req() req: Partial<AuthenticatedRequest>): Promise<Envelope<Match[]>> {
    return ok(await this.matches.list(query, req.user));
  }

  @Get('inProgress')
  @UseGuards(AuthGuard)
  async inProgress(@CurrentUser() user: User): Promise<Envelope<Match[]>> {
    return ok(await this.matches.inProgressFor(user));
  }

  @Post('checkSignup')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async checkSignup(@Query(signupPipe) query: MatchSignupQuery, @CurrentUser() user: User): Promise<Envelope> {
    assertCaller(query, user);
    if (!(await this.matches.isSignedUp(query.matchId, user))) throw new AppError(ERROR_CODES.notFound, 'notSignedUp');
    return ok();
  }

  @Post('signup')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async signup(@Query(signupPipe) query: MatchSignupQuery, @CurrentUser() user: User): Promise<Envelope> {
    assertCaller(query, user);
    await this.matches.signUp(query.matchId, user);
    return ok(undefined, 'signedUp');
  }
}

/** SPEC §7 passes userId in the query; it must be the signed-in user, never someone else. */
function assertCaller(query: MatchSignupQuery, user: User): void {
  if (query.userId !== user.id) throw new AppError(ERROR_CODES.forbidden, 'forbidden');
}
