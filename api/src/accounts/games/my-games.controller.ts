import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import type { Database, User } from '@learnstar/db';
import { API_ROUTES, ok, type Envelope, type GameRecord, type PageQuery } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { ZodPipe } from '../../common/validation/zod.pipe.js';
import { AuthGuard } from '../auth/auth.guard.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { RaceReportService } from './race-report.service.js';

@Controller('user')
@UseGuards(AuthGuard)
export class MyGamesController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly reports: RaceReportService,
  ) {}

  /** The result and analysis pages of one race I raced in. */
  @Get('games/:raceId')
  async report(@Param('raceId') raceId: string, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.reports.report(raceId, user.id));
  }

  /** Results the match server wrote for this pupil, newest first. */
  @Get('games')
  async games(@Query(new ZodPipe(API_ROUTES.myGames.query)) { page, pageSize }: PageQuery, @CurrentUser() user: User): Promise<Envelope<{ rows: GameRecord[]; total: number }>> {
    const where = { userId: user.id };
    const [rows, total] = await Promise.all([
      this.db.prisma.raceResult.findMany({ where, include: { match: true }, orderBy: { finishedAt: 'desc' }, skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.raceResult.count({ where }),
    ]);
    return ok({
      rows: rows.map((r) => ({
        raceId: r.raceId,
        game: r.game,
        title: r.match?.title ?? (r.game === 1 ? 'typing' : 'dictionary'),
        gameTime: r.finishedAt.toISOString(),
        score: r.score,
        wpm: r.wpm,
        accuracy: r.accuracy,
        place: r.place,
        status: !r.submitted ? 'noSubmission' : (r.detail as { autoSubmitted?: boolean } | null)?.autoSubmitted ? 'autoSubmitted' : 'submitted',
      })),
      total,
    });
  }
}
