import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { DAY_MS, type ConsoleDashboard, type DashboardPeriod } from '@learnstar/shared';
import { BriefCache } from '../common/cache/brief-cache.js';
import { DATABASE } from '../common/database/database.module.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { API_CONFIG, type ApiConfig } from '../config/api-config.js';
import { singaporeDayLabel } from '../learning/learning-days.js';
import { singaporeDayStart } from '../ranking/week.js';
import { sgDaySql, utcLiteral } from '../common/database/singapore-sql.js';

/** Orders whose money arrived and stayed: a cancelled or expired order never counts as a sale. */
const SOLD = `status IN ('paid', 'shipped', 'received')`;
const NEXT_RACES = 3;
const LOW_STOCK_SHOWN = 20;

/**
 * The operator's home: each figure is one aggregate in SQL (sales grouped by Singapore day, counts
 * of the rows waiting for a hand), so a request never reads a whole table into the API.
 *
 * The figures are the same for every operator, so one computation per period serves them all for
 * DASHBOARD_CACHE_MS (30 s; `dashboardCacheMs`). That is safe because the home is a glance, not a ledger: nothing is
 * decided from it (confirming, shipping and restocking happen on the lists, which read live rows),
 * the page says when the figures were computed, and an operator's own order action here forgets
 * them at once. Concurrent requests share the computation in flight, so a burst after expiry costs
 * one set of queries, not one per request.
 */
@Injectable()
export class ConsoleDashboardService {
  private readonly cache: BriefCache<DashboardPeriod, ConsoleDashboard>;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.cache = new BriefCache(() => config.dashboardCacheMs);
  }

  dashboard(days: DashboardPeriod): Promise<ConsoleDashboard> {
    const now = this.clock.now().getTime();
    return this.cache.get(days, now, () => this.compute(days, now));
  }

  /** After an order action the waiting counts changed: the next request computes them again. */
  forget(): void {
    this.cache.clear();
  }

  private async compute(days: DashboardPeriod, now: number): Promise<ConsoleDashboard> {
    const todayStart = singaporeDayStart(new Date(now)).getTime();
    const periodStart = todayStart - (days - 1) * DAY_MS;
    const [sales, waiting, active, lowStock, nextRaces] = await Promise.all([
      this.salesByDay(periodStart - days * DAY_MS, todayStart + DAY_MS),
      this.waiting(todayStart),
      this.activePupils(todayStart - 6 * DAY_MS, todayStart),
      this.lowStock(),
      this.nextRaces(now),
    ]);
    const byDay = new Map(sales.map((row) => [row.day, row]));
    const daily = Array.from({ length: days }, (_, i) => {
      const day = singaporeDayLabel(new Date(periodStart + i * DAY_MS));
      const row = byDay.get(day);
      const previous = byDay.get(singaporeDayLabel(new Date(periodStart + (i - days) * DAY_MS)));
      return { day, salesCents: row?.sales ?? 0, gstCents: row?.gst ?? 0, orders: row?.orders ?? 0, previousSalesCents: previous?.sales ?? 0 };
    });
    const sum = (pick: (d: (typeof daily)[number]) => number) => daily.reduce((total, d) => total + pick(d), 0);
    return {
      days,
      today: singaporeDayLabel(new Date(now)),
      computedAt: new Date(now).toISOString(),
      sales: { daily, totalCents: sum((d) => d.salesCents), gstCents: sum((d) => d.gstCents), orders: sum((d) => d.orders), previousTotalCents: sum((d) => d.previousSalesCents) },
      orders: { payNowToConfirm: waiting.payNow, toShip: waiting.toShip, cancelledToday: waiting.cancelledToday },
      lowStock,
      parcelsToDeliver: waiting.parcels,
      heldResults: waiting.held,
      activePupils: active,
      nextRaces,
    };
  }

  private salesByDay(from: number, to: number) {
    return this.db.prisma.$queryRawUnsafe<{ day: string; sales: number; gst: number; orders: number }[]>(
      `SELECT ${sgDaySql('"paidAt"')} AS day, SUM("payAmountCents")::int AS sales, SUM("gstIncludedCents")::int AS gst, COUNT(*)::int AS orders
       FROM "Order" WHERE ${SOLD} AND "paidAt" >= $1::timestamp AND "paidAt" < $2::timestamp GROUP BY 1`,
      utcLiteral(from),
      utcLiteral(to),
    );
  }

  private async waiting(todayStart: number) {
    const [row] = await this.db.prisma.$queryRawUnsafe<{ payNow: number; toShip: number; cancelledToday: number; parcels: number; held: number }[]>(
      `SELECT
         (SELECT COUNT(*) FROM "Order" WHERE status = 'pending_payment' AND "paymentProvider" = 'paynow')::int AS "payNow",
         (SELECT COUNT(*) FROM "Order" WHERE status = 'paid')::int AS "toShip",
         (SELECT COUNT(*) FROM "Order" WHERE status = 'cancelled' AND "updatedAt" >= $1::timestamp)::int AS "cancelledToday",
         (SELECT COUNT(*) FROM "Redemption" WHERE status = 'toBeDelivered')::int AS parcels,
         (SELECT COUNT(*) FROM "RaceResult" WHERE "fairPlay" = 'flagged')::int AS held`,
      utcLiteral(todayStart),
    );
    return row;
  }

  /** A pupil is active on a Singapore day with a race, a game or a learning session finished on it. */
  private async activePupils(weekStart: number, todayStart: number): Promise<{ today: number; week: number }> {
    const [row] = await this.db.prisma.$queryRawUnsafe<{ today: number; week: number }[]>(
      `WITH active AS (
         SELECT "userId", ${sgDaySql('"finishedAt"')} AS day FROM "RaceResult" WHERE "finishedAt" >= $1::timestamp
         UNION ALL SELECT "userId", ${sgDaySql('"finishedAt"')} FROM "GameSession" WHERE "finishedAt" >= $1::timestamp
         UNION ALL SELECT "userId", day FROM "LearningDay" WHERE day >= $2
       )
       SELECT COUNT(DISTINCT a."userId") FILTER (WHERE a.day = $3)::int AS today, COUNT(DISTINCT a."userId")::int AS week
       FROM active a JOIN "User" u ON u.id = a."userId" WHERE u.role = 'pupil'`,
      utcLiteral(weekStart),
      singaporeDayLabel(new Date(weekStart)),
      singaporeDayLabel(new Date(todayStart)),
    );
    return row;
  }

  /** Each item against its own line; the few lowest are listed, all are counted. */
  private async lowStock(): Promise<ConsoleDashboard['lowStock']> {
    const rows = await this.db.prisma.$queryRawUnsafe<(ConsoleDashboard['lowStock']['items'][number] & { total: number })[]>(
      `WITH low AS (
         SELECT 'product' AS kind, id, sku, "nameEn", "nameZh", stock, "lowStockLine" AS line FROM "Product" WHERE active AND stock <= "lowStockLine"
         UNION ALL SELECT 'pointsGood', id, sku, "nameEn", "nameZh", stock, "lowStockLine" FROM "PointsGood" WHERE active AND kind = 'physical' AND stock <= "lowStockLine"
       )
       SELECT *, (COUNT(*) OVER ())::int AS total FROM low ORDER BY stock, sku LIMIT ${LOW_STOCK_SHOWN}`,
    );
    return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...item }) => item) };
  }

  private async nextRaces(now: number): Promise<ConsoleDashboard['nextRaces']> {
    const rows = await this.db.prisma.$queryRawUnsafe<{ id: number; title: string; titleZh: string | null; startTime: Date; capacity: number; signups: number }[]>(
      `SELECT m.id, m.title, m."titleZh", m."startTime", m.capacity, (SELECT COUNT(*) FROM "MatchSignup" s WHERE s."matchId" = m.id)::int AS signups
       FROM "Match" m WHERE m."startTime" > $1::timestamp ORDER BY m."startTime" LIMIT ${NEXT_RACES}`,
      utcLiteral(now),
    );
    return rows.map((r) => ({ ...r, startTime: r.startTime.toISOString() }));
  }
}
