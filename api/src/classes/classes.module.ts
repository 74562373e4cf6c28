import { Module } from '@nestjs/common';
import { ProgressModule } from '../progress/progress.module.js';
import { ClassesController } from './classes.controller.js';
import { ClassesService } from './classes.service.js';
import { RosterService } from './roster.service.js';
import { ClassRaceInvitesService } from './class-race-invites.service.js';
import { HomeworkController } from './homework.controller.js';
import { HomeworkService } from './homework.service.js';
import { JoinCodesService } from './join-codes.service.js';

/** Teachers' classes: pupils join with a class code; the roster shows the class's progress. */
@Module({ imports: [ProgressModule], controllers: [ClassesController, HomeworkController], providers: [ClassesService, RosterService, ClassRaceInvitesService, HomeworkService, JoinCodesService], exports: [ClassesService, HomeworkService] })
export class ClassesModule {}
