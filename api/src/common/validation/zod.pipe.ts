import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ERROR_CODES, toFieldErrors } from '@learnstar/shared';
import { AppError } from '../envelope/app-error.js';

/** Validates a query or body at the boundary with the shared zod schema: 400 with field errors. */
@Injectable()
export class ZodPipe<T extends z.ZodType> implements PipeTransform<unknown, z.infer<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.infer<T> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw new AppError(ERROR_CODES.badRequest, 'validationFailed', toFieldErrors(result.error));
    return result.data;
  }
}
