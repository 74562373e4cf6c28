import { ERROR_CODES, UUID_PATTERN, rowIdSchema, type MessageKey } from '@learnstar/shared';
import { AppError } from '../envelope/app-error.js';

/** A path id that is not a positive 32-bit integer is "not found", whatever bytes it holds. */
export function pathId(value: string, notFound: MessageKey): number {
  const parsed = rowIdSchema.safeParse(value);
  if (!parsed.success) throw new AppError(ERROR_CODES.notFound, notFound);
  return parsed.data;
}

/** A path id that is not a UUID is "not found", whatever bytes it holds. */
export function pathUuid(value: string, notFound: MessageKey): string {
  if (!UUID_PATTERN.test(value)) throw new AppError(ERROR_CODES.notFound, notFound);
  return value;
}
