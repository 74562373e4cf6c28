import { Inject, Injectable } from '@nestjs/common';
import type { Database, PointsGood as GoodRow } from '@learnstar/db';
import { ERROR_CODES, goodsCategoryOf, type ConsolePointsGood, type PointsGoodCreate, type PointsGoodEdit } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { conflictOnDuplicate } from '../common/database/transaction.js';
import { AppError } from '../common/envelope/app-error.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { ShopAssetStore } from '../shop/catalogue/shop-asset-store.js';
import { toGood } from './pointshop-view.js';

/** The shop's view of the good, with picture names (not URLs) and its on-sale switch, as the form edits them. */
function toConsoleGood(row: GoodRow): ConsolePointsGood {
  const { soldOut: _soldOut, redeemedByMe: _mine, ...shown } = toGood(row, 0);
  return { ...shown, images: row.images, active: row.active, lowStockLine: row.lowStockLine };
}

/** Stock is not part of an edit: the audit records the fields the edit wrote. */
function withoutStock(row: GoodRow) {
  const { stock: _stock, ...fields } = toConsoleGood(row);
  return fields;
}

/** The stored row: a virtual good's category is its effect's type, a physical good has no effect. */
function toData({ category, effect, ...fields }: PointsGoodEdit) {
  return { ...fields, category: goodsCategoryOf({ kind: fields.kind, category, effect }), ...(fields.kind === 'virtual' && effect ? { effect } : {}) };
}

/**
 * Operators create and edit points-shop goods. Like products, an edit never writes stock (a
 * redemption may be taking units), and a good keeps its kind: redemptions already made of it were
 * shipped or granted as that kind.
 */
@Injectable()
export class GoodsAdminService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly audit: AuditService,
    private readonly assets: ShopAssetStore,
  ) {}

  async get(id: number): Promise<ConsolePointsGood> {
    const row = await this.db.prisma.pointsGood.findUnique({ where: { id } });
    if (!row) throw new AppError(ERROR_CODES.notFound, 'goodsNotFound');
    return toConsoleGood(row);
  }

  async create(form: PointsGoodCreate, operator: AuditActor): Promise<ConsolePointsGood> {
    this.assets.requireAll('images', form.images, 'images');
    const row = await conflictOnDuplicate(() => this.db.prisma.$transaction(async (tx) => {
      const created = await tx.pointsGood.create({ data: { ...toData(form), stock: form.stock } });
      await this.audit.recordIn(tx, operator, { action: 'pointsGood.create', targetType: 'pointsGood', targetId: created.id, before: {}, after: toConsoleGood(created) });
      return created;
    }), 'sku', 'skuTaken');
    return toConsoleGood(row);
  }

  async edit(id: number, form: PointsGoodEdit, operator: AuditActor): Promise<ConsolePointsGood> {
    this.assets.requireAll('images', form.images, 'images');
    const row = await conflictOnDuplicate(() => this.db.prisma.$transaction(async (tx) => {
      const [lock] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "PointsGood" WHERE id = ${id} FOR UPDATE`;
      if (!lock) throw new AppError(ERROR_CODES.notFound, 'goodsNotFound');
      const before = await tx.pointsGood.findUniqueOrThrow({ where: { id } });
      if (before.kind !== form.kind) throw new AppError(ERROR_CODES.conflict, 'goodsKindFixed', [{ field: 'kind', msg: 'goodsKindFixed' }]);
      const after = await tx.pointsGood.update({ where: { id }, data: toData(form) });
      await this.audit.recordIn(tx, operator, { action: 'pointsGood.edit', targetType: 'pointsGood', targetId: id, before: withoutStock(before), after: withoutStock(after) });
      return after;
    }), 'sku', 'skuTaken');
    return toConsoleGood(row);
  }
}
