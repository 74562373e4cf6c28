import { Module } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { API_CONFIG, type ApiConfig } from '../config/api-config.js';
import { DATABASE } from '../common/database/database.module.js';
import { databaseNamespace } from '../common/redis/database-namespace.js';
import { CLASS_INVITE_BUS, LocalClassInviteBus, RedisClassInviteBus } from './invite-bus.js';
import { InviteStreamsService } from './invite-streams.service.js';
import { ProgressModule } from '../progress/progress.module.js';
import { ClassesController } from './classes.controller.js';
import { ClassesService } from './classes.service.js';
import { ClassListFigures } from './class-list-figures.service.js';
import { RosterService } from './roster.service.js';
import { ClassRaceInvitesService } from './class-race-invites.service.js';
import { HomeworkController } from './homework.controller.js';
import { HomeworkService } from './homework.service.js';
import { JoinCodesService } from './join-codes.service.js';

/** Teachers' classes: pupils join with a class code; the roster shows the class's progress. */
const inviteBus = {
  provide: CLASS_INVITE_BUS,
  inject: [API_CONFIG, DATABASE],
  useFactory: (config: ApiConfig, db: Database) => (config.redisUrl ? new RedisClassInviteBus(config.redisUrl, databaseNamespace(db.description)) : new LocalClassInviteBus()),
};

@Module({
  imports: [ProgressModule],
  controllers: [ClassesController, HomeworkController],
  providers: [ClassesService, ClassListFigures, RosterService, ClassRaceInvitesService, HomeworkService, JoinCodesService, InviteStreamsService, inviteBus],
  exports: [ClassesService, HomeworkService, InviteStreamsService],
})
export class ClassesModule {}
