import { Module } from '@nestjs/common';
import { ContentModule } from '../../content/content.module.js';
import { ClassesModule } from '../classes.module.js';
import { ClassDashboardController } from './class-dashboard.controller.js';
import { ClassDashboardService } from './class-dashboard.service.js';

/** The teacher's class dashboard (GET /classes/:id/dashboard): aggregates in SQL by Singapore week. */
@Module({ imports: [ClassesModule, ContentModule], controllers: [ClassDashboardController], providers: [ClassDashboardService] })
export class ClassDashboardModule {}
