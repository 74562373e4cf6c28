import { Inject, Injectable } from '@nestjs/common';
import { ACTION_RATE_LIMITS, ERROR_CODES, rateLimitMessage, type RateLimitedAction } from '@learnstar/shared';
import { AppError } from '../envelope/app-error.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { RateLimiter } from './rate-limiter.js';

/** Who is acting: the account (user id, or the account name or email a form names) and the client IP. */
export interface Actor {
  account: string | number;
  ip: string | undefined;
}

/**
 * Enforces ACTION_RATE_LIMITS per account and per IP. Call it after the request is validated and
 * before anything changes, so a refused request changes nothing and a malformed one counts for nothing.
 */
@Injectable()
export class ActionLimiter {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async enforce(action: RateLimitedAction, { account, ip }: Actor): Promise<void> {
    const limits = ACTION_RATE_LIMITS[action];
    const factor = this.config.rateLimitFactor;
    const refused = await this.limiter.attemptAll([
      { key: `${action}:account:${String(account).toLowerCase()}`, max: limits.account.max * factor, windowMs: limits.account.windowMs },
      { key: `${action}:ip:${ip ?? 'unknown'}`, max: limits.ip.max * factor, windowMs: limits.ip.windowMs },
    ]);
    if (refused) throw new AppError(ERROR_CODES.tooManyRequests, rateLimitMessage(refused.windowMs));
  }
}
