import type { Product as ProductRow } from '@learnstar/db';
import { DEFAULT_PURCHASE_LIMIT, type Product } from '@learnstar/shared';

export const SHOP_ASSET_URL = '/api/shop/assets';

export function imageUrl(file: string): string {
  return `${SHOP_ASSET_URL}/images/${encodeURIComponent(file)}`;
}

export function purchaseLimitOf(product: Pick<ProductRow, 'purchaseLimit'>): number {
  return product.purchaseLimit ?? DEFAULT_PURCHASE_LIMIT;
}

export function isExpired(product: Pick<ProductRow, 'expiresAt'>, now: Date): boolean {
  return product.expiresAt !== null && product.expiresAt <= now;
}

/** A product row as the shop shows it: asset URLs served by this API, states computed now. */
export function toProduct(row: ProductRow, now: Date): Product {
  return {
    id: row.id,
    sku: row.sku,
    categoryId: row.categoryId,
    nameEn: row.nameEn,
    nameZh: row.nameZh,
    descriptionEn: row.descriptionEn,
    descriptionZh: row.descriptionZh,
    priceCents: row.priceCents,
    images: row.images.map(imageUrl),
    specificationEn: row.specificationEn,
    specificationZh: row.specificationZh,
    weightGrams: row.weightGrams,
    dimensions: row.dimensions,
    packingListEn: row.packingListEn,
    packingListZh: row.packingListZh,
    gradeCodes: row.gradeCodes,
    purchaseLimit: purchaseLimitOf(row),
    files: row.files.map((name) => ({ name, url: `${SHOP_ASSET_URL}/files/${encodeURIComponent(name)}` })),
    videoUrl: row.videoUrl && `${SHOP_ASSET_URL}/videos/${encodeURIComponent(row.videoUrl)}`,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    stock: row.stock,
    soldOut: row.stock <= 0,
    expired: isExpired(row, now),
  };
}
