import { Inject, Injectable } from '@nestjs/common';
import type { Database, Prisma } from '@learnstar/db';
import type { AuditAction, AuditEntryView, AuditPage, AuditQuery, AuditTarget } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import type { Tx } from '../common/database/transaction.js';

/** The operator or teacher acting (the signed-in user). */
export interface AuditActor {
  id: number;
  role: string;
}

export interface AuditRecord {
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string | number;
  /** The state the action changed, before and after: the fields it touched, not whole rows. */
  before: Prisma.InputJsonValue;
  after: Prisma.InputJsonValue;
}

/**
 * The audit log of operator and teacher actions. Writers pass their transaction, so the entry
 * commits or rolls back with the change it describes; entries are never updated or deleted.
 */
@Injectable()
export class AuditService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async recordIn(tx: Tx, actor: AuditActor, record: AuditRecord): Promise<void> {
    await tx.auditEntry.create({
      data: {
        actorId: actor.id,
        actorRole: actor.role,
        action: record.action,
        targetType: record.targetType,
        targetId: String(record.targetId),
        before: record.before,
        after: record.after,
      },
    });
  }

  async list({ page, pageSize, actorId, action, targetType, targetId, from, to, sort, dir }: AuditQuery): Promise<AuditPage> {
    const where: Prisma.AuditEntryWhereInput = {
      actorId,
      action,
      targetType,
      targetId,
      at: from || to ? { gte: from ? new Date(from) : undefined, lt: to ? new Date(to) : undefined } : undefined,
    };
    const [rows, total] = await Promise.all([
      this.db.prisma.auditEntry.findMany({ where, orderBy: [{ [sort]: dir }, { id: dir }], skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.auditEntry.count({ where }),
    ]);
    const actors = await this.db.prisma.user.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.actorId))] } }, select: { id: true, account: true } });
    const accounts = new Map(actors.map((a) => [a.id, a.account]));
    return {
      rows: rows.map((row): AuditEntryView => ({
        id: row.id,
        actorId: row.actorId,
        actorAccount: accounts.get(row.actorId) ?? '',
        actorRole: row.actorRole,
        action: row.action as AuditAction,
        targetType: row.targetType as AuditTarget,
        targetId: row.targetId,
        before: row.before,
        after: row.after,
        at: row.at.toISOString(),
      })),
      total,
    };
  }
}
