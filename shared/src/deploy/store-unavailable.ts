/** Seconds a client is asked to wait (Retry-After, a race ack's retryInMs) when the database or Redis is out of reach. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Most a Redis command may take before it counts as an outage (ioredis' `commandTimeout`): a Redis
 * that keeps its connections but stops answering (paused, swapping, a frozen host) would otherwise
 * hold every request and join that asks it; healthy, it answers in a millisecond or two.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/**
 * The README's promise: a race join the match server cannot store (Redis out of reach) is refused
 * within this, "please try again in a few seconds", rather than held: one command timeout, then the answer.
 */
export const JOIN_REFUSED_WITHIN_MS = 2 * REDIS_COMMAND_TIMEOUT_MS;

// Socket errors, PostgreSQL's "shutting down / starting up / terminated by administrator" states,
// Prisma's "can't reach / closed / timed out waiting for a connection or transaction".
const CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', 'P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);
// SQLSTATE class 08: connection exceptions (the connection failed or was lost).
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;
const KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
// ioredis gives up on a command after its retries with this error (no code on it); ours refuses at once.
// (A command Redis does not answer within REDIS_COMMAND_TIMEOUT_MS fails with "Command timed out".)
const NAMES = new Set(['MaxRetriesPerRequestError', 'StoreUnreachableError']);
// pg's "not queryable": the connection a query was given had been ended by the server a moment before.
// Prisma wraps a driver's error as "Database error. Code: `57P01`. Message: `…`".
const TEXTS =
  /ECONNREFUSED|ECONNRESET|Connection terminated|timeout exceeded when trying to connect|Can't reach database|Server has closed the connection|the database system is (starting up|shutting down)|terminating connection due to administrator command|Client has encountered a connection error and is not queryable|Unable to start a transaction in the given time|Connection is closed|max retries per request|Command timed out|Code: `(08[0-9A-Z]{3}|57P0[123])`/;

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

/**
 * Thrown instead of sending a command to a store already known to be out of reach (its client is
 * reconnecting): the request is refused at once, as an outage, rather than after the client's retries.
 */
export class StoreUnreachableError extends Error {
  override readonly name = 'StoreUnreachableError';
  constructor(what: string) {
    super(`${what} is out of reach (reconnecting)`);
  }
}

/**
 * How long a health endpoint waits for each of its probes (at once), so that it answers within
 * HEALTH_DEADLINE_MS whatever is down; a healthy database or Redis answers a probe in milliseconds.
 */
export const HEALTH_PROBE_TIMEOUT_MS = 300;
export const HEALTH_DEADLINE_MS = 500;
/** The bound tests hold the health endpoints to: the deadline, with room for a test lane sharing 2 loaded cores. */
export const HEALTH_DEADLINE_UNDER_LOAD_MS = 2 * HEALTH_DEADLINE_MS;

/**
 * A health probe's answer within `timeoutMs`: true when `check` resolves truthy in time; false when it
 * fails, answers falsy or is still waiting (a database whose connections time out after 5 s, a Redis
 * client between reconnects). The check itself is left to finish or fail on its own.
 */
export function probe(check: () => Promise<unknown>, timeoutMs = HEALTH_PROBE_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref?.();
    Promise.resolve()
      .then(check)
      .then(
        (answer) => resolve(Boolean(answer)),
        () => resolve(false),
      )
      .finally(() => clearTimeout(timer));
  });
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
