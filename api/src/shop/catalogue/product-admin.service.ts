import { Inject, Injectable } from '@nestjs/common';
import type { Database, Product as ProductRow } from '@learnstar/db';
import { ERROR_CODES, type ConsoleProduct, type ProductCreate, type ProductEdit } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { conflictOnDuplicate, type Tx } from '../../common/database/transaction.js';
import { AppError } from '../../common/envelope/app-error.js';
import { AuditService, type AuditActor } from '../../audit/audit.service.js';
import { CatalogueService } from './catalogue.service.js';
import { ShopAssetStore } from './shop-asset-store.js';

function toConsoleProduct(row: ProductRow): ConsoleProduct {
  const { createdAt: _created, updatedAt: _updated, ...fields } = row;
  return { ...fields, expiresAt: row.expiresAt?.toISOString() ?? null };
}

/** Stock is not part of an edit: the audit records the fields the edit wrote. */
function withoutStock(row: ProductRow) {
  const { stock: _stock, ...fields } = toConsoleProduct(row);
  return fields;
}

const toData = (form: ProductEdit) => ({ ...form, expiresAt: form.expiresAt ? new Date(form.expiresAt) : null });

/**
 * Operators create and edit shop products. An edit writes every field but stock, so it cannot
 * undo units a checkout or a stock delta took meanwhile; each change and its audit entry commit
 * together, and the shop window forgets its cached list.
 */
@Injectable()
export class ProductAdminService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly audit: AuditService,
    private readonly assets: ShopAssetStore,
    private readonly catalogue: CatalogueService,
  ) {}

  async get(id: number): Promise<ConsoleProduct> {
    const row = await this.db.prisma.product.findUnique({ where: { id } });
    if (!row) throw new AppError(ERROR_CODES.notFound, 'productNotFound');
    return toConsoleProduct(row);
  }

  async create(form: ProductCreate, operator: AuditActor): Promise<ConsoleProduct> {
    await this.checkReferences(form);
    const row = await conflictOnDuplicate(() => this.db.prisma.$transaction(async (tx) => {
      const created = await tx.product.create({ data: toData(form) });
      await this.audit.recordIn(tx, operator, { action: 'product.create', targetType: 'product', targetId: created.id, before: {}, after: toConsoleProduct(created) });
      return created;
    }), 'sku', 'skuTaken');
    this.catalogue.forget();
    return toConsoleProduct(row);
  }

  async edit(id: number, form: ProductEdit, operator: AuditActor): Promise<ConsoleProduct> {
    await this.checkReferences(form);
    const row = await conflictOnDuplicate(() => this.db.prisma.$transaction(async (tx) => {
      const before = await this.locked(tx, id);
      const after = await tx.product.update({ where: { id }, data: toData(form) });
      await this.audit.recordIn(tx, operator, { action: 'product.edit', targetType: 'product', targetId: id, before: withoutStock(before), after: withoutStock(after) });
      return after;
    }), 'sku', 'skuTaken');
    this.catalogue.forget();
    return toConsoleProduct(row);
  }

  /** The row as it stands, locked until the edit commits (the audit's "before" is the truth). */
  private async locked(tx: Tx, id: number): Promise<ProductRow> {
    const [lock] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Product" WHERE id = ${id} FOR UPDATE`;
    if (!lock) throw new AppError(ERROR_CODES.notFound, 'productNotFound');
    return tx.product.findUniqueOrThrow({ where: { id } });
  }

  private async checkReferences(form: ProductEdit): Promise<void> {
    if (!(await this.db.prisma.productCategory.findUnique({ where: { id: form.categoryId }, select: { id: true } }))) {
      throw new AppError(ERROR_CODES.badRequest, 'validationFailed', [{ field: 'categoryId', msg: 'invalidValue' }]);
    }
    this.assets.requireAll('images', form.images, 'images');
    this.assets.requireAll('files', form.files, 'files');
    this.assets.requireAll('videos', [form.videoUrl], 'videoUrl');
  }
}
