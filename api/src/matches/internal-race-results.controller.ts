import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { API_ROUTES, ok, type Envelope, type RaceResultsRequest, type RaceResultsResponse } from '@learnstar/shared';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { InternalKeyGuard } from '../accounts/internal/internal-key.guard.js';
import { RaceResultsService } from './race-results.service.js';

@Controller('internal')
@UseGuards(InternalKeyGuard)
export class InternalRaceResultsController {
  constructor(private readonly results: RaceResultsService) {}

  @Post('race-results')
  @HttpCode(200)
  async write(@Body(new ZodPipe(API_ROUTES.internalRaceResults.body)) body: RaceResultsRequest): Promise<Envelope<RaceResultsResponse>> {
    return ok(await this.results.write(body));
  }
}
