/**
 * The order lifecycle, written once as a transition table (SPEC §4: payment pending → paid →
 * shipped → received). Every change of an order's status goes through `orderTransition`,
 * which answers an error key instead of throwing for a refused move.
 */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'shipped', 'received', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_EVENTS = ['pay', 'cancel', 'expire', 'ship', 'confirmReceipt'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export const ORDER_TRANSITIONS: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>> = {
  pending_payment: { pay: 'paid', cancel: 'cancelled', expire: 'expired' },
  paid: { ship: 'shipped' },
  shipped: { confirmReceipt: 'received' },
  received: {},
  cancelled: {},
  expired: {},
};

export type OrderTransition = { ok: true; status: OrderStatus } | { ok: false; error: 'illegalOrderTransition' };

export function orderTransition(status: OrderStatus, event: OrderEvent): OrderTransition {
  const next = ORDER_TRANSITIONS[status][event];
  return next ? { ok: true, status: next } : { ok: false, error: 'illegalOrderTransition' };
}

/** Statuses that still hold stock (released on cancel or expiry). */
export function orderHoldsStock(status: OrderStatus): boolean {
  return status !== 'cancelled' && status !== 'expired';
}
