import type { CartItem, Product as ProductRow } from '@learnstar/db';
import type { CartLineProblem, CartRow } from '@learnstar/shared';
import { imageUrl, isExpired, purchaseLimitOf } from '../catalogue/product-view.js';

/** Why a line cannot be ordered now, in the order a buyer should fix it; null when it can. */
export function cartLineProblem(product: ProductRow, quantity: number, now: Date): CartLineProblem | null {
  if (!product.active) return 'removed';
  if (isExpired(product, now)) return 'expired';
  if (product.stock <= 0) return 'soldOut';
  if (quantity > purchaseLimitOf(product)) return 'overLimit';
  if (quantity > product.stock) return 'overStock';
  return null;
}

/** A cart line as the shop shows it; a buy-now line, held in no cart, has id 0. */
export function toCartRow(item: Pick<CartItem, 'id' | 'quantity'> & { product: ProductRow }, now: Date): CartRow {
  const { product } = item;
  return {
    id: item.id,
    productId: product.id,
    sku: product.sku,
    nameEn: product.nameEn,
    nameZh: product.nameZh,
    image: product.images[0] ? imageUrl(product.images[0]) : null,
    unitPriceCents: product.priceCents,
    quantity: item.quantity,
    totalPriceCents: product.priceCents * item.quantity,
    purchaseLimit: purchaseLimitOf(product),
    stock: product.stock,
    problem: cartLineProblem(product, item.quantity, now),
  };
}
