import { Inject, Injectable } from '@nestjs/common';
import { Prisma, type Database, type SchoolClass } from '@learnstar/db';
import { CLASS_RACES_SHOWN, COUNTED_FAIR_PLAY_STATES, ROSTER_TREND_LENGTH, type ClassRace, type FairPlayState, type Roster, type RosterPupil, type TrendPoint } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { singaporeWeekStart } from '../ranking/week.js';
import { ClassesService } from './classes.service.js';
import { round1 } from './round.js';

interface RecentResult {
  userId: number;
  game: number;
  wpm: number;
  accuracy: number;
  finishedAt: Date;
}

/** The class's roster: a few grouped queries for the whole class, never one per pupil. */
@Injectable()
export class RosterService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly classes: ClassesService,
  ) {}

  async roster(found: SchoolClass): Promise<Roster> {
    const prisma = this.db.prisma;
    const members = await prisma.classMember.findMany({ where: { classId: found.id }, orderBy: { joinedAt: 'asc' } });
    const ids = members.map((m) => m.userId);
    const [users, recent, lastRace, lastGame, weekly] = await Promise.all([
      prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }),
      this.recentResults(ids),
      prisma.raceResult.groupBy({ by: ['userId'], where: { userId: { in: ids } }, _max: { finishedAt: true } }),
      prisma.gameSession.groupBy({ by: ['userId'], where: { userId: { in: ids } }, _max: { finishedAt: true } }),
      prisma.pointsLedgerEntry.groupBy({ by: ['userId'], where: { userId: { in: ids }, delta: { gt: 0 }, createdAt: { gte: singaporeWeekStart(this.clock.now()) } }, _sum: { delta: true } }),
    ]);
    const names = new Map(users.map((u) => [u.id, u.name]));
    const pupils = members.map((m): RosterPupil => {
      const typing = recent.filter((r) => r.userId === m.userId && r.game === 1).reverse();
      const dictionary = recent.filter((r) => r.userId === m.userId && r.game === 2);
      const last = [lastRace.find((r) => r.userId === m.userId)?._max.finishedAt, lastGame.find((g) => g.userId === m.userId)?._max.finishedAt]
        .filter((d): d is Date => d instanceof Date)
        .sort((a, b) => b.getTime() - a.getTime())[0];
      return {
        userId: m.userId, name: names.get(m.userId) ?? '', joinedAt: m.joinedAt.toISOString(), lastActivity: last?.toISOString() ?? null,
        typingTrend: typing.map((r): TrendPoint => ({ at: r.finishedAt.toISOString(), wpm: round1(r.wpm), accuracy: round1(r.accuracy) })),
        typingWpm: mean(typing.map((r) => r.wpm)), typingAccuracy: mean(typing.map((r) => r.accuracy)), dictionaryAccuracy: mean(dictionary.map((r) => r.accuracy)),
        pointsThisWeek: weekly.find((w) => w.userId === m.userId)?._sum.delta ?? 0,
      };
    });
    return { class: await this.classes.summary(found), pupils, races: await this.races(found.teacherId, names) };
  }

  /** Each pupil's latest counted results per game (a held result is not the pupil's pace). */
  private recentResults(ids: number[]): Promise<RecentResult[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.prisma.$queryRaw<RecentResult[]>`
      SELECT "userId", game, wpm, accuracy, "finishedAt" FROM (
        SELECT r.*, ROW_NUMBER() OVER (PARTITION BY r."userId", r.game ORDER BY r."finishedAt" DESC, r.id DESC) AS n
        FROM "RaceResult" r
        WHERE r."userId" IN (${Prisma.join(ids)}) AND r.submitted AND r."fairPlay" IN (${Prisma.join(COUNTED_FAIR_PLAY_STATES)})
      ) ranked WHERE n <= ${ROSTER_TREND_LENGTH} ORDER BY "finishedAt" DESC, "userId"`;
  }

  /** Races the class's teacher hosted, with the class's pupils' results (pupils from other classes left out). */
  private async races(teacherId: number, names: Map<number, string>): Promise<ClassRace[]> {
    if (names.size === 0) return [];
    const results = await this.db.prisma.raceResult.findMany({
      where: { userId: { in: [...names.keys()] }, detail: { path: ['hostId'], equals: teacherId } },
      orderBy: [{ finishedAt: 'desc' }, { place: 'asc' }],
      take: CLASS_RACES_SHOWN * names.size,
    });
    const races = new Map<string, ClassRace>();
    for (const r of results) {
      const race = races.get(r.raceId) ?? { raceId: r.raceId, game: r.game, finishedAt: r.finishedAt.toISOString(), racers: [] };
      race.racers.push({ userId: r.userId, name: names.get(r.userId) ?? '', place: r.place, score: r.score, wpm: round1(r.wpm), accuracy: round1(r.accuracy), fairPlay: r.fairPlay as FairPlayState });
      races.set(r.raceId, race);
    }
    return [...races.values()].slice(0, CLASS_RACES_SHOWN).map((race) => ({ ...race, racers: race.racers.sort((a, b) => (a.place ?? Infinity) - (b.place ?? Infinity)) }));
  }
}

function mean(values: number[]): number | null {
  return values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null;
}
