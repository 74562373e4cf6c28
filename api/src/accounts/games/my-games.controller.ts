import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { Prisma, type Database, type RaceResult, type User } from '@learnstar/db';
import { API_ROUTES, GAME_TYPES, MINI_GAME_NUMBERS, dictionaryResultFigures, ok, type Envelope, type GameRecord, type GameSessionResult, type MiniGame, type PageQuery } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { ZodPipe } from '../../common/validation/zod.pipe.js';
import { AuthGuard } from '../auth/auth.guard.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { RaceReportService, raceTitleOf } from './race-report.service.js';

/** One line of my games before its record is loaded: a race result or a finished game-centre session. */
interface Played {
  kind: 'race' | 'miniGame';
  id: string;
}

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

  /** Results the match server wrote and game-centre sessions finished, newest first. */
  @Get('games')
  async games(@Query(new ZodPipe(API_ROUTES.myGames.query)) { page, pageSize }: PageQuery, @CurrentUser() user: User): Promise<Envelope<{ rows: GameRecord[]; total: number }>> {
    const played = Prisma.sql`
      SELECT 'race' AS kind, "raceId" AS id, "finishedAt" FROM "RaceResult" WHERE "userId" = ${user.id}
      UNION ALL
      SELECT 'miniGame', id, "finishedAt" FROM "GameSession" WHERE "userId" = ${user.id} AND status IN ('finished', 'held', 'disqualified')`;
    const [lines, [{ total }]] = await Promise.all([
      this.db.prisma.$queryRaw<Played[]>(Prisma.sql`SELECT kind, id FROM (${played}) p ORDER BY "finishedAt" DESC, id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
      this.db.prisma.$queryRaw<{ total: number }[]>(Prisma.sql`SELECT COUNT(*)::int AS total FROM (${played}) p`),
    ]);
    const ids = (kind: Played['kind']) => lines.filter((p) => p.kind === kind).map((p) => p.id);
    const [races, sessions] = await Promise.all([
      this.db.prisma.raceResult.findMany({ where: { userId: user.id, raceId: { in: ids('race') } }, include: { match: true } }),
      this.db.prisma.gameSession.findMany({ where: { userId: user.id, id: { in: ids('miniGame') } } }),
    ]);
    const records = new Map<string, GameRecord>([
      ...races.map((r): [string, GameRecord] => [
        `race:${r.raceId}`,
        {
          raceId: r.raceId,
          game: r.game,
          ...raceTitleOf(r),
          gameTime: r.finishedAt.toISOString(),
          score: r.score,
          wpm: r.wpm,
          accuracy: r.accuracy,
          place: r.place,
          status: raceStatus(r),
          ...(r.game === GAME_TYPES.dictionary ? { dictionary: dictionaryResultFigures(r) } : {}),
        },
      ]),
      ...sessions.map((s): [string, GameRecord] => {
        const race = (s.detail as GameSessionResult | null)?.race;
        return [
          `miniGame:${s.id}`,
          {
            raceId: s.id,
            game: MINI_GAME_NUMBERS[s.game as MiniGame],
            title: s.game,
            gameTime: (s.finishedAt ?? s.issuedAt).toISOString(),
            score: s.score,
            wpm: race?.wpm ?? 0,
            accuracy: race?.accuracy ?? (s.answered ? Math.round((s.correct / s.answered) * 1000) / 10 : 0),
            place: null,
            status: s.status === 'held' ? 'beingChecked' : s.status === 'disqualified' ? 'disqualified' : 'submitted',
            miniGame: s.game as MiniGame,
          },
        ];
      }),
    ]);
    return ok({ rows: lines.map((p) => records.get(`${p.kind}:${p.id}`)!), total });
  }
}

/** What the pupil's history says of a race: held results read "being checked" until decided. */
function raceStatus(r: RaceResult): GameRecord['status'] {
  if (r.fairPlay === 'flagged') return 'beingChecked';
  if (r.fairPlay === 'disqualified') return 'disqualified';
  if (!r.submitted) return 'noSubmission';
  return (r.detail as { autoSubmitted?: boolean } | null)?.autoSubmitted ? 'autoSubmitted' : 'submitted';
}
