import { z } from 'zod';

/**
 * A client that may send a request again (a 503, a lost answer, a double click) names the attempt
 * with a key it made once: the same key from the same account answers the first answer again
 * and does nothing twice. Keys are random (a UUID), so the pattern only bounds their size.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The optional request header that carries the key (`Idempotency-Key`, as payment APIs name it). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** How long a key answers its first answer; after that the same key is a new request. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export const idempotencyKeySchema = z.string({ error: 'invalidValue' }).regex(IDEMPOTENCY_KEY_PATTERN, { error: 'invalidValue' });
