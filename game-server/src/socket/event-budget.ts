import { SOCKET_EVENT_BUDGET } from '@learnstar/shared';

/** What a socket has left of SOCKET_EVENT_BUDGET (a token bucket), kept in its SocketData. */
export interface EventBudget {
  tokens: number;
  at: number;
}

export function fullBudget(now: number): EventBudget {
  return { tokens: SOCKET_EVENT_BUDGET.burst, at: now };
}

/**
 * Takes one event from the budget; false when it is spent. Refilled by the time since the last
 * event, so it costs two numbers per socket and no timer: a socket flooding the node is answered
 * at once without its events being run, and the racers beside it keep the node's time.
 */
export function spendEvent(budget: EventBudget, now: number): boolean {
  budget.tokens = Math.min(SOCKET_EVENT_BUDGET.burst, budget.tokens + ((now - budget.at) * SOCKET_EVENT_BUDGET.perSecond) / 1000);
  budget.at = now;
  if (budget.tokens < 1) return false;
  budget.tokens -= 1;
  return true;
}
