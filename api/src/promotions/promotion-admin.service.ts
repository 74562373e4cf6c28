import { Inject, Injectable } from '@nestjs/common';
import { hashPassword, type Database, type Promotion } from '@learnstar/db';
import { ERROR_CODES, normalizePasscode, type ConsolePromotion, type ConsolePromotionQuery, type CreatePromotion } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { AppError } from '../common/envelope/app-error.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { offerOf, stateOf } from './promotion-view.js';

/** Operators list and create promotions; the passcode is hashed as the seed hashes it, never stored plain. */
@Injectable()
export class PromotionAdminService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async list({ page, pageSize }: ConsolePromotionQuery): Promise<{ rows: ConsolePromotion[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.db.prisma.promotion.findMany({ include: { _count: { select: { claims: true } } }, orderBy: { id: 'desc' }, skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.promotion.count(),
    ]);
    return { rows: rows.map((row) => this.view(row, row._count.claims)), total };
  }

  async create(form: CreatePromotion, operator: AuditActor): Promise<ConsolePromotion> {
    if (form.offer.type === 'productPrice' && !(await this.db.prisma.product.count({ where: { sku: form.offer.sku } }))) {
      throw new AppError(ERROR_CODES.badRequest, 'validationFailed', [{ field: 'offer.sku', msg: 'unknownProduct' }]);
    }
    const data = {
      slug: form.slug,
      titleEn: form.titleEn,
      titleZh: form.titleZh,
      summaryEn: form.summaryEn,
      summaryZh: form.summaryZh,
      startsAt: new Date(form.startsAt),
      endsAt: new Date(form.endsAt),
      offer: form.offer,
    };
    const passcodeHash = await hashPassword(normalizePasscode(form.passcode));
    const created = await this.db.prisma.$transaction(async (tx) => {
      // skipDuplicates: a slug already taken (even by a concurrent create) is a refusal, not a 500.
      const { count } = await tx.promotion.createMany({ data: [{ ...data, passcodeHash }], skipDuplicates: true });
      if (count !== 1) throw new AppError(ERROR_CODES.conflict, 'slugTaken');
      const row = await tx.promotion.findUniqueOrThrow({ where: { slug: form.slug } });
      // The passcode stays out of the log: the entry says a passcode was set, not which.
      await this.audit.recordIn(tx, operator, { action: 'promotion.create', targetType: 'promotion', targetId: row.id, before: {}, after: { ...data, startsAt: form.startsAt, endsAt: form.endsAt, passcode: 'set' } });
      return row;
    });
    return this.view(created, 0);
  }

  private view(row: Promotion, claims: number): ConsolePromotion {
    return { id: row.id, slug: row.slug, titleEn: row.titleEn, titleZh: row.titleZh, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(), state: stateOf(row, this.clock.now()), offer: offerOf(row), claims };
  }
}
