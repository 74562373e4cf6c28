import type { GoodsKind, RedemptionTab } from './constants.js';

/**
 * The redemption lifecycle, written once as a transition table: a physical good waits to be
 * delivered, is shipped by an operator, and is completed when the pupil confirms receipt; a
 * virtual good is completed the moment it is redeemed. `new` is the state before the row exists,
 * so creating a redemption goes through the table too.
 */
export const REDEMPTION_STATUSES = ['toBeDelivered', 'pendingReceipt', 'completed'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

export const REDEMPTION_EVENTS = ['redeemPhysical', 'redeemVirtual', 'ship', 'confirmReceipt'] as const;
export type RedemptionEvent = (typeof REDEMPTION_EVENTS)[number];

export const REDEMPTION_TRANSITIONS: Record<RedemptionStatus | 'new', Partial<Record<RedemptionEvent, RedemptionStatus>>> = {
  new: { redeemPhysical: 'toBeDelivered', redeemVirtual: 'completed' },
  toBeDelivered: { ship: 'pendingReceipt' },
  pendingReceipt: { confirmReceipt: 'completed' },
  completed: {},
};

export type RedemptionTransition = { ok: true; status: RedemptionStatus } | { ok: false; error: 'illegalRedemptionTransition' };

export function redemptionTransition(status: RedemptionStatus | 'new', event: RedemptionEvent): RedemptionTransition {
  const next = REDEMPTION_TRANSITIONS[status][event];
  return next ? { ok: true, status: next } : { ok: false, error: 'illegalRedemptionTransition' };
}

export function redeemEvent(kind: GoodsKind): RedemptionEvent {
  return kind === 'physical' ? 'redeemPhysical' : 'redeemVirtual';
}

const TAB_STATUS: Record<Exclude<RedemptionTab, 'all'>, RedemptionStatus> = { toDeliver: 'toBeDelivered', pendingReceipt: 'pendingReceipt', completed: 'completed' };

/** The stored status a tab lists; undefined for "all". */
export function statusOfTab(tab: RedemptionTab): RedemptionStatus | undefined {
  return tab === 'all' ? undefined : TAB_STATUS[tab];
}
