import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { PointsModule } from '../points/points.module.js';
import { FairPlayCheckService } from './fair-play-check.service.js';
import { FairPlayCheckController, FairPlayController } from './fair-play.controller.js';
import { FairPlayReviewService } from './fair-play-review.service.js';

/** Fair play: the review of results the plausibility model held and the fast typist's check (the judging runs where results are written). */
@Module({
  imports: [PointsModule, ContentModule],
  controllers: [FairPlayController, FairPlayCheckController],
  providers: [FairPlayReviewService, FairPlayCheckService],
})
export class FairPlayModule {}
