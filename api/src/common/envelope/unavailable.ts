/** Seconds a client is asked to wait (Retry-After) when the database or Redis is out of reach. */
export const RETRY_AFTER_SECONDS = 5;

// Socket errors, PostgreSQL's "shutting down / starting up / terminated by administrator" states,
// Prisma's "can't reach / closed / timed out waiting for a connection or transaction".
const CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', 'P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);
const KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
const TEXTS =
  /ECONNREFUSED|ECONNRESET|Connection terminated|timeout exceeded when trying to connect|Can't reach database|Server has closed the connection|the database system is (starting up|shutting down)|terminating connection due to administrator command|Unable to start a transaction in the given time|Connection is closed|MaxRetriesPerRequest/;

/**
 * Whether an error means a store is out of reach for now (a restart) rather than a bug: such a
 * request is answered 503 with Retry-After, and a retry will find the store back.
 */
export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, kind, message, cause } = error as { code?: unknown; kind?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && CODES.has(code)) return true;
  if (typeof kind === 'string' && KINDS.has(kind)) return true;
  if (typeof message === 'string' && TEXTS.test(message)) return true;
  return isStoreUnavailable(cause, depth + 1);
}
