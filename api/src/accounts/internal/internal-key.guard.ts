import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { ERROR_CODES } from '@learnstar/shared';
import { AppError } from '../../common/envelope/app-error.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';

/** Internal endpoints answer only the match server, which presents the shared INTERNAL_API_KEY. */
@Injectable()
export class InternalKeyGuard implements CanActivate {
  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const presented = Buffer.from(String(context.switchToHttp().getRequest<Request>().headers['x-internal-key'] ?? ''));
    const expected = Buffer.from(this.config.internalApiKey);
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
      throw new AppError(ERROR_CODES.forbidden, 'forbidden');
    }
    return true;
  }
}
