import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { GamesModule } from '../games/games.module.js';
import { PointsModule } from '../points/points.module.js';
import { FairPlayCheckService } from './fair-play-check.service.js';
import { FairPlayCheckController, FairPlayController, FairPlayGamesController } from './fair-play.controller.js';
import { FairPlayGamesService } from './fair-play-games.service.js';
import { LearningMemoryModule } from '../learning/learning-memory.module.js';
import { FairPlayReviewService } from './fair-play-review.service.js';

/** Fair play: the review of results the plausibility model held and the fast typist's check (the judging runs where results are written). */
@Module({
  imports: [PointsModule, ContentModule, GamesModule, LearningMemoryModule],
  controllers: [FairPlayController, FairPlayGamesController, FairPlayCheckController],
  providers: [FairPlayReviewService, FairPlayCheckService, FairPlayGamesService],
})
export class FairPlayModule {}
