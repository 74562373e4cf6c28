import { Inject, Injectable } from '@nestjs/common';
import type { Coupon, Database } from '@learnstar/db';
import { ERROR_CODES, type ConsoleCoupon, type CreateCoupon, type StockQuery } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
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
});

/** Operators list and create shop coupons; checking and using them stays with CouponService. */
@Injectable()
export class CouponAdminService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly audit: AuditService,
  ) {}

  async list({ page, pageSize, q }: StockQuery): Promise<{ rows: ConsoleCoupon[]; total: number }> {
    const where = q ? { code: { contains: q, mode: 'insensitive' as const } } : {};
    const [rows, total] = await Promise.all([
      this.db.prisma.coupon.findMany({ where, orderBy: { id: 'desc' }, skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.coupon.count({ where }),
    ]);
    return { rows: rows.map(toView), total };
  }

  async create(form: CreateCoupon, operator: AuditActor): Promise<ConsoleCoupon> {
    const data = { ...form, validFrom: new Date(form.validFrom), validUntil: new Date(form.validUntil), totalLimit: form.totalLimit ?? null };
    return this.db.prisma.$transaction(async (tx) => {
      // skipDuplicates: a code already taken (even by a concurrent create) is a refusal, not a 500.
      const { count } = await tx.coupon.createMany({ data: [data], skipDuplicates: true });
      if (count !== 1) throw new AppError(ERROR_CODES.conflict, 'couponCodeTaken');
      const coupon = await tx.coupon.findUniqueOrThrow({ where: { code: form.code } });
      await this.audit.recordIn(tx, operator, { action: 'coupon.create', targetType: 'coupon', targetId: coupon.id, before: {}, after: { ...form } });
      return toView(coupon);
    });
  }
}
