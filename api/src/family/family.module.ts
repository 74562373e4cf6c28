import { Module } from '@nestjs/common';
import { PointsModule } from '../points/points.module.js';
import { ProgressModule } from '../progress/progress.module.js';
import { ClassesModule } from '../classes/classes.module.js';
import { FamilyController } from './family.controller.js';
import { FamilyService } from './family.service.js';
import { WeeklySummaryService } from './weekly-summary.service.js';
import { ChildTrendsService } from './child-trends.service.js';

/** Parents and their children: linking, creating a child's account, the family page's progress, the weekly email. */
@Module({ imports: [PointsModule, ProgressModule, ClassesModule], controllers: [FamilyController], providers: [FamilyService, WeeklySummaryService, ChildTrendsService] })
export class FamilyModule {}
