import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Database, User } from '@learnstar/db';
import type { Locale } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { startSweep } from '../common/sweep/periodic-sweep.js';
import { API_CONFIG, type ApiConfig } from '../config/api-config.js';
import { MailService, mailPart } from '../mail/mail.service.js';
import { singaporeWeekStart, weekLabel } from '../ranking/week.js';

const WEEK_MS = 7 * 24 * 3600_000;

/**
 * The opt-in weekly email to parents: each child's last week (Monday to Monday, Singapore), in the
 * parent's language. A parent is claimed for the week by a guarded update before the email goes,
 * so several API instances or a restart never send the same week twice.
 */
@Injectable()
export class WeeklySummaryService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('WeeklySummary');
  private stopSweep: () => void = () => undefined;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.stopSweep = startSweep(this.config.weeklySummarySweepMs, this.logger, 'weekly summary', () => this.sendDue());
  }

  onModuleDestroy(): void {
    this.stopSweep();
  }

  /** The week label a parent who switches the summary on now has already "had": the first email comes next Monday. */
  currentWeek(): string {
    return weekLabel(singaporeWeekStart(this.clock.now()));
  }

  /** Sends every summary due this week; returns how many were written to the outbox. */
  async sendDue(): Promise<number> {
    const week = this.currentWeek();
    const due = { weeklySummary: true, OR: [{ weeklySummaryWeek: null }, { weeklySummaryWeek: { not: week } }] };
    const parents = await this.db.prisma.user.findMany({ where: { role: 'parent', email: { not: null }, emailVerifiedAt: { not: null }, ...due } });
    let sent = 0;
    for (const parent of parents) {
      const params = await this.summary(parent);
      // The week's claim and its email are one transaction: a crash between them loses neither.
      const mailIds = await this.db.prisma.$transaction(async (tx) => {
        const { count } = await tx.user.updateMany({ where: { id: parent.id, ...due }, data: { weeklySummaryWeek: week } });
        return count === 1 && params ? [await this.mail.queue(tx, parent.email!, localeOf(parent), 'weeklySummary', params)] : [];
      });
      await this.mail.deliver(mailIds);
      sent += mailIds.length;
    }
    return sent;
  }

  /** The email's contents, or nothing for a parent without children. */
  private async summary(parent: User): Promise<Record<string, string> | undefined> {
    const children = await this.db.prisma.user.findMany({ where: { parentId: parent.id, role: 'pupil' }, orderBy: { id: 'asc' } });
    if (children.length === 0) return undefined;
    const to = singaporeWeekStart(this.clock.now());
    const from = new Date(to.getTime() - WEEK_MS);
    const lines = await Promise.all(children.map(async (child) => mailPart(localeOf(parent), 'weeklySummaryChild', await this.childWeek(child, from, to))));
    return { name: parent.name, week: weekLabel(from), children: lines.join('\n'), link: `${this.config.publicUrl}/family` };
  }

  private async childWeek(child: User, from: Date, to: Date): Promise<Record<string, string>> {
    const within = { gte: from, lt: to };
    const [typing, dictionary, games, points] = await Promise.all([
      this.db.prisma.raceResult.aggregate({ where: { userId: child.id, game: 1, finishedAt: within }, _count: true, _max: { wpm: true }, _avg: { accuracy: true } }),
      this.db.prisma.raceResult.count({ where: { userId: child.id, game: 2, finishedAt: within } }),
      this.db.prisma.gameSession.count({ where: { userId: child.id, status: 'finished', finishedAt: within } }),
      this.db.prisma.pointsLedgerEntry.aggregate({ where: { userId: child.id, delta: { gt: 0 }, createdAt: within }, _sum: { delta: true } }),
    ]);
    return {
      child: child.name, races: String(typing._count), bestWpm: String(Math.round(typing._max.wpm ?? 0)), accuracy: String(Math.round(typing._avg.accuracy ?? 0)),
      dictionary: String(dictionary), games: String(games), points: String(points._sum.delta ?? 0),
    };
  }
}

const localeOf = (user: User): Locale => (user.locale === 'zh' ? 'zh' : 'en');
