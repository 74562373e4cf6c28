import type { PromotionState } from './constants.js';

/**
 * SPEC §4 "not started, in progress, ended": the start instant belongs to the promotion, the end
 * instant does not (a promotion ending at 18:00 is over at 18:00:00). The API and the page's
 * countdown both use this rule, the page with the server's clock.
 */
export function promotionState(startsAt: Date, endsAt: Date, serverNow: Date): PromotionState {
  if (serverNow.getTime() < startsAt.getTime()) return 'notStarted';
  if (serverNow.getTime() < endsAt.getTime()) return 'inProgress';
  return 'ended';
}

/** Milliseconds until the next change of state (the start, or the end), 0 once ended. */
export function msUntilNextState(startsAt: Date, endsAt: Date, serverNow: Date): number {
  const state = promotionState(startsAt, endsAt, serverNow);
  if (state === 'notStarted') return startsAt.getTime() - serverNow.getTime();
  if (state === 'inProgress') return endsAt.getTime() - serverNow.getTime();
  return 0;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** A duration split for a countdown display (whole seconds, rounded up so 0 shows only at the change). */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
