import { Module } from '@nestjs/common';
import { ShopModule } from '../shop/shop.module.js';
import { MatchesModule } from '../matches/matches.module.js';
import { PromotionsModule } from '../promotions/promotions.module.js';
import { ConsoleOrdersController } from './console-orders.controller.js';
import { ConsoleFormsController } from './console-forms.controller.js';
import { ConsoleFormsService } from './console-forms.service.js';
import { ConsoleMatchesController } from './console-matches.controller.js';
import { ConsoleRacesService } from './console-races.service.js';
import { ConsolePromotionsController } from './console-promotions.controller.js';
import { ConsoleStockController } from './console-stock.controller.js';
import { ConsoleStockService } from './console-stock.service.js';
import { ConsoleCouponsController } from './console-coupons.controller.js';
import { ConsoleCatalogueController } from './console-catalogue.controller.js';
import { ConsoleDashboardController } from './console-dashboard.controller.js';
import { ConsoleDashboardService } from './console-dashboard.service.js';
import { PointshopModule } from '../pointshop/pointshop.module.js';

/** /api/console: the operators' and teachers' console, over the features' own services. */
@Module({
  imports: [ShopModule, MatchesModule, PromotionsModule, PointshopModule],
  controllers: [ConsoleDashboardController, ConsoleOrdersController, ConsoleFormsController, ConsoleMatchesController, ConsolePromotionsController, ConsoleStockController, ConsoleCouponsController, ConsoleCatalogueController],
  providers: [ConsoleDashboardService, ConsoleFormsService, ConsoleRacesService, ConsoleStockService],
})
export class ConsoleModule {}
