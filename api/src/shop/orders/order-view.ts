import type { Order as OrderRow, OrderItem, Product as ProductRow } from '@learnstar/db';
import type { Order, OrderStatus, PaymentProvider, ShippingCountry, ShippingMethod } from '@learnstar/shared';
import { imageUrl } from '../catalogue/product-view.js';

export type OrderWithItems = OrderRow & { items: (OrderItem & { product: Pick<ProductRow, 'images'> })[] };

export const ORDER_INCLUDE = { items: { include: { product: { select: { images: true } } }, orderBy: { id: 'asc' } } } as const;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toOrder(row: OrderWithItems): Order {
  const address = row.address as Order['address'];
  return {
    code: row.code,
    status: row.status as OrderStatus,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    shippedAt: iso(row.shippedAt),
    trackingNote: row.trackingNote,
    receivedAt: iso(row.receivedAt),
    expiresAt: iso(row.expiresAt),
    originalPriceCents: row.originalPriceCents,
    discountCents: row.discountCents,
    shippingFeeCents: row.shippingFeeCents,
    payAmountCents: row.payAmountCents,
    gstIncludedCents: row.gstIncludedCents,
    totalItems: row.totalItems,
    couponCode: row.couponCode,
    country: row.country as ShippingCountry,
    shippingMethod: row.shippingMethod as ShippingMethod,
    address: { block: address.block ?? '', street: address.street ?? '', unit: address.unit ?? '', building: address.building ?? '' },
    postcode: row.postcode,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    paymentProvider: (row.paymentProvider as PaymentProvider | null) ?? null,
    items: row.items.map((item) => ({
      productId: item.productId,
      nameEn: item.nameEn,
      nameZh: item.nameZh,
      image: item.product.images[0] ? imageUrl(item.product.images[0]) : null,
      unitPriceCents: item.unitPriceCents,
      quantity: item.quantity,
    })),
  };
}
