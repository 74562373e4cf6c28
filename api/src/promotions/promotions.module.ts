import { Module } from '@nestjs/common';
import { PointsModule } from '../points/points.module.js';
import { PromotionEntries } from './promotion-entries.js';
import { PromotionOffers } from './promotion-offers.js';
import { PromotionPasscodes } from './promotion-passcodes.service.js';
import { PromotionsController } from './promotions.controller.js';
import { PromotionsService } from './promotions.service.js';
import { PromotionAdminService } from './promotion-admin.service.js';

/** Promotions entered by a passcode: bonus points, a personal coupon, or a product at a promotion price. */
@Module({
  imports: [PointsModule],
  controllers: [PromotionsController],
  providers: [PromotionsService, PromotionPasscodes, PromotionEntries, PromotionOffers, PromotionAdminService],
  exports: [PromotionAdminService],
})
export class PromotionsModule {}
