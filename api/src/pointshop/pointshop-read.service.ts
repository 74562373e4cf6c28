import { Inject, Injectable } from '@nestjs/common';
import type { Database, User } from '@learnstar/db';
import {
  ERROR_CODES,
  statusOfTab,
  type OperatorRedemption,
  type PageQuery,
  type SortDirection,
  type PointsGood,
  type PointsGoodsList,
  type RedemptionPage,
  type RedemptionQuery,
  type RedemptionTab,
} from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { AppError } from '../common/envelope/app-error.js';
import { PointsLedger } from '../points/points-ledger.service.js';
import { toGood, toRecord, WITH_GOOD } from './pointshop-view.js';

/** The shop window, a good's detail, and the redemption lists of pupils, parents and operators. */
@Injectable()
export class PointshopReadService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly ledger: PointsLedger,
  ) {}

  async goods(category: string | undefined, me?: User): Promise<PointsGoodsList> {
    const rows = await this.db.prisma.pointsGood.findMany({ where: { active: true, ...(category ? { category } : {}) }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
    const mine = await this.redeemedBy(me?.id);
    return { goods: rows.map((row) => toGood(row, mine.get(row.id) ?? 0)), balance: me ? await this.ledger.balance(me.id) : null };
  }

  async good(id: number, me?: User): Promise<PointsGood> {
    const row = await this.db.prisma.pointsGood.findUnique({ where: { id } });
    if (!row?.active) throw new AppError(ERROR_CODES.notFound, 'goodsNotFound');
    return toGood(row, (await this.redeemedBy(me?.id)).get(id) ?? 0);
  }

  /** A pupil's own records, or — with childId — a linked child's for their parent (read only). */
  async redemptions(me: User, { status, page, pageSize, childId }: RedemptionQuery): Promise<RedemptionPage> {
    if (childId !== undefined) {
      const child = await this.db.prisma.user.findUnique({ where: { id: childId }, select: { parentId: true } });
      if (me.role !== 'parent' || child?.parentId !== me.id) throw new AppError(ERROR_CODES.forbidden, 'forbidden');
    }
    const userId = childId ?? me.id;
    const where = { userId, ...this.statusWhere(status) };
    const [rows, total, before] = await Promise.all([
      this.db.prisma.redemption.findMany({ where, include: WITH_GOOD, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }], skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.redemption.count({ where }),
      this.db.prisma.redemption.findMany({ where: { userId }, select: { id: true }, orderBy: { id: 'asc' } }),
    ]);
    // The index is the record's number among all of the pupil's redemptions, so it never changes with the tab.
    const indexOf = new Map(before.map((r, i) => [r.id, i + 1]));
    return { rows: rows.map((row) => toRecord(row, indexOf.get(row.id) ?? 0)), total };
  }

  /** Oldest first: the operator ships in the order pupils redeemed. */
  async operatorRedemptions(status: RedemptionTab, { page, pageSize, dir }: PageQuery & { dir: SortDirection }): Promise<{ rows: OperatorRedemption[]; total: number }> {
    const where = { good: { kind: 'physical' }, ...this.statusWhere(status) };
    const [rows, total] = await Promise.all([
      this.db.prisma.redemption.findMany({ where, include: WITH_GOOD, orderBy: [{ createdAt: dir }, { id: dir }], skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.redemption.count({ where }),
    ]);
    const users = await this.db.prisma.user.findMany({ where: { id: { in: rows.map((r) => r.userId) } }, select: { id: true, name: true } });
    const names = new Map(users.map((u) => [u.id, u.name]));
    return { rows: rows.map((row, i) => ({ ...toRecord(row, (page - 1) * pageSize + i + 1), userId: row.userId, pupilName: names.get(row.userId) ?? '' })), total };
  }

  private statusWhere(tab: RedemptionTab): { status?: string } {
    const status = statusOfTab(tab);
    return status ? { status } : {};
  }

  private async redeemedBy(userId: number | undefined): Promise<Map<number, number>> {
    if (userId === undefined) return new Map();
    const sums = await this.db.prisma.redemption.groupBy({ by: ['goodsId'], where: { userId }, _sum: { quantity: true } });
    return new Map(sums.map((s) => [s.goodsId, s._sum.quantity ?? 0]));
  }
}
