import { Inject, Injectable } from '@nestjs/common';
import { verifyPassword, type Database, type User } from '@learnstar/db';
import {
  ACCOUNT_LOCK_FAILURE_LIMIT,
  ERROR_CODES,
  LOGIN_FAILURE_LIMIT,
  LOGIN_IP_FAILURE_LIMIT,
  RATE_LIMIT_LONG_WAIT_MS,
  SESSION_TTL_MS,
  SESSION_TTL_REMEMBER_MS,
  type LoginRequest,
  type LoginResponse,
  type SessionUser,
} from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppError } from '../../common/envelope/app-error.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.js';
import { ActionLimiter } from '../../common/rate-limit/action-limiter.js';
import { TokenService } from '../tokens/token.service.js';
import type { Tx } from '../../common/database/transaction.js';

export interface Session {
  user: SessionUser;
  token: string;
  expireTime: number;
}
import { toSessionUser } from '../sessions/session-user.js';

@Injectable()
export class LoginService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly limits: ActionLimiter,
  ) {}

  /**
   * Wrong account and wrong password answer alike, so the answer reveals no account names.
   * After LOGIN_FAILURE_LIMIT failures per account and IP within 5 minutes, login is refused
   * for 5 minutes, even with the right password.
   */
  async login(request: LoginRequest, ip: string): Promise<LoginResponse> {
    await this.limits.enforce('login', { account: request.username, ip });
    const failureKey = `login-failure:${request.username}:${ip}`;
    // Per account and IP (SPEC), per account from any IP, per IP over any account: each locks for the long wait.
    const locks: [string, number][] = [
      [failureKey, LOGIN_FAILURE_LIMIT],
      [accountLockKey(request.username), ACCOUNT_LOCK_FAILURE_LIMIT],
      [`login-ip-failure:${ip}`, LOGIN_IP_FAILURE_LIMIT],
    ];
    for (const [key, limit] of locks) {
      if (await this.limiter.isLocked(key, limit, RATE_LIMIT_LONG_WAIT_MS, RATE_LIMIT_LONG_WAIT_MS)) throw new AppError(ERROR_CODES.tooManyRequests, 'tooFrequent5min');
    }
    const user = await this.db.prisma.user.findUnique({ where: { account: request.username } });
    if (!user || !(await verifyPassword(user.passwordHash, request.password))) {
      for (const [key] of locks) await this.limiter.record(key);
      // 400, not 401: a 401 means 'open the login dialog', and the dialog is already open.
      throw new AppError(ERROR_CODES.badRequest, 'loginFailed');
    }
    await this.limiter.clear(failureKey);
    const session = await this.startSession(user, request.rememberMe);
    return { code: 200, msg: 'ok', data: session.user, token: session.token, expireTime: session.expireTime };
  }

  /**
   * A new session for a user who proved who they are (a login, or the sign-up that just made the
   * account, in its transaction), or a child's device sign-in by a card (`card`: its id and lifetime).
   */
  async startSession(user: User, rememberMe: boolean, client?: Tx, card?: { id: number; lifetimeMs: number }): Promise<Session> {
    const lifetimeMs = card?.lifetimeMs ?? (rememberMe ? SESSION_TTL_REMEMBER_MS : SESSION_TTL_MS);
    const { token, expiresAt } = await this.tokens.issue(user.id, 'session', lifetimeMs, client, card?.id);
    return { user: toSessionUser(user, this.clock.now()), token, expireTime: expiresAt.getTime() };
  }
}

/** Failures on one account from any IP; cleared by a successful password reset. */
export function accountLockKey(account: string): string {
  return `login-account-failure:${account.toLowerCase()}`;
}
