import { Module } from '@nestjs/common';
import { ShopModule } from '../shop/shop.module.js';
import { MatchesModule } from '../matches/matches.module.js';
import { ConsoleOrdersController } from './console-orders.controller.js';
import { ConsoleFormsController } from './console-forms.controller.js';
import { ConsoleFormsService } from './console-forms.service.js';
import { ConsoleMatchesController } from './console-matches.controller.js';
import { ConsoleRacesService } from './console-races.service.js';

/** /api/console: the operators' and teachers' console, over the features' own services. */
@Module({
  imports: [ShopModule, MatchesModule],
  controllers: [ConsoleOrdersController, ConsoleFormsController, ConsoleMatchesController],
  providers: [ConsoleFormsService, ConsoleRacesService],
})
export class ConsoleModule {}
