import type { PointsGood as GoodRow, Redemption as RedemptionRow } from '@learnstar/db';
import { goodsEffectSchema, type GoodsCategory, type GoodsKind, type PointsGood, type RedemptionRecord, type RedemptionStatus } from '@learnstar/shared';
import type { Tx } from '../common/database/transaction.js';
import { imageUrl } from '../shop/catalogue/product-view.js';

export type RedemptionWithGood = RedemptionRow & { good: GoodRow };
export const WITH_GOOD = { good: true } as const;

/** A good as the shop shows it; its pictures are served with the shop's (api/assets/shop/images). */
export function toGood(row: GoodRow, redeemedByMe: number): PointsGood {
  return {
    id: row.id,
    sku: row.sku,
    kind: row.kind as GoodsKind,
    category: row.category as GoodsCategory,
    nameEn: row.nameEn,
    nameZh: row.nameZh,
    descriptionEn: row.descriptionEn,
    descriptionZh: row.descriptionZh,
    points: row.points,
    stock: row.stock,
    soldOut: row.stock <= 0,
    perUserLimit: row.perUserLimit,
    redeemedByMe,
    images: row.images.map(imageUrl),
    effect: row.effect === null ? null : goodsEffectSchema.parse(row.effect),
  };
}

/** A redemption record (SPEC §3); `index` counts the owner's redemptions, the oldest being 1. */
export function toRecord(row: RedemptionWithGood, index: number): RedemptionRecord {
  const { good } = row;
  return {
    index,
    id: row.id,
    goodsId: good.id,
    nameEn: good.nameEn,
    nameZh: good.nameZh,
    image: good.images[0] ? imageUrl(good.images[0]) : null,
    kind: good.kind as GoodsKind,
    quantity: row.quantity,
    points: row.points,
    status: row.status as RedemptionStatus,
    delivery: row.recipient === null ? null : { recipient: row.recipient, phone: row.phone ?? '', email: row.email ?? '', address: row.address ?? '', trackingNote: row.trackingNote },
    updateTime: row.updatedAt.toISOString(),
  };
}

/** A single record with its index (used for the answers of redeem, ship and confirm). */
export async function recordOf(tx: Tx, row: RedemptionWithGood): Promise<RedemptionRecord> {
  return toRecord(row, await tx.redemption.count({ where: { userId: row.userId, id: { lte: row.id } } }));
}
