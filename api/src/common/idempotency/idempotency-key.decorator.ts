import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { ERROR_CODES, IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@learnstar/shared';
import { AppError } from '../envelope/app-error.js';

/** The optional `Idempotency-Key` header, checked at the boundary: absent is fine, malformed is a 400. */
export const IdempotencyKey = createParamDecorator((_: unknown, context: ExecutionContext): string | undefined => {
  const raw = context.switchToHttp().getRequest<Request>().headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw new AppError(ERROR_CODES.badRequest, 'validationFailed', [{ field: 'Idempotency-Key', msg: 'invalidValue' }]);
  return parsed.data;
});
