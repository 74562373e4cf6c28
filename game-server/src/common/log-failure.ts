import { isStoreUnavailable } from '@learnstar/shared';
import type { Logger } from 'pino';

/**
 * Logs a failed background write or broadcast, unless Redis being out of reach caused it: that is
 * logged once per outage (reportRedisOutages), not once per race every tick while it lasts.
 */
export function logFailure(logger: Logger, level: 'warn' | 'error', err: unknown, fields: object, message: string): void {
  if (isStoreUnavailable(err)) return;
  logger[level]({ err, ...fields }, message);
}
