import { Module } from '@nestjs/common';
import { FreeTrialController } from './free-trial.controller.js';
import { FreeTrialService } from './free-trial.service.js';

@Module({ controllers: [FreeTrialController], providers: [FreeTrialService] })
export class FreeTrialModule {}
