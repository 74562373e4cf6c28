import { ERROR_CODES, redemptionIdSchema, type MessageKey } from '@learnstar/shared';
import { AppError } from '../envelope/app-error.js';

/** A path id that is not a positive 32-bit integer is "not found", whatever bytes it holds. */
export function pathId(value: string, notFound: MessageKey): number {
  const parsed = redemptionIdSchema.safeParse(value);
  if (!parsed.success) throw new AppError(ERROR_CODES.notFound, notFound);
  return parsed.data;
}
