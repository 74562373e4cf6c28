import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import {
  API_ROUTES,
  ERROR_CODES,
  gameSessionIdSchema,
  miniGameSchema,
  ok,
  type Envelope,
  type GameCentre,
  type GameFinishRequest,
  type GameSessionResult,
  type GameSessionStart,
  type GameSessionStartRequest,
  type MiniGame,
  type RaceGhost,
} from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { AppError } from '../common/envelope/app-error.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { GameSessionsService } from './game-sessions.service.js';
import { GameStats } from './game-stats.js';
import { RaceGhosts } from './race-ghosts.service.js';

/** A path segment that names no game or no session is "not found", whatever bytes it holds. */
function parsePath<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, value: string, msg: 'gameUnknown' | 'gameSessionNotFound'): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError(ERROR_CODES.notFound, msg);
  return parsed.data;
}

@Controller('games')
@UseGuards(AuthGuard)
export class GamesController {
  constructor(
    private readonly sessions: GameSessionsService,
    private readonly stats: GameStats,
    private readonly ghosts: RaceGhosts,
  ) {}

  @Get('centre')
  async centre(@CurrentUser() user: User): Promise<Envelope<GameCentre>> {
    return ok(await this.stats.centre(user));
  }

  @Get('race/ghosts')
  async raceGhosts(@CurrentUser() user: User): Promise<Envelope<RaceGhost[]>> {
    return ok(await this.ghosts.list(user));
  }

  @Post(':game/sessions')
  @HttpCode(200)
  async start(
    @Param('game') game: string,
    @Body(new ZodPipe(API_ROUTES.gameSessionStart.body)) body: GameSessionStartRequest,
    @CurrentUser() user: User,
  ): Promise<Envelope<GameSessionStart>> {
    return ok(await this.sessions.start(user, parsePath<MiniGame>(miniGameSchema, game, 'gameUnknown'), body));
  }

  @Post(':game/sessions/:sessionId/finish')
  @HttpCode(200)
  async finish(
    @Param('game') game: string,
    @Param('sessionId') sessionId: string,
    @Body(new ZodPipe(API_ROUTES.gameSessionFinish.body)) body: GameFinishRequest,
    @CurrentUser() user: User,
  ): Promise<Envelope<GameSessionResult>> {
    const miniGame = parsePath<MiniGame>(miniGameSchema, game, 'gameUnknown');
    return ok(await this.sessions.finish(user, miniGame, parsePath<string>(gameSessionIdSchema, sessionId, 'gameSessionNotFound'), body));
  }
}
