import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { ERROR_CODES, type StockKind, type StockQuery, type StockRow } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { AppError } from '../common/envelope/app-error.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';

/** The two stocked tables: the shop's products (price in cents) and the points shop's goods (price in points). */
const TABLES = {
  product: { table: '"Product"', columns: 'id, sku, "nameEn", "nameZh", "priceCents" AS price, stock, "lowStockLine"', action: 'product.stock' },
  pointsGood: { table: '"PointsGood"', columns: 'id, sku, "nameEn", "nameZh", points AS price, stock, "lowStockLine", active', action: 'pointsGood.stock' },
} as const;

/** The whitelisted sort columns as SQL (`price` is the select's alias). */
const ORDER_COLUMNS: Record<StockQuery['sort'], string> = { id: 'id', sku: 'sku', stock: 'stock', price: 'price' };

/**
 * Stock counts operators change by a delta in one guarded UPDATE (`stock + delta >= 0`), the same
 * shape as the checkout's take, so an order taking units meanwhile is never overwritten.
 */
@Injectable()
export class ConsoleStockService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly audit: AuditService,
  ) {}

  async list(kind: StockKind, { page, pageSize, q, low, sort, dir }: StockQuery): Promise<{ rows: StockRow[]; total: number }> {
    const { table, columns } = TABLES[kind];
    const conditions = [q ? `(sku ILIKE $1 OR "nameEn" ILIKE $1 OR "nameZh" ILIKE $1)` : '', low === '1' ? 'stock <= "lowStockLine"' : ''].filter(Boolean);
    const filter = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const params = q ? [`%${q.replace(/[\\%_]/g, (c) => '\\' + c)}%`] : [];
    const rows = await this.db.prisma.$queryRawUnsafe<StockRow[]>(
      `SELECT ${columns} FROM ${table} ${filter} ORDER BY ${ORDER_COLUMNS[sort]} ${dir === 'asc' ? 'ASC' : 'DESC'}, id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      ...params,
    );
    const [{ total }] = await this.db.prisma.$queryRawUnsafe<{ total: number }[]>(`SELECT count(*)::int AS total FROM ${table} ${filter}`, ...params);
    return { rows, total };
  }

  async change(kind: StockKind, id: number, delta: number, operator: AuditActor): Promise<StockRow> {
    const { table, columns, action } = TABLES[kind];
    return this.db.prisma.$transaction(async (tx) => {
      const [row] = await tx.$queryRawUnsafe<StockRow[]>(
        `UPDATE ${table} SET stock = stock + $2 WHERE id = $1 AND stock + $2 >= 0 RETURNING ${columns}`,
        id,
        delta,
      );
      if (!row) {
        const exists = await tx.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM ${table} WHERE id = $1`, id);
        throw exists.length ? new AppError(ERROR_CODES.conflict, 'stockBelowZero') : new AppError(ERROR_CODES.notFound, 'productNotFound');
      }
      await this.audit.recordIn(tx, operator, { action, targetType: kind, targetId: id, before: { stock: row.stock - delta }, after: { stock: row.stock, delta } });
      return row;
    });
  }

  /** A good off sale stays in the table: its redemptions and their history point at it. */
  async setActive(id: number, active: boolean, operator: AuditActor): Promise<StockRow> {
    return this.db.prisma.$transaction(async (tx) => {
      const [before] = await tx.$queryRawUnsafe<{ active: boolean }[]>('SELECT active FROM "PointsGood" WHERE id = $1 FOR UPDATE', id);
      if (!before) throw new AppError(ERROR_CODES.notFound, 'productNotFound');
      const [row] = await tx.$queryRawUnsafe<StockRow[]>(`UPDATE "PointsGood" SET active = $2, "updatedAt" = now() WHERE id = $1 RETURNING ${TABLES.pointsGood.columns}`, id, active);
      await this.audit.recordIn(tx, operator, { action: 'pointsGood.active', targetType: 'pointsGood', targetId: id, before, after: { active } });
      return row;
    });
  }
}
