import type { Order as OrderRow, Payment as PaymentRow } from '@learnstar/db';
import { PAYNOW_MERCHANT, buildPayNowPayload, type Payment, type PaymentProvider, type PaymentStatus } from '@learnstar/shared';

/** yyyyMMdd in Singapore time: the last day the bank app should accept the QR. */
function sgDate(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

export function toPayment(payment: PaymentRow, order: Pick<OrderRow, 'code' | 'expiresAt'>): Payment {
  const paynow =
    payment.provider === 'paynow'
      ? {
          payload: buildPayNowPayload({
            uen: PAYNOW_MERCHANT.uen,
            merchantName: PAYNOW_MERCHANT.name,
            merchantCity: PAYNOW_MERCHANT.city,
            amountCents: payment.amountCents,
            reference: order.code,
            expiry: order.expiresAt ? sgDate(order.expiresAt) : undefined,
          }),
          uen: PAYNOW_MERCHANT.uen,
          merchantName: PAYNOW_MERCHANT.name,
          bank: PAYNOW_MERCHANT.bank,
          account: PAYNOW_MERCHANT.account,
          reference: order.code,
        }
      : null;
  return {
    id: payment.id,
    provider: payment.provider as PaymentProvider,
    status: payment.status as PaymentStatus,
    orderCode: order.code,
    amountCents: payment.amountCents,
    redirectUrl: payment.provider === 'sandbox' ? `/payments?session=${payment.id}` : null,
    paynow,
    expiresAt: payment.expiresAt?.toISOString() ?? null,
  };
}
