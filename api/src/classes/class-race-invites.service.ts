import { Inject, Injectable } from '@nestjs/common';
import type { Database, SchoolClass, User } from '@learnstar/db';
import { CLASS_RACE_INVITE_TTL_MS, ERROR_CODES, type ClassRaceInvite, type ClassRaceInviteRequest } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { AppError } from '../common/envelope/app-error.js';

/**
 * Notices of classroom races opened for a class. The match server keeps the race; this keeps only
 * who is invited, so pupils of the class see "your teacher is waiting" with a Join button.
 */
@Injectable()
export class ClassRaceInvitesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async announce(found: SchoolClass, request: ClassRaceInviteRequest): Promise<ClassRaceInvite> {
    const expiresAt = new Date(this.clock.now().getTime() + CLASS_RACE_INVITE_TTL_MS);
    // A race belongs to one class: announcing it again refreshes it, for another class is refused.
    const existing = await this.db.prisma.classRaceInvite.findUnique({ where: { raceId: request.raceId } });
    if (existing && existing.classId !== found.id) throw new AppError(ERROR_CODES.conflict, 'raceForOtherClass');
    await this.db.prisma.classRaceInvite.upsert({
      where: { raceId: request.raceId },
      create: { classId: found.id, ...request, expiresAt },
      update: { joinCode: request.joinCode, game: request.game, expiresAt },
    });
    return (await this.live({ raceId: request.raceId }))[0];
  }

  /** Live notices for the classes a pupil is in (nothing for other roles). */
  async forPupil(user: User): Promise<ClassRaceInvite[]> {
    if (user.role !== 'pupil') return [];
    return this.live({ class: { members: { some: { userId: user.id } } } });
  }

  private async live(where: { raceId?: string; class?: { members: { some: { userId: number } } } }): Promise<ClassRaceInvite[]> {
    const live = await this.db.prisma.classRaceInvite.findMany({ where: { ...where, expiresAt: { gt: this.clock.now() } }, include: { class: true }, orderBy: { createdAt: 'desc' } });
    // A race whose results are written is over: its notice goes.
    const finished = await this.db.prisma.raceResult.findMany({ where: { raceId: { in: live.map((r) => r.raceId) } }, distinct: ['raceId'], select: { raceId: true } });
    const rows = live.filter((r) => !finished.some((f) => f.raceId === r.raceId));
    const teachers = await this.db.prisma.user.findMany({ where: { id: { in: rows.map((r) => r.class.teacherId) } }, select: { id: true, name: true } });
    return rows.map((r) => ({
      raceId: r.raceId, joinCode: r.joinCode, game: r.game, classId: r.classId, className: r.class.name,
      teacherName: teachers.find((t) => t.id === r.class.teacherId)?.name ?? '', expiresAt: r.expiresAt.toISOString(),
    }));
  }
}
