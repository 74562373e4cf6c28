import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import { API_ROUTES, ok, type ConsoleMatchQuery, type ConsoleRaceQuery, type CreateMatch, type Envelope } from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { pathId } from '../common/validation/path-id.js';
import { MatchScheduleService } from '../matches/match-schedule.service.js';
import { ConsoleRacesService } from './console-races.service.js';
import { MailService } from '../mail/mail.service.js';

/** Scheduled matches (operators) and classroom races with their results (their teachers, operators). */
@Controller('console')
@UseGuards(AuthGuard, RolesGuard)
@Roles('operator')
export class ConsoleMatchesController {
  constructor(
    private readonly schedule: MatchScheduleService,
    private readonly races: ConsoleRacesService,
    private readonly mail: MailService,
  ) {}

  @Get('matches')
  async list(@Query(new ZodPipe(API_ROUTES.consoleMatches.query)) query: ConsoleMatchQuery): Promise<Envelope> {
    return ok(await this.schedule.list(query));
  }

  @Post('matches')
  @HttpCode(200)
  async create(@Body(new ZodPipe(API_ROUTES.consoleCreateMatch.body)) form: CreateMatch, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.schedule.create(form, user), 'matchScheduled');
  }

  @Post('matches/:id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope> {
    return this.mail.notice(ok(await this.schedule.cancel(pathId(id, 'matchNotFound'), user), 'matchCancelled'));
  }

  @Get('races')
  @Roles('teacher', 'operator')
  async classroomRaces(@Query(new ZodPipe(API_ROUTES.consoleRaces.query)) query: ConsoleRaceQuery, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.races.list(user, query));
  }
}
