import { Module } from '@nestjs/common';
import { LevelsModule } from '../levels/levels.module.js';
import { PointsModule } from '../points/points.module.js';
import { CosmeticsService } from './cosmetics.service.js';
import { PointshopController } from './pointshop.controller.js';
import { PointshopReadService } from './pointshop-read.service.js';
import { RedemptionLifecycle } from './redemption-lifecycle.service.js';
import { RedemptionMailService } from './redemption-mail.service.js';
import { RedemptionService } from './redemption.service.js';
import { OperatorRedemptionsController, RedemptionsController } from './redemptions.controller.js';
import { VirtualEffects } from './virtual-effects.js';
import { GoodsAdminService } from './goods-admin.service.js';
import { ShopModule } from '../shop/shop.module.js';

/** The points shop: goods, redemptions under row locks, their lifecycle, and the cosmetics they grant. */
@Module({
  imports: [PointsModule, LevelsModule, ShopModule],
  controllers: [PointshopController, RedemptionsController, OperatorRedemptionsController],
  providers: [PointshopReadService, RedemptionService, RedemptionLifecycle, RedemptionMailService, CosmeticsService, VirtualEffects, GoodsAdminService],
  exports: [CosmeticsService, GoodsAdminService],
})
export class PointshopModule {}
