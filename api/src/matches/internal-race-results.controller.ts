import { Body, Controller, Get, HttpCode, Inject, Param, ParseIntPipe, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import type { Database } from '@learnstar/db';
import { DATABASE } from '../common/database/database.module.js';
import { AppError } from '../common/envelope/app-error.js';
import { API_ROUTES, ERROR_CODES, ok, type Envelope, type RaceResultsRequest, type RaceResultsResponse, type RacerCard, type RacerCardsRequest } from '@learnstar/shared';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { InternalKeyGuard } from '../accounts/internal/internal-key.guard.js';
import { RaceResultsQueue } from './race-results-queue.js';
import { RacerCardsService } from './racer-cards.service.js';
import type { ResultBatchFigures } from './result-batch-figures.js';

@Controller('internal')
@UseGuards(InternalKeyGuard)
export class InternalRaceResultsController {
  constructor(
    private readonly results: RaceResultsQueue,
    private readonly racerCards: RacerCardsService,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /** What the match server needs to open a scheduled race, and whether this racer signed up. */
  @Get('matches/:id')
  async match(@Param('id', ParseIntPipe) id: number, @Query('userId', ParseIntPipe) userId: number): Promise<Envelope> {
    const match = await this.db.prisma.match.findUnique({ where: { id }, include: { signups: { where: { userId }, select: { id: true } } } });
    if (!match) throw new AppError(ERROR_CODES.notFound, 'matchNotFound');
    const { signups, ...rest } = match;
    return ok({ ...rest, startTime: rest.startTime.toISOString(), signedUp: signups.length > 0 });
  }

  /** The result writer's figures for operators: races waiting, batch sizes and batch times. */
  @Get('metrics/race-results')
  metrics(): Envelope<ResultBatchFigures> {
    return ok(this.results.figures);
  }

  @Post('race-results')
  @HttpCode(200)
  async write(@Body(new ZodPipe(API_ROUTES.internalRaceResults.body)) body: RaceResultsRequest, @Res({ passthrough: true }) res: Response): Promise<Envelope<RaceResultsResponse & { skipped?: number[] }>> {
    const { response, skipped, errors } = await this.results.submit(body);
    if (skipped.length === 0) return ok(response);
    // The known racers are written; the match server takes this answer as final and does not retry.
    res.status(ERROR_CODES.unprocessable);
    return { code: ERROR_CODES.unprocessable, msg: 'unknownRacers', data: { ...response, skipped }, errors };
  }

  /** A classroom host's racers: avatar, frame and previous race (the match server checked the host). */
  @Post('racer-cards')
  @HttpCode(200)
  async cards(@Body(new ZodPipe(API_ROUTES.internalRacerCards.body)) body: RacerCardsRequest): Promise<Envelope<RacerCard[]>> {
    return ok(await this.racerCards.cards(body));
  }
}
