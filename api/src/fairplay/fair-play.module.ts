import { Module } from '@nestjs/common';
import { PointsModule } from '../points/points.module.js';
import { FairPlayController } from './fair-play.controller.js';
import { FairPlayReviewService } from './fair-play-review.service.js';

/** Fair play: the review of results the plausibility model held (the judging runs where results are written). */
@Module({
  imports: [PointsModule],
  controllers: [FairPlayController],
  providers: [FairPlayReviewService],
})
export class FairPlayModule {}
