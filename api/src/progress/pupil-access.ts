import { Inject, Injectable } from '@nestjs/common';
import type { Database, User } from '@learnstar/db';
import { ERROR_CODES } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { AppError } from '../common/envelope/app-error.js';

/**
 * The one privacy rule for a pupil's data (PDPA): the pupil, a linked parent, a teacher of one of
 * the pupil's classes, or an operator. Anyone else is refused without learning whether the pupil exists.
 */
@Injectable()
export class PupilAccess {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async canView(viewer: User, pupilId: number): Promise<boolean> {
    if (viewer.id === pupilId || viewer.role === 'operator') return true;
    if (viewer.role === 'parent') return (await this.db.prisma.user.count({ where: { id: pupilId, parentId: viewer.id } })) > 0;
    if (viewer.role === 'teacher') return (await this.db.prisma.classMember.count({ where: { userId: pupilId, class: { teacherId: viewer.id } } })) > 0;
    return false;
  }

  async assertCanView(viewer: User, pupilId: number): Promise<void> {
    if (!(await this.canView(viewer, pupilId))) throw new AppError(ERROR_CODES.forbidden, 'forbidden');
  }
}
