/** Seconds a client is asked to wait (Retry-After, a race ack's retryInMs) when the database or Redis is out of reach. */
export const RETRY_AFTER_SECONDS = 5;

// Socket errors, PostgreSQL's "shutting down / starting up / terminated by administrator" states,
// Prisma's "can't reach / closed / timed out waiting for a connection or transaction".
const CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', 'P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);
// SQLSTATE class 08: connection exceptions (the connection failed or was lost).
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;
const KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
// ioredis gives up on a command after its retries with this error (no code on it).
const NAMES = new Set(['MaxRetriesPerRequestError']);
// pg's "not queryable": the connection a query was given had been ended by the server a moment before.
// Prisma wraps a driver's error as "Database error. Code: `57P01`. Message: `…`".
const TEXTS =
  /ECONNREFUSED|ECONNRESET|Connection terminated|timeout exceeded when trying to connect|Can't reach database|Server has closed the connection|the database system is (starting up|shutting down)|terminating connection due to administrator command|Client has encountered a connection error and is not queryable|Unable to start a transaction in the given time|Connection is closed|max retries per request|Code: `(08[0-9A-Z]{3}|57P0[123])`/;

const isOutageCode = (code: unknown) => typeof code === 'string' && (CODES.has(code) || CONNECTION_EXCEPTION.test(code));

/**
 * Whether an error means a store is out of reach for now (a restart) rather than a bug: such a
 * request is answered 503 with Retry-After (a race event: serviceUnavailable with retryInMs), and a
 * retry will find the store back. Used by the API and the match server. Looks through `cause` and
 * Prisma's `meta.driverAdapterError` (whose `cause.originalCode` is the SQLSTATE).
 */
export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, originalCode, kind, name, message, cause, meta } = error as { code?: unknown; originalCode?: unknown; kind?: unknown; name?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };
  if (isOutageCode(code) || isOutageCode(originalCode)) return true;
  if (typeof kind === 'string' && KINDS.has(kind)) return true;
  if (typeof name === 'string' && NAMES.has(name)) return true;
  if (typeof message === 'string' && TEXTS.test(message)) return true;
  return isStoreUnavailable(cause, depth + 1) || isStoreUnavailable(meta?.driverAdapterError, depth + 1);
}

/** What `reportRedisOutages` listens to: an ioredis client or cluster (shared/ does not depend on ioredis). */
interface RedisEvents {
  on(event: 'error' | 'ready', listener: (error?: Error) => void): unknown;
}

/**
 * One log line when a Redis connection is lost and one when it is back, instead of ioredis'
 * "Unhandled error event" on every reconnect attempt; ioredis reconnects by itself meanwhile.
 */
export function reportRedisOutages(client: RedisEvents, what: string, log: (message: string) => void): void {
  let down = false;
  client.on('error', (error) => {
    if (down) return;
    down = true;
    log(`${what}: Redis out of reach (${error?.message ?? 'error'}); reconnecting`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log(`${what}: Redis is back`);
  });
}
