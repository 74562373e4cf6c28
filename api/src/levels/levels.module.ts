import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { PointsModule } from '../points/points.module.js';
import { InternalLevelsController, LevelsController } from './levels.controller.js';
import { LevelsService } from './levels.service.js';

@Module({ imports: [AccountsModule, PointsModule], controllers: [LevelsController, InternalLevelsController], providers: [LevelsService], exports: [LevelsService] })
export class LevelsModule {}
