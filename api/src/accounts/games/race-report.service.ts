import { Inject, Injectable } from '@nestjs/common';
import type { Database, RaceResult } from '@learnstar/db';
import { ERROR_CODES, type RaceReport } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { AppError } from '../../common/envelope/app-error.js';

interface ResultDetail {
  autoSubmitted?: boolean;
  mistakes?: [string, number][];
  timeline?: [number, number][];
}

/** The stored result of a race for its result and analysis pages; only racers of that race see it. */
@Injectable()
export class RaceReportService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async report(raceId: string, userId: number): Promise<RaceReport> {
    const rows = await this.db.prisma.raceResult.findMany({
      where: { raceId },
      include: { user: { select: { name: true } }, match: { select: { title: true } } },
      orderBy: [{ place: 'asc' }, { userId: 'asc' }],
    });
    const mine = rows.find((r) => r.userId === userId);
    if (!mine) throw new AppError(ERROR_CODES.notFound, 'raceNotFound');
    const earned = await this.db.prisma.pointsLedgerEntry.aggregate({ where: { userId, reason: 'raceResult', reference: raceId }, _sum: { delta: true } });
    const detail = (mine.detail ?? {}) as ResultDetail;
    return {
      raceId,
      game: mine.game,
      title: mine.match?.title ?? (mine.game === 1 ? 'typing' : 'dictionary'),
      finishedAt: mine.finishedAt.toISOString(),
      board: rows.map((r) => row(r, r.user.name)),
      me: {
        ...row(mine, mine.user.name),
        correctChars: mine.correctChars,
        typedChars: mine.typedChars,
        autoSubmitted: detail.autoSubmitted === true,
        points: earned._sum.delta ?? 0,
        mistakes: detail.mistakes ?? [],
        timeline: detail.timeline ?? [],
      },
    };
  }
}

function row(r: RaceResult, name: string) {
  return { place: r.place, userId: r.userId, name, score: r.score, wpm: r.wpm, cpm: r.cpm, accuracy: r.accuracy, submitted: r.submitted };
}
