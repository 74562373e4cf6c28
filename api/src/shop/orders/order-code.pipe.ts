import { Injectable, type PipeTransform } from '@nestjs/common';
import { ERROR_CODES, orderCodeParamSchema } from '@learnstar/shared';
import { AppError } from '../../common/envelope/app-error.js';

/** An order code from the path; anything malformed is simply an order that does not exist. */
@Injectable()
export class OrderCodePipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    const parsed = orderCodeParamSchema.safeParse(value);
    if (!parsed.success) throw new AppError(ERROR_CODES.notFound, 'orderNotFound');
    return parsed.data;
  }
}
