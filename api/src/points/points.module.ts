import { Module } from '@nestjs/common';
import { PointsController } from './points.controller.js';
import { PointsLedger } from './points-ledger.service.js';

@Module({ controllers: [PointsController], providers: [PointsLedger], exports: [PointsLedger] })
export class PointsModule {}
