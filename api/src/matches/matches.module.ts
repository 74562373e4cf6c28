import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { PointsModule } from '../points/points.module.js';
import { ClassesModule } from '../classes/classes.module.js';
import { MatchesController } from './matches.controller.js';
import { MatchesService } from './matches.service.js';
import { InternalRaceResultsController } from './internal-race-results.controller.js';
import { RaceResultsService } from './race-results.service.js';
import { RaceResultsQueue } from './race-results-queue.js';
import { LearningMemoryModule } from '../learning/learning-memory.module.js';
import { MatchScheduleService } from './match-schedule.service.js';
import { RacerCardsService } from './racer-cards.service.js';
import { ResultBatchFigures } from './result-batch-figures.js';

@Module({
  imports: [AccountsModule, PointsModule, ClassesModule, LearningMemoryModule],
  controllers: [MatchesController, InternalRaceResultsController],
  providers: [
    MatchesService,
    RaceResultsService,
    RaceResultsQueue,
    ResultBatchFigures,
    MatchScheduleService,
    RacerCardsService,
  ],
  exports: [MatchScheduleService],
})
export class MatchesModule {}
