import { Inject, Injectable } from '@nestjs/common';
import type { Database, Prisma, User } from '@learnstar/db';
import type { ConsoleRace, ConsoleRaceQuery } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';

/**
 * Classroom races (results carry the hosting teacher in `detail.hostId`): a teacher sees the
 * races they hosted, an operator every one. Filtered by game, paged by race, newest first unless asked.
 */
@Injectable()
export class ConsoleRacesService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async list(viewer: User, { page, pageSize, game, dir }: ConsoleRaceQuery): Promise<{ rows: ConsoleRace[]; total: number }> {
    const where: Prisma.RaceResultWhereInput = { game, detail: viewer.role === 'operator' ? { path: ['hostId'], gt: 0 } : { path: ['hostId'], equals: viewer.id } };
    const [races, counted] = await Promise.all([
      this.db.prisma.raceResult.groupBy({ by: ['raceId'], where, _max: { finishedAt: true }, orderBy: [{ _max: { finishedAt: dir } }, { raceId: dir }], skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.raceResult.groupBy({ by: ['raceId'], where }),
    ]);
    const results = await this.db.prisma.raceResult.findMany({
      where: { raceId: { in: races.map((r) => r.raceId) } },
      include: { user: { select: { name: true } } },
      orderBy: [{ place: { sort: 'asc', nulls: 'last' } }, { score: 'desc' }],
    });
    return {
      rows: races.map((race) => {
        const own = results.filter((r) => r.raceId === race.raceId);
        return {
          raceId: race.raceId,
          game: own[0]?.game ?? 1,
          finishedAt: (race._max.finishedAt ?? new Date(0)).toISOString(),
          results: own.map((r) => ({ name: r.user.name, place: r.place, score: r.score, cpm: r.cpm, accuracy: r.accuracy, fairPlay: r.fairPlay })),
        };
      }),
      total: counted.length,
    };
  }
}
