import { Inject, Injectable } from '@nestjs/common';
import type { Database, Prisma } from '@learnstar/db';
import { ERROR_CODES, type ConsoleMatch, type ConsoleMatchQuery, type CreateMatch, type Locale, type Match } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { AppError } from '../common/envelope/app-error.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { MailService } from '../mail/mail.service.js';
import { toMatch } from './match-view.js';

const SIGNUP_SELECT = { user: { select: { id: true, name: true, gradeCode: true, email: true, locale: true, parent: { select: { email: true } } } } } as const;

/** Operators schedule matches and cancel them before they start; both go in the audit log. */
@Injectable()
export class MatchScheduleService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {}

  async list({ page, pageSize, game, sort, dir }: ConsoleMatchQuery): Promise<{ rows: ConsoleMatch[]; total: number }> {
    const where: Prisma.MatchWhereInput = game ? { game } : {};
    const now = this.clock.now();
    const [rows, total] = await Promise.all([
      this.db.prisma.match.findMany({ where, include: { signups: { include: SIGNUP_SELECT, orderBy: { id: 'asc' } } }, orderBy: [{ [sort]: dir }, { id: dir }], skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.match.count({ where }),
    ]);
    return {
      rows: rows.map((m) => ({
        ...toMatch(m, m.signups.length, false, now),
        signups: m.signups.map(({ user }) => ({ userId: user.id, name: user.name, gradeCode: user.gradeCode })),
      })),
      total,
    };
  }

  async create(form: CreateMatch, operator: AuditActor): Promise<Match> {
    const startTime = new Date(form.startTime);
    if (startTime.getTime() <= this.clock.now().getTime()) throw new AppError(ERROR_CODES.badRequest, 'validationFailed', [{ field: 'startTime', msg: 'dateInPast' }]);
    const data = { game: form.game, title: form.title, titleZh: form.titleZh || null, startTime, durationSec: form.durationSec, gradeCodes: [...new Set(form.gradeCodes)].sort(), level: form.level, capacity: form.capacity };
    const match = await this.db.prisma.$transaction(async (tx) => {
      const created = await tx.match.create({ data });
      await this.audit.recordIn(tx, operator, { action: 'match.create', targetType: 'match', targetId: created.id, before: {}, after: { ...data, startTime: form.startTime } });
      return created;
    });
    return toMatch(match, 0, false, this.clock.now());
  }

  /**
   * A match not yet started goes away with its sign-ups (no results can exist before the start);
   * each pupil signed up, or their parent when the pupil has no email, gets a notice, written to
   * the outbox in the same transaction as the cancellation.
   */
  async cancel(id: number, operator: AuditActor): Promise<{ id: number; notified: number }> {
    const mailIds = await this.db.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRawUnsafe<{ id: number }[]>('SELECT id FROM "Match" WHERE id = $1 FOR UPDATE', id);
      if (!locked.length) throw new AppError(ERROR_CODES.notFound, 'matchNotFound');
      const found = await tx.match.findUniqueOrThrow({ where: { id }, include: { signups: { include: SIGNUP_SELECT } } });
      if (found.startTime.getTime() <= this.clock.now().getTime()) throw new AppError(ERROR_CODES.conflict, 'matchStarted');
      await tx.matchSignup.deleteMany({ where: { matchId: id } });
      await tx.match.delete({ where: { id } });
      const before = { title: found.title, startTime: found.startTime.toISOString(), signups: found.signups.map((s) => s.user.id) };
      await this.audit.recordIn(tx, operator, { action: 'match.cancel', targetType: 'match', targetId: id, before, after: { cancelled: true } });
      const ids: number[] = [];
      for (const { user } of found.signups) {
        const to = user.email ?? user.parent?.email;
        if (!to) continue;
        const locale = (user.locale === 'zh' ? 'zh' : 'en') as Locale;
        const when = found.startTime.toLocaleString(locale === 'zh' ? 'zh-SG' : 'en-SG', { timeZone: 'Asia/Singapore', dateStyle: 'medium', timeStyle: 'short' });
        ids.push(await this.mail.queue(tx, to, locale, 'matchCancelled', { name: user.name, title: locale === 'zh' ? (found.titleZh ?? found.title) : found.title, when }));
      }
      return ids;
    });
    await this.mail.deliver(mailIds);
    return { id, notified: mailIds.length };
  }
}
