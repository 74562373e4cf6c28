import { Inject, Injectable } from '@nestjs/common';
import type { Coupon, Database, Prisma } from '@learnstar/db';
import { ERROR_CODES, type ConsoleCoupon, type ConsoleCouponQuery, type CreateCoupon, type UpdateCoupon } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import type { Tx } from '../../common/database/transaction.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppError } from '../../common/envelope/app-error.js';
import { AuditService, type AuditActor } from '../../audit/audit.service.js';

const toView = (c: Coupon): ConsoleCoupon => ({
  id: c.id,
  code: c.code,
  kind: c.kind,
  value: c.value,
  minSpendCents: c.minSpendCents,
  validFrom: c.validFrom.toISOString(),
  validUntil: c.validUntil.toISOString(),
  perUserLimit: c.perUserLimit,
  totalLimit: c.totalLimit,
  usedCount: c.usedCount,
  disabledAt: c.disabledAt?.toISOString() ?? null,
});

/** A coupon's terms as the audit log records them. */
const termsOf = ({ kind, value, minSpendCents, validFrom, validUntil, perUserLimit, totalLimit }: ConsoleCoupon | UpdateCoupon) => ({ kind, value, minSpendCents, validFrom, validUntil, perUserLimit, totalLimit: totalLimit ?? null });
const toColumns = (terms: ReturnType<typeof termsOf>) => ({ ...terms, validFrom: new Date(terms.validFrom), validUntil: new Date(terms.validUntil) });

/**
 * Operators list, create, edit, disable and delete shop coupons; checking and using them stays
 * with CouponService. Each change holds the coupon's row lock, the lock an order using the code
 * takes, so limits are judged against the uses as they stand. A coupon an order has named is
 * never deleted (the order keeps its coupon): it is disabled.
 */
@Injectable()
export class CouponAdminService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async list({ page, pageSize, q, disabled, sort, dir }: ConsoleCouponQuery): Promise<{ rows: ConsoleCoupon[]; total: number }> {
    const where: Prisma.CouponWhereInput = {
      code: q ? { contains: q, mode: 'insensitive' } : undefined,
      disabledAt: disabled === undefined ? undefined : disabled ? { not: null } : null,
    };
    const [rows, total] = await Promise.all([
      this.db.prisma.coupon.findMany({ where, orderBy: [{ [sort]: dir }, { id: dir }], skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.coupon.count({ where }),
    ]);
    return { rows: rows.map(toView), total };
  }

  async create(form: CreateCoupon, operator: AuditActor): Promise<ConsoleCoupon> {
    const data = { ...toColumns(termsOf(form)), code: form.code };
    return this.db.prisma.$transaction(async (tx) => {
      // skipDuplicates: a code already taken (even by a concurrent create) is a refusal, not a 500.
      const { count } = await tx.coupon.createMany({ data: [data], skipDuplicates: true });
      if (count !== 1) throw new AppError(ERROR_CODES.conflict, 'couponCodeTaken');
      const coupon = await tx.coupon.findUniqueOrThrow({ where: { code: form.code } });
      await this.audit.recordIn(tx, operator, { action: 'coupon.create', targetType: 'coupon', targetId: coupon.id, before: {}, after: { ...form, totalLimit: form.totalLimit ?? null } });
      return toView(coupon);
    });
  }

  /** New terms; the limits may not fall below the uses already made (in total, and by any one buyer). */
  async update(id: number, form: UpdateCoupon, operator: AuditActor): Promise<ConsoleCoupon> {
    return this.db.prisma.$transaction(async (tx) => {
      const before = await this.locked(tx, id);
      const [busiest] = await tx.couponRedemption.groupBy({ by: ['userId'], where: { couponId: id }, _count: { _all: true }, orderBy: { _count: { userId: 'desc' } }, take: 1 });
      const fieldErrors = [
        ...(form.totalLimit !== undefined && form.totalLimit < before.usedCount ? [{ field: 'totalLimit', msg: 'belowUsesMade' }] : []),
        ...(busiest && form.perUserLimit < busiest._count._all ? [{ field: 'perUserLimit', msg: 'belowUsesMade' }] : []),
      ];
      if (fieldErrors.length) throw new AppError(ERROR_CODES.badRequest, 'validationFailed', fieldErrors);
      const terms = termsOf(form);
      const coupon = await tx.coupon.update({ where: { id }, data: toColumns(terms) });
      await this.audit.recordIn(tx, operator, { action: 'coupon.update', targetType: 'coupon', targetId: id, before: termsOf(toView(before)), after: terms });
      return toView(coupon);
    });
  }

  /** Refuses the code to buyers from now on; orders that used it keep it. */
  async disable(id: number, operator: AuditActor): Promise<ConsoleCoupon> {
    return this.db.prisma.$transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (before.disabledAt) throw new AppError(ERROR_CODES.conflict, 'couponAlreadyDisabled');
      const coupon = await tx.coupon.update({ where: { id }, data: { disabledAt: this.clock.now() } });
      await this.audit.recordIn(tx, operator, { action: 'coupon.disable', targetType: 'coupon', targetId: id, before: { disabledAt: null }, after: { disabledAt: coupon.disabledAt!.toISOString() } });
      return toView(coupon);
    });
  }

  /** Deletes a coupon no order has named, even one cancelled since (its use was given back, its code stays on the order). */
  async remove(id: number, operator: AuditActor): Promise<{ id: number }> {
    return this.db.prisma.$transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (before.usedCount > 0 || (await tx.order.count({ where: { couponCode: before.code } }))) throw new AppError(ERROR_CODES.conflict, 'couponHasUses');
      await tx.coupon.delete({ where: { id } });
      await this.audit.recordIn(tx, operator, { action: 'coupon.delete', targetType: 'coupon', targetId: id, before: { code: before.code, ...termsOf(toView(before)) }, after: {} });
      return { id };
    });
  }

  private async locked(tx: Tx, id: number): Promise<Coupon> {
    const [row] = await tx.$queryRawUnsafe<{ id: number }[]>('SELECT id FROM "Coupon" WHERE id = $1 FOR UPDATE', id);
    if (!row) throw new AppError(ERROR_CODES.notFound, 'couponNotFound');
    return tx.coupon.findUniqueOrThrow({ where: { id } });
  }
}
