import { Module } from '@nestjs/common';
import { PointsModule } from '../points/points.module.js';
import { RankingModule } from '../ranking/ranking.module.js';
import { PupilAccess } from './pupil-access.js';
import { PupilProgressService } from './pupil-progress.service.js';

/** A pupil's progress and who may see it: shared by the family page and the class roster. */
@Module({ imports: [PointsModule, RankingModule], providers: [PupilAccess, PupilProgressService], exports: [PupilAccess, PupilProgressService] })
export class ProgressModule {}
