import { describe, expect, test } from 'vitest';
import { REDEMPTION_EVENTS, REDEMPTION_TRANSITIONS, redeemEvent, redemptionTransition, statusOfTab } from './redemption-state.js';

describe('redemption transition table', () => {
  test('physical: to be delivered → shipped (pending receipt) → receipt confirmed (completed)', () => {
    expect(redemptionTransition('new', redeemEvent('physical'))).toEqual({ ok: true, status: 'toBeDelivered' });
    expect(redemptionTransition('toBeDelivered', 'ship')).toEqual({ ok: true, status: 'pendingReceipt' });
    expect(redemptionTransition('pendingReceipt', 'confirmReceipt')).toEqual({ ok: true, status: 'completed' });
  });

  test('virtual goods are completed at once', () => {
    expect(redemptionTransition('new', redeemEvent('virtual'))).toEqual({ ok: true, status: 'completed' });
  });

  test.each([
    ['toBeDelivered', 'confirmReceipt'],
    ['pendingReceipt', 'ship'],
    ['completed', 'ship'],
    ['completed', 'confirmReceipt'],
    ['new', 'ship'],
  ] as const)('%s cannot take %s', (status, event) => {
    expect(redemptionTransition(status, event)).toEqual({ ok: false, error: 'illegalRedemptionTransition' });
  });

  test('a finished redemption takes no event at all', () => {
    for (const event of REDEMPTION_EVENTS) expect(REDEMPTION_TRANSITIONS.completed[event]).toBeUndefined();
  });

  test('tabs name the stored statuses', () => {
    expect([statusOfTab('all'), statusOfTab('toDeliver'), statusOfTab('pendingReceipt'), statusOfTab('completed')]).toEqual([undefined, 'toBeDelivered', 'pendingReceipt', 'completed']);
  });
});
