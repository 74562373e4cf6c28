import { Inject, Injectable } from '@nestjs/common';
import type { Database, RaceResult } from '@learnstar/db';
import { ERROR_CODES, GAME_TYPES, type RaceReport } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { AppError } from '../../common/envelope/app-error.js';

/**
 * A race's title as the API gives it: its match's, or, for a practice or classroom race (no match),
 * the game's name; the site shows those two by their kind in the reader's language (raceTitle).
 */
export function raceTitleOf(result: { game: number; match: { title: string; titleZh: string | null } | null }): Pick<RaceReport, 'title' | 'titleZh'> {
  const title = result.match?.title ?? (result.game === GAME_TYPES.typing ? 'typing' : 'dictionary');
  return result.match?.titleZh ? { title, titleZh: result.match.titleZh } : { title };
}

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
      include: { user: { select: { name: true } }, match: { select: { title: true, titleZh: true } } },
      orderBy: [{ place: 'asc' }, { userId: 'asc' }],
    });
    const mine = rows.find((r) => r.userId === userId);
    if (!mine) throw new AppError(ERROR_CODES.notFound, 'raceNotFound');
    const earned = await this.db.prisma.pointsLedgerEntry.aggregate({ where: { userId, reason: 'raceResult', reference: raceId }, _sum: { delta: true } });
    const detail = (mine.detail ?? {}) as ResultDetail;
    return {
      raceId,
      game: mine.game,
      ...raceTitleOf(mine),
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
