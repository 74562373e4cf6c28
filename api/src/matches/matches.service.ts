import { Inject, Injectable } from '@nestjs/common';
import type { Database, User } from '@learnstar/db';
import { DAY_MS, ERROR_CODES, isForGrade, type Match, type MatchListQuery } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { AppError } from '../common/envelope/app-error.js';
import { toMatch } from './match-view.js';


@Injectable()
export class MatchesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(query: MatchListQuery, user?: User): Promise<Match[]> {
    const now = this.clock.now();
    // A match is listed until its end; the longest race is well under a day.
    const from = new Date(now.getTime() - query.pastDays * DAY_MS - DAY_MS);
    const rows = await this.db.prisma.match.findMany({
      where: { startTime: { gte: from }, ...(query.game ? { game: query.game } : {}) },
      include: { _count: { select: { signups: true } }, signups: user ? { where: { userId: user.id }, select: { id: true } } : false },
      orderBy: [{ startTime: 'asc' }, { id: 'asc' }],
    });
    return rows
      .map((m) => toMatch(m, m._count.signups, Boolean(user && m.signups?.length), now))
      .filter((m) => m.phase !== 'ended' || query.pastDays > 0);
  }

  async inProgressFor(user: User): Promise<Match[]> {
    return (await this.list({ pastDays: 0 }, user)).filter((m) => m.mine && m.phase === 'inProgress');
  }

  async isSignedUp(matchId: number, user: User): Promise<boolean> {
    return (await this.db.prisma.matchSignup.count({ where: { matchId, userId: user.id } })) > 0;
  }

  /**
   * Signs the user up: the match row is locked so two pupils taking the last seat cannot both
   * get it. Signing up again is a success that changes nothing.
   */
  async signUp(matchId: number, user: User): Promise<void> {
    const now = this.clock.now();
    await this.db.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRawUnsafe<{ id: number }[]>('SELECT id FROM "Match" WHERE id = $1 FOR UPDATE', matchId);
      if (!locked.length) throw new AppError(ERROR_CODES.notFound, 'matchNotFound');
      const match = await tx.match.findUniqueOrThrow({ where: { id: matchId } });
      if (await tx.matchSignup.count({ where: { matchId, userId: user.id } })) return;
      if (now.getTime() >= match.startTime.getTime()) throw new AppError(ERROR_CODES.conflict, 'signupClosed');
      if (!isForGrade(match.gradeCodes, user.gradeCode)) throw new AppError(ERROR_CODES.forbidden, 'wrongGrade');
      if ((await tx.matchSignup.count({ where: { matchId } })) >= match.capacity) throw new AppError(ERROR_CODES.conflict, 'matchFull');
      await tx.matchSignup.create({ data: { matchId, userId: user.id } });
    });
  }
}
