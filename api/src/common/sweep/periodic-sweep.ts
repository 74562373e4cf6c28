import type { Logger } from '@nestjs/common';

/**
 * Runs `work` every `everyMs` in the background (0 or less: never; tests call the work
 * themselves), logging a failure instead of throwing it, on a timer that never keeps the process
 * alive. Returns the function that stops it.
 */
export function startSweep(everyMs: number, logger: Logger, what: string, work: () => Promise<unknown>): () => void {
  if (everyMs <= 0) return () => undefined;
  const timer = setInterval(() => void work().catch((error: Error) => logger.error(`${what} failed: ${error.message}`)), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
