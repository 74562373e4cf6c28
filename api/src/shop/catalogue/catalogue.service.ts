import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { ERROR_CODES, FREE_SHIPPING_THRESHOLD_CENTS, GST_RATE_PERCENT, type Product } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { AppError } from '../../common/envelope/app-error.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { toProduct } from './product-view.js';

/** The shop window: categories and active products in both languages. */
@Injectable()
export class CatalogueService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  settings() {
    return { gstRegistered: this.config.gstRegistered, gstRatePercent: GST_RATE_PERCENT, freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_CENTS };
  }

  async list(categoryId?: number) {
    const [categories, rows] = await Promise.all([
      this.db.prisma.productCategory.findMany({ orderBy: { sort: 'asc' }, select: { id: true, slug: true, nameEn: true, nameZh: true } }),
      this.db.prisma.product.findMany({ where: { active: true, ...(categoryId ? { categoryId } : {}) }, orderBy: [{ categoryId: 'asc' }, { id: 'asc' }] }),
    ]);
    const now = this.clock.now();
    return { categories, products: rows.map((row) => toProduct(row, now)), settings: this.settings() };
  }

  async product(id: number): Promise<Product> {
    const row = Number.isSafeInteger(id) && id > 0 ? await this.db.prisma.product.findFirst({ where: { id, active: true } }) : null;
    if (!row) throw new AppError(ERROR_CODES.notFound, 'productNotFound');
    return toProduct(row, this.clock.now());
  }
}
