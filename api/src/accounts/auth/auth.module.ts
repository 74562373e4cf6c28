import { Global, Module } from '@nestjs/common';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.js';
import { ActionLimiter } from '../../common/rate-limit/action-limiter.js';
import { TokenService } from '../tokens/token.service.js';
import { AuthGuard } from './auth.guard.js';
import { RolesGuard } from './roles.guard.js';
import { OptionalAuthGuard } from './optional-auth.guard.js';

/** Tokens, guards and the rate limiter, available to every feature module. */
@Global()
@Module({ providers: [TokenService, AuthGuard, OptionalAuthGuard, RolesGuard, RateLimiter, ActionLimiter], exports: [TokenService, AuthGuard, OptionalAuthGuard, RolesGuard, RateLimiter, ActionLimiter] })
export class AuthModule {}
