import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { ERROR_CODES, FREE_SHIPPING_THRESHOLD_CENTS, GST_RATE_PERCENT, type Product } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { AppError } from '../../common/envelope/app-error.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { toProduct } from './product-view.js';

/**
 * How long a catalogue answer is reused. The shop window is read far more than it changes; a
 * sold-out flag up to a second late is harmless because the cart and checkout read the truth.
 */
const CATALOGUE_CACHE_MS = 1_000;

type ProductList = Awaited<ReturnType<CatalogueService['load']>>;

/** The shop window: categories and active products in both languages. */
@Injectable()
export class CatalogueService {
  private readonly cache = new Map<string, { at: number; value: Promise<ProductList> }>();

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  settings() {
    return { gstRegistered: this.config.gstRegistered, gstRatePercent: GST_RATE_PERCENT, freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_CENTS };
  }

  /** The whole list, reused for a second (concurrent readers share one load). */
  list(categoryId?: number): Promise<ProductList> {
    const key = String(categoryId ?? 'all');
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < CATALOGUE_CACHE_MS) return hit.value;
    const value = this.load(categoryId);
    this.cache.set(key, { at: now, value });
    value.catch(() => this.cache.delete(key));
    return value;
  }

  /** An operator changed the catalogue: the next reader loads it afresh. */
  forget(): void {
    this.cache.clear();
  }

  async product(id: number): Promise<Product> {
    const found = Number.isSafeInteger(id) && id > 0 ? (await this.list()).products.find((p) => p.id === id) : undefined;
    if (!found) throw new AppError(ERROR_CODES.notFound, 'productNotFound');
    return found;
  }

  private async load(categoryId?: number) {
    const [categories, rows] = await Promise.all([
      this.db.prisma.productCategory.findMany({ orderBy: { sort: 'asc' }, select: { id: true, slug: true, nameEn: true, nameZh: true } }),
      this.db.prisma.product.findMany({ where: { active: true, ...(categoryId ? { categoryId } : {}) }, orderBy: [{ categoryId: 'asc' }, { id: 'asc' }] }),
    ]);
    const now = this.clock.now();
    return { categories, products: rows.map((row) => toProduct(row, now)), settings: this.settings() };
  }
}
