import type { FieldError, MessageKey } from '@learnstar/shared';

/**
 * A failure the user can cause: an HTTP status (= envelope code) and a message key the client
 * translates. Thrown from services; the envelope filter turns it into `{code, msg, errors}`.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly msg: MessageKey,
    readonly errors?: FieldError[],
  ) {
    super(msg);
  }
}
