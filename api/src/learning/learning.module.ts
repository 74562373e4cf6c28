import { Module } from '@nestjs/common';
import { ClassesModule } from '../classes/classes.module.js';
import { ContentModule } from '../content/content.module.js';
import { ProgressModule } from '../progress/progress.module.js';
import { InternalLearningController, LearningController } from './learning.controller.js';
import { HomeworkMaterials } from './homework-material.service.js';
import { LearningViews } from './learning-views.service.js';

/** The learning memory's readers; the writers import LearningMemoryModule. */
@Module({ imports: [ClassesModule, ContentModule, ProgressModule], controllers: [LearningController, InternalLearningController], providers: [LearningViews, HomeworkMaterials], exports: [LearningViews] })
export class LearningModule {}
