import { Inject, Injectable } from '@nestjs/common';
import { hashPassword, type Database, type Prisma, type Promotion } from '@learnstar/db';
import { ERROR_CODES, normalizePasscode, type ConsolePromotion, type ConsolePromotionQuery, type CreatePromotion, type PromotionOffer, type UpdatePromotion } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import type { Tx } from '../common/database/transaction.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { AppError } from '../common/envelope/app-error.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { offerOf, stateOf } from './promotion-view.js';

/** The columns an operator writes (texts, dates, offer), as the audit log records them (instants as ISO strings). */
function editable(form: UpdatePromotion | CreatePromotion) {
  const { titleEn, titleZh, summaryEn, summaryZh, descriptionEn, descriptionZh, startsAt, endsAt, offer } = form;
  return { titleEn, titleZh, summaryEn, summaryZh, descriptionEn, descriptionZh, startsAt, endsAt, offer };
}

function editableOf(row: Promotion) {
  return editable({ ...row, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(), offer: offerOf(row) });
}

const toColumns = (fields: ReturnType<typeof editable>) => ({ ...fields, startsAt: new Date(fields.startsAt), endsAt: new Date(fields.endsAt) });

/**
 * Operators list, create, edit, end and delete promotions. The passcode is hashed as the seed
 * hashes it, never stored plain, and the audit log says only that it was set or changed. A
 * promotion pupils have claimed is never deleted (their claims are its history): it can be ended.
 */
@Injectable()
export class PromotionAdminService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async list({ page, pageSize, state, q, sort, dir }: ConsolePromotionQuery): Promise<{ rows: ConsolePromotion[]; total: number }> {
    const now = this.clock.now();
    const byState: Record<NonNullable<ConsolePromotionQuery['state']>, Prisma.PromotionWhereInput> = {
      notStarted: { startsAt: { gt: now } },
      inProgress: { startsAt: { lte: now }, endsAt: { gt: now } },
      ended: { endsAt: { lte: now } },
    };
    const where: Prisma.PromotionWhereInput = {
      ...(state ? byState[state] : {}),
      OR: q ? [{ slug: { contains: q, mode: 'insensitive' } }, { titleEn: { contains: q, mode: 'insensitive' } }, { titleZh: { contains: q } }] : undefined,
    };
    const [rows, total] = await Promise.all([
      this.db.prisma.promotion.findMany({ where, include: { _count: { select: { claims: true } } }, orderBy: [{ [sort]: dir }, { id: dir }], skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.promotion.count({ where }),
    ]);
    return { rows: rows.map((row) => this.view(row, row._count.claims)), total };
  }

  async create(form: CreatePromotion, operator: AuditActor): Promise<ConsolePromotion> {
    await this.requireKnownProduct(form.offer);
    const fields = editable(form);
    const passcodeHash = await hashPassword(normalizePasscode(form.passcode));
    const created = await this.db.prisma.$transaction(async (tx) => {
      // skipDuplicates: a slug already taken (even by a concurrent create) is a refusal, not a 500.
      const { count } = await tx.promotion.createMany({ data: [{ ...toColumns(fields), slug: form.slug, passcodeHash }], skipDuplicates: true });
      if (count !== 1) throw new AppError(ERROR_CODES.conflict, 'slugTaken');
      const row = await tx.promotion.findUniqueOrThrow({ where: { slug: form.slug } });
      await this.audit.recordIn(tx, operator, { action: 'promotion.create', targetType: 'promotion', targetId: row.id, before: {}, after: { slug: form.slug, ...fields, passcode: 'set' } });
      return row;
    });
    return this.view(created, 0);
  }

  /** Every field as the form sends it; a new passcode only when one is typed (hashed before the transaction: argon2 is slow). */
  async update(id: number, form: UpdatePromotion, operator: AuditActor): Promise<ConsolePromotion> {
    await this.requireKnownProduct(form.offer);
    const fields = editable(form);
    const passcodeHash = form.passcode === undefined ? undefined : await hashPassword(normalizePasscode(form.passcode));
    return this.db.prisma.$transaction(async (tx) => {
      const before = await this.locked(tx, id);
      const row = await tx.promotion.update({ where: { id }, data: { ...toColumns(fields), ...(passcodeHash ? { passcodeHash } : {}) } });
      const passcode = passcodeHash ? { passcode: 'changed' } : {};
      await this.audit.recordIn(tx, operator, { action: 'promotion.update', targetType: 'promotion', targetId: id, before: editableOf(before), after: { ...fields, ...passcode } });
      return this.view(row, await tx.promotionClaim.count({ where: { promotionId: id } }));
    });
  }

  /** Ends a promotion now (the end moves to this instant; a promotion not yet started starts now too). */
  async end(id: number, operator: AuditActor): Promise<ConsolePromotion> {
    return this.db.prisma.$transaction(async (tx) => {
      const before = await this.locked(tx, id);
      const now = this.clock.now();
      if (stateOf(before, now) === 'ended') throw new AppError(ERROR_CODES.conflict, 'promotionEnded');
      const startsAt = before.startsAt < now ? before.startsAt : now;
      const row = await tx.promotion.update({ where: { id }, data: { startsAt, endsAt: now } });
      const dates = (r: Promotion) => ({ startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString() });
      await this.audit.recordIn(tx, operator, { action: 'promotion.end', targetType: 'promotion', targetId: id, before: dates(before), after: dates(row) });
      return this.view(row, await tx.promotionClaim.count({ where: { promotionId: id } }));
    });
  }

  /** Deletes a promotion nobody claimed. The row lock makes a claim committing meanwhile be counted (or wait and fail). */
  async remove(id: number, operator: AuditActor): Promise<{ id: number }> {
    return this.db.prisma.$transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (await tx.promotionClaim.count({ where: { promotionId: id } })) throw new AppError(ERROR_CODES.conflict, 'promotionHasClaims');
      await tx.promotion.delete({ where: { id } });
      await this.audit.recordIn(tx, operator, { action: 'promotion.delete', targetType: 'promotion', targetId: id, before: { slug: before.slug, ...editableOf(before) }, after: {} });
      return { id };
    });
  }

  private async locked(tx: Tx, id: number): Promise<Promotion> {
    const [row] = await tx.$queryRawUnsafe<{ id: number }[]>('SELECT id FROM "Promotion" WHERE id = $1 FOR UPDATE', id);
    if (!row) throw new AppError(ERROR_CODES.notFound, 'promotionNotFound');
    return tx.promotion.findUniqueOrThrow({ where: { id } });
  }

  private async requireKnownProduct(offer: PromotionOffer): Promise<void> {
    if (offer.type === 'productPrice' && !(await this.db.prisma.product.count({ where: { sku: offer.sku } }))) {
      throw new AppError(ERROR_CODES.badRequest, 'validationFailed', [{ field: 'offer.sku', msg: 'unknownProduct' }]);
    }
  }

  private view(row: Promotion, claims: number): ConsolePromotion {
    const { id, slug, titleEn, titleZh, summaryEn, summaryZh, descriptionEn, descriptionZh } = row;
    return { id, slug, titleEn, titleZh, summaryEn, summaryZh, descriptionEn, descriptionZh, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(), state: stateOf(row, this.clock.now()), offer: offerOf(row), claims };
  }
}
