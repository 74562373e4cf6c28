import { Inject, Injectable } from '@nestjs/common';
import type { Database, RaceResult, User } from '@learnstar/db';
import { ERROR_CODES, GAME_TYPES, PROGRESS_RECENT, dictionaryResultFigures, raceKindOf, type FairPlayState, type ProgressRace, type PupilProgress } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { AppError } from '../common/envelope/app-error.js';
import { PointsLedger } from '../points/points-ledger.service.js';
import { RankingService } from '../ranking/ranking.service.js';
import { singaporeWeekStart } from '../ranking/week.js';

/** A pupil's progress as the family page and the class's teacher see it (access checked by the caller). */
@Injectable()
export class PupilProgressService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly ledger: PointsLedger,
    private readonly rankings: RankingService,
  ) {}

  async progress(pupilId: number): Promise<PupilProgress> {
    const prisma = this.db.prisma;
    const pupil = await prisma.user.findUnique({ where: { id: pupilId } });
    if (!pupil || pupil.role !== 'pupil') throw new AppError(ERROR_CODES.notFound, 'childNotFound');
    const recent = { orderBy: { finishedAt: 'desc' as const }, take: PROGRESS_RECENT };
    const [balance, thisWeek, rank, races, games, redemptions, signups, memberships] = await Promise.all([
      this.ledger.balance(pupil.id),
      prisma.pointsLedgerEntry.aggregate({ where: { userId: pupil.id, delta: { gt: 0 }, createdAt: { gte: singaporeWeekStart(this.clock.now()) } }, _sum: { delta: true } }),
      this.rank(pupil),
      prisma.raceResult.findMany({ where: { userId: pupil.id }, orderBy: { finishedAt: 'desc' }, take: PROGRESS_RECENT * 2 }),
      prisma.gameSession.findMany({ where: { userId: pupil.id, status: 'finished' }, ...recent }),
      prisma.redemption.findMany({ where: { userId: pupil.id }, include: { good: true }, orderBy: { createdAt: 'desc' }, take: PROGRESS_RECENT }),
      prisma.matchSignup.findMany({ where: { userId: pupil.id }, include: { match: true }, orderBy: { match: { startTime: 'desc' } }, take: PROGRESS_RECENT }),
      prisma.classMember.findMany({ where: { userId: pupil.id }, include: { class: true } }),
    ]);
    const teachers = await prisma.user.findMany({ where: { id: { in: memberships.map((m) => m.class.teacherId) } }, select: { id: true, name: true } });
    return {
      pupil: { id: pupil.id, name: pupil.name, gradeCode: pupil.gradeCode },
      points: { balance, thisWeek: thisWeek._sum.delta ?? 0 },
      rank,
      races: races.filter((r) => r.game === 1).slice(0, PROGRESS_RECENT).map(toProgressRace),
      dictionary: races.filter((r) => r.game === 2).slice(0, PROGRESS_RECENT).map(toProgressRace),
      games: games.map((g) => ({ id: g.id, game: g.game, level: g.level, at: (g.finishedAt ?? g.issuedAt).toISOString(), score: g.score, correct: g.correct, answered: g.answered, points: g.points })),
      redemptions: redemptions.map((r) => ({ id: r.id, nameEn: r.good.nameEn, nameZh: r.good.nameZh, points: r.points, status: r.status, at: r.createdAt.toISOString() })),
      matches: signups.map(({ match }) => ({ id: match.id, game: match.game, title: match.title, titleZh: match.titleZh, startTime: match.startTime.toISOString() })),
      classes: memberships.map(({ class: c }) => ({ id: c.id, name: c.name, teacherName: teachers.find((t) => t.id === c.teacherId)?.name ?? '' })),
    };
  }

  /** Place on the grade's points boards, read through the cached rankings (display names only there). */
  private async rank(pupil: User): Promise<PupilProgress['rank']> {
    if (pupil.gradeCode === null) return { weekly: null, allTime: null };
    const [weekly, allTime] = await Promise.all([
      this.rankings.ranking({ board: 'pointsWeek', gradeCode: pupil.gradeCode, limit: 1 }, pupil),
      this.rankings.ranking({ board: 'points', gradeCode: pupil.gradeCode, limit: 1 }, pupil),
    ]);
    return { weekly: weekly.me?.place ?? null, allTime: allTime.me?.place ?? null };
  }
}

function toProgressRace(r: RaceResult): ProgressRace {
  return {
    raceId: r.raceId, at: r.finishedAt.toISOString(), score: r.score, place: r.place, wpm: r.wpm, cpm: r.cpm, accuracy: r.accuracy,
    fairPlay: r.fairPlay as FairPlayState, classroom: raceKindOf(r.raceId) === 'classroom',
    ...(r.game === GAME_TYPES.dictionary ? { dictionary: dictionaryResultFigures(r) } : {}),
  };
}
