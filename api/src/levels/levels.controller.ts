import { Body, Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '@learnstar/db';
import { API_ROUTES, GAME_LEVELS, ok, type Envelope, type GameLevel, type LevelStatus, type UnlockLevel } from '@learnstar/shared';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { InternalKeyGuard } from '../accounts/internal/internal-key.guard.js';
import { LevelsService } from './levels.service.js';
import { ActionLimiter } from '../common/rate-limit/action-limiter.js';

@Controller('levels')
@UseGuards(AuthGuard)
export class LevelsController {
  constructor(
    private readonly levels: LevelsService,
    private readonly limits: ActionLimiter,
  ) {}

  @Get()
  async list(@CurrentUser() user: User): Promise<Envelope<LevelStatus[]>> {
    return ok(await this.levels.statuses(user.id));
  }

  @Post('unlock')
  @HttpCode(200)
  async unlock(@Body(new ZodPipe(API_ROUTES.unlockLevel.body)) body: UnlockLevel, @CurrentUser() user: User, @Req() req: Request): Promise<Envelope<{ balance: number }>> {
    await this.limits.enforce('unlockLevel', { account: user.id, ip: req.ip });
    return ok({ balance: await this.levels.unlock(user.id, body) }, 'levelUnlocked');
  }
}

/** The match server asks before it starts a practice race. */
@Controller('internal/levels')
@UseGuards(InternalKeyGuard)
export class InternalLevelsController {
  constructor(private readonly levels: LevelsService) {}

  @Get('check')
  async check(@Query('userId') userId: string, @Query('game') game: string, @Query('level') level: string): Promise<Envelope<{ unlocked: boolean }>> {
    const known = (GAME_LEVELS as readonly string[]).includes(level);
    return ok({ unlocked: known && (await this.levels.isUnlocked(Number(userId), Number(game), level as GameLevel)) });
  }
}
