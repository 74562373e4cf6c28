import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ERROR_CODES } from '@learnstar/shared';
import { AppError } from '../../common/envelope/app-error.js';
import { AuthGuard } from './auth.guard.js';

/** Attaches the user when a valid token is sent, and lets visitors through otherwise. */
@Injectable()
export class OptionalAuthGuard implements CanActivate {
  constructor(private readonly auth: AuthGuard) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.auth.canActivate(context).catch((error: unknown) => {
      // Only "not signed in" makes a visitor. A database that is away must answer 503: served as a
      // visitor, a signed-in buyer was refused their own cart (403 cartNotYours, seen in faults.mjs).
      if (error instanceof AppError && error.code === ERROR_CODES.unauthorized) return false;
      throw error;
    });
    return true;
  }
}
