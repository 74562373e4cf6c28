import { Inject, Injectable } from '@nestjs/common';
import { Prisma, type Database, type User } from '@learnstar/db';
import { COUNTED_FAIR_PLAY_STATES, LEAGUE_SIZE, type League, type Ranking, type RankingQuery, type RankingRow } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { singaporeWeekStart, weekLabel } from './week.js';
import { RANKING_CACHE, type RankingCache, type Scored } from './ranking-cache.js';

/**
 * Rankings computed from the ledger and race results in PostgreSQL and cached as sorted sets
 * (RankingCache). Places are deterministic: value, then who reached it first, then user id.
 */
@Injectable()
export class RankingService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RANKING_CACHE) private readonly cache: RankingCache,
  ) {}

  async ranking({ board, gradeCode, limit }: RankingQuery, me?: User): Promise<Ranking> {
    const week = board === 'pointsWeek' ? `:${weekLabel(singaporeWeekStart(this.clock.now()))}` : '';
    const version = await this.cache.version();
    const key = `rank:${version}:${board}:${gradeCode ?? 'all'}${week}`;
    let cached = version === null ? null : await this.cache.read(key, limit, me?.id ?? null);
    if (!cached) {
      const all = await this.scores(board, gradeCode ?? null);
      if (version !== null) await this.cache.write(key, all);
      const placed = all.map((s, i) => ({ ...s, place: i + 1 }));
      cached = { top: placed.slice(0, limit), me: placed.find((s) => s.userId === me?.id) ?? null };
    }
    return { board, rows: cached.top.map((s) => toRow(s, s.place)), me: cached.me ? toRow(cached.me, cached.me.place) : null };
  }

  /** This week's league: pupils of my grade, shuffled into groups of ~30 by a weekly seed, ranked by weekly points. */
  async league(me: User): Promise<League> {
    const weekStart = singaporeWeekStart(this.clock.now());
    const gradeCode = me.gradeCode ?? 0;
    const week = weekLabel(weekStart);
    const pupils = await this.db.prisma.user.findMany({ where: { role: 'pupil', gradeCode }, select: { id: true }, orderBy: { id: 'asc' } });
    const order = pupils.map((p) => p.id).sort((a, b) => leagueKey(a, week) - leagueKey(b, week) || a - b);
    const leagues = Math.max(1, Math.round(order.length / LEAGUE_SIZE));
    const league = order.indexOf(me.id) % leagues;
    const members = new Set(order.filter((_, i) => i % leagues === league));
    const weekly = (await this.scores('pointsWeek', gradeCode)).filter((s) => members.has(s.userId));
    const scored = new Set(weekly.map((s) => s.userId));
    const others = await this.db.prisma.user.findMany({ where: { id: { in: [...members].filter((id) => !scored.has(id)) } }, orderBy: { id: 'asc' } });
    const rows = [...weekly, ...others.map((u) => ({ userId: u.id, name: u.name, gradeCode: u.gradeCode, value: 0, reachedAt: new Date(8.64e15) }))];
    return { week, gradeCode, league: league + 1, rows: rows.map((s, i) => toRow(s, i + 1)) };
  }

  private async scores(board: RankingQuery['board'], gradeCode: number | null): Promise<Scored[]> {
    const grade = gradeCode === null ? Prisma.sql`TRUE` : Prisma.sql`u."gradeCode" = ${gradeCode}`;
    const since = board === 'pointsWeek' ? singaporeWeekStart(this.clock.now()) : new Date(0);
    const query =
      board === 'points' || board === 'pointsWeek'
        ? Prisma.sql`
            SELECT u.id AS "userId", u.name, u."gradeCode", SUM(p.delta)::int AS value, MAX(p."createdAt") AS "reachedAt"
            FROM "PointsLedgerEntry" p JOIN "User" u ON u.id = p."userId"
            WHERE p.delta > 0 AND p."createdAt" >= ${since} AND u.role = 'pupil' AND ${grade}
            GROUP BY u.id`
        : Prisma.sql`
            SELECT DISTINCT ON (u.id) u.id AS "userId", u.name, u."gradeCode",
                   ${board === 'typing' ? Prisma.sql`r.wpm` : Prisma.sql`r.score::float`} AS value, r."finishedAt" AS "reachedAt"
            FROM "RaceResult" r JOIN "User" u ON u.id = r."userId"
            WHERE r.game = ${board === 'typing' ? 1 : 2} AND r.submitted AND r."fairPlay" IN (${Prisma.join(COUNTED_FAIR_PLAY_STATES)}) AND u.role = 'pupil' AND ${grade}
            ORDER BY u.id, value DESC, r."finishedAt" ASC`;
    const rows = await this.db.prisma.$queryRaw<Scored[]>(query);
    return rows
      .map((r) => ({ ...r, value: Number(r.value), reachedAt: new Date(r.reachedAt) }))
      .filter((r) => r.value > 0)
      .sort((a, b) => b.value - a.value || a.reachedAt.getTime() - b.reachedAt.getTime() || a.userId - b.userId);
  }
}

function toRow(s: Scored, place: number): RankingRow {
  return { place, userId: s.userId, name: s.name, gradeCode: s.gradeCode, value: s.value };
}

/** A stable pseudo-random order per week, so leagues change weekly but not between requests. */
function leagueKey(userId: number, week: string): number {
  let h = 2166136261;
  for (const ch of `${week}:${userId}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}
