import { FREE_SHIPPING_THRESHOLD_CENTS } from '../constants.js';
import { GST_RATE_PERCENT, SHIPPING_FEES_CENTS, type ShippingCountry, type ShippingMethod } from './constants.js';

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface OrderPrice {
  /** Goods at their list prices. */
  originalCents: number;
  discountCents: number;
  shippingCents: number;
  /** What the buyer pays: goods − discount + shipping. */
  payAmountCents: number;
  /** The GST contained in payAmount (prices are GST-inclusive); 0 when the seller is not GST-registered. */
  gstIncludedCents: number;
  totalItems: number;
  freeShipping: boolean;
}

/** Null when the method is not offered for that country. */
export function shippingFeeCents(country: ShippingCountry, method: ShippingMethod, goodsAfterDiscountCents: number): number | null {
  const fee = SHIPPING_FEES_CENTS[country][method];
  if (fee === undefined) return null;
  return goodsAfterDiscountCents > FREE_SHIPPING_THRESHOLD_CENTS ? 0 : fee;
}

/** GST inside a GST-inclusive amount: amount × 9/109, rounded to the cent. */
export function gstIncludedCents(amountCents: number, gstRegistered: boolean): number {
  return gstRegistered ? Math.round((amountCents * GST_RATE_PERCENT) / (100 + GST_RATE_PERCENT)) : 0;
}

/**
 * The one price rule of an order: the API computes every total with it and never takes a total
 * from the client; the checkout page shows the API's answer.
 */
export function priceOrder(input: {
  lines: PricedLine[];
  discountCents: number;
  country: ShippingCountry;
  method: ShippingMethod;
  gstRegistered: boolean;
}): OrderPrice | null {
  const originalCents = input.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const totalItems = input.lines.reduce((sum, l) => sum + l.quantity, 0);
  const discountCents = Math.min(input.discountCents, originalCents);
  const shippingCents = shippingFeeCents(input.country, input.method, originalCents - discountCents);
  if (shippingCents === null) return null;
  const payAmountCents = originalCents - discountCents + shippingCents;
  const fee = SHIPPING_FEES_CENTS[input.country][input.method] ?? 0;
  return {
    originalCents,
    discountCents,
    shippingCents,
    payAmountCents,
    gstIncludedCents: gstIncludedCents(payAmountCents, input.gstRegistered),
    totalItems,
    freeShipping: shippingCents === 0 && fee > 0,
  };
}

/** "12.90" from 1290: for payloads and emails; screens format with Intl in the user's language. */
export function centsToDecimal(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}
