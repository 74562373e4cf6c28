import { Module } from '@nestjs/common';
import { PointsModule } from '../points/points.module.js';
import { ProgressModule } from '../progress/progress.module.js';
import { FamilyController } from './family.controller.js';
import { FamilyService } from './family.service.js';

/** Parents and their children: linking, creating a child's account, the family page's progress. */
@Module({ imports: [PointsModule, ProgressModule], controllers: [FamilyController], providers: [FamilyService] })
export class FamilyModule {}
