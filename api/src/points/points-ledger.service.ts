import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { ERROR_CODES, type PageQuery, type PointsAdjustment, type PointsPage, type PointsReason } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { AppError } from '../common/envelope/app-error.js';
import type { Tx } from '../common/database/transaction.js';
import { RANKING_CACHE, type RankingCache } from '../ranking/ranking-cache.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';

export interface PointsChange {
  userId: number;
  delta: number;
  reason: PointsReason;
  /** Makes the change idempotent: the same (user, reason, reference) is applied once. */
  reference?: string;
}

/**
 * Append-only ledger: the balance is the sum of the entries. Every change locks the user's row
 * first, so concurrent spends are serialised and the balance can never go below zero.
 */
@Injectable()
export class PointsLedger {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(RANKING_CACHE) private readonly rankings: RankingCache,
    private readonly audit: AuditService,
  ) {}

  /** Applies a change in its own transaction; returns the new balance. */
  async apply(change: PointsChange): Promise<number> {
    const balance = await this.db.prisma.$transaction((tx) => this.applyIn(tx, change));
    // Points rankings count gains; the cached boards are rebuilt after the commit.
    if (change.delta > 0) await this.rankings.bump();
    return balance;
  }

  /** An operator's correction (reason `adjustment`), written to the audit log with the balance before and after. */
  async adjust({ userId, delta, reference }: PointsAdjustment, operator: AuditActor): Promise<number> {
    const balance = await this.db.prisma.$transaction(async (tx) => {
      await tx.$queryRawUnsafe('SELECT id FROM "User" WHERE id = $1 FOR UPDATE', userId);
      const before = await this.balanceIn(tx, userId);
      const after = await this.applyIn(tx, { userId, delta, reason: 'adjustment', reference });
      // The same reference again changes nothing (the ledger is idempotent per reference), so nothing to log.
      if (after !== before) await this.audit.recordIn(tx, operator, { action: 'points.adjust', targetType: 'user', targetId: userId, before: { balance: before }, after: { balance: after, delta, reference: reference ?? null } });
      return after;
    });
    if (delta > 0) await this.rankings.bump();
    return balance;
  }

  /** Applies a change inside the caller's transaction (e.g. together with an unlock or a redemption). */
  async applyIn(tx: Tx, change: PointsChange): Promise<number> {
    await tx.$queryRawUnsafe('SELECT id FROM "User" WHERE id = $1 FOR UPDATE', change.userId);
    const balance = await this.balanceIn(tx, change.userId);
    if (change.reference) {
      const existing = await tx.pointsLedgerEntry.findFirst({ where: { userId: change.userId, reason: change.reason, reference: change.reference } });
      if (existing) return balance;
    }
    if (balance + change.delta < 0) throw new AppError(ERROR_CODES.badRequest, 'insufficientPoints');
    await tx.pointsLedgerEntry.create({ data: { userId: change.userId, delta: change.delta, reason: change.reason, reference: change.reference ?? null } });
    return balance + change.delta;
  }

  /**
   * Gains for many users at once inside the caller's transaction, which must already hold their
   * user rows locked (a gain cannot take a balance below zero, so none is read). Idempotent per
   * (user, reason, reference) like applyIn: an entry already there is left alone.
   */
  async creditManyIn(tx: Tx, credits: PointsChange[]): Promise<void> {
    const gains = credits.filter((c) => c.delta > 0);
    if (gains.some((c) => !c.reference)) throw new Error('credits written in bulk need a reference to stay idempotent');
    if (gains.length) await tx.pointsLedgerEntry.createMany({ data: gains.map((c) => ({ userId: c.userId, delta: c.delta, reason: c.reason, reference: c.reference! })), skipDuplicates: true });
  }

  balance(userId: number): Promise<number> {
    return this.balanceIn(this.db.prisma, userId);
  }

  async page(userId: number, { page, pageSize }: PageQuery): Promise<PointsPage> {
    const [rows, total, balance] = await Promise.all([
      this.db.prisma.pointsLedgerEntry.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.pointsLedgerEntry.count({ where: { userId } }),
      this.balance(userId),
    ]);
    return {
      rows: rows.map((row, i) => ({ index: total - ((page - 1) * pageSize + i), type: row.reason, points: row.delta, time: row.createdAt.toISOString(), reference: row.reference })),
      total,
      balance,
    };
  }

  private async balanceIn(tx: Tx, userId: number): Promise<number> {
    const { _sum } = await tx.pointsLedgerEntry.aggregate({ where: { userId }, _sum: { delta: true } });
    return _sum.delta ?? 0;
  }
}
