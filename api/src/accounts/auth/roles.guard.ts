import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERROR_CODES } from '@learnstar/shared';
import type { Role } from '@learnstar/db';
import { AppError } from '../../common/envelope/app-error.js';
import type { AuthenticatedRequest } from './authenticated-request.js';

const ROLES_KEY = 'learnstar:roles';
/** Restricts a route (already behind AuthGuard) to these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
    if (!user || !roles.includes(user.role)) throw new AppError(ERROR_CODES.forbidden, 'forbidden');
    return true;
  }
}
