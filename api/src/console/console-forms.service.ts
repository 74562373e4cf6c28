import { Inject, Injectable } from '@nestjs/common';
import type { Database, FreeTrialRequest, Prisma, Warranty } from '@learnstar/db';
import { CSV_BATCH } from './csv-stream.js';
import type { ConsoleFormQuery, ConsoleFreeTrial, ConsoleWarranty } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';

const contains = (q: string) => ({ contains: q, mode: 'insensitive' as const });

function warrantyWhere(q?: string): Prisma.WarrantyWhereInput {
  return q ? { OR: [{ name: contains(q) }, { email: contains(q) }, { phone: contains(q) }, { serialCode: contains(q) }] } : {};
}

function freeTrialWhere(q?: string): Prisma.FreeTrialRequestWhereInput {
  return q ? { OR: [{ parentName: contains(q) }, { email: contains(q) }, { phone: contains(q) }, { school: contains(q) }] } : {};
}

export const WARRANTY_CSV_HEADER = ['id', 'name', 'email', 'phone', 'purchaseDate', 'product', 'purchasePlace', 'serialCode', 'createdAt'] as const;
export const FREE_TRIAL_CSV_HEADER = ['id', 'parentName', 'email', 'phone', 'gradeCode', 'school', 'address', 'createdAt'] as const;

export const toWarranty = (w: Warranty): ConsoleWarranty => ({ ...w, purchaseDate: w.purchaseDate.toISOString().slice(0, 10), createdAt: w.createdAt.toISOString() });
export const toFreeTrial = (f: FreeTrialRequest): ConsoleFreeTrial => ({ ...f, createdAt: f.createdAt.toISOString() });

/** The form submissions operators follow up: warranty registrations and free-trial requests (newest first unless asked). */
@Injectable()
export class ConsoleFormsService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async warranties({ page, pageSize, q, sort, dir }: ConsoleFormQuery): Promise<{ rows: ConsoleWarranty[]; total: number }> {
    const where = warrantyWhere(q);
    const [rows, total] = await Promise.all([
      this.db.prisma.warranty.findMany({ where, orderBy: [{ [sort]: dir }, { id: dir }], skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.warranty.count({ where }),
    ]);
    return { rows: rows.map(toWarranty), total };
  }

  async freeTrials({ page, pageSize, q, sort, dir }: ConsoleFormQuery): Promise<{ rows: ConsoleFreeTrial[]; total: number }> {
    const where = freeTrialWhere(q);
    const [rows, total] = await Promise.all([
      this.db.prisma.freeTrialRequest.findMany({ where, orderBy: [{ [sort]: dir }, { id: dir }], skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.freeTrialRequest.count({ where }),
    ]);
    return { rows: rows.map(toFreeTrial), total };
  }

  /** Export batches: oldest first by id, after the cursor. */
  warrantyBatch(q: string | undefined, afterId: number): Promise<Warranty[]> {
    return this.db.prisma.warranty.findMany({ where: { AND: [warrantyWhere(q), { id: { gt: afterId } }] }, orderBy: { id: 'asc' }, take: CSV_BATCH });
  }

  freeTrialBatch(q: string | undefined, afterId: number): Promise<FreeTrialRequest[]> {
    return this.db.prisma.freeTrialRequest.findMany({ where: { AND: [freeTrialWhere(q), { id: { gt: afterId } }] }, orderBy: { id: 'asc' }, take: CSV_BATCH });
  }

  newsletterBatch(afterId: number) {
    return this.db.prisma.newsletterSubscription.findMany({ where: { id: { gt: afterId } }, orderBy: { id: 'asc' }, take: CSV_BATCH });
  }
}
