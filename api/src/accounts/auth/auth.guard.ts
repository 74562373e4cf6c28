import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { ERROR_CODES } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { AppError } from '../../common/envelope/app-error.js';
import { TokenService } from '../tokens/token.service.js';
import { bearerToken, type AuthenticatedRequest } from './authenticated-request.js';

/** 401 'notLoggedIn' unless the bearer token is a live session token; the client then opens the login dialog. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(req);
    const valid = token ? await this.tokens.find(token, 'session') : null;
    const user = valid ? await this.db.prisma.user.findUnique({ where: { id: valid.userId } }) : null;
    if (!token || !user) throw new AppError(ERROR_CODES.unauthorized, 'notLoggedIn');
    req.user = user;
    req.token = token;
    return true;
  }
}
