import type { ExecutionContext } from '@nestjs/common';
import { describe, expect, test } from 'vitest';
import { ERROR_CODES } from '@learnstar/shared';
import { AppError } from '../src/common/envelope/app-error.js';
import type { AuthGuard } from '../src/accounts/auth/auth.guard.js';
import { OptionalAuthGuard } from '../src/accounts/auth/optional-auth.guard.js';

const guardThrowing = (error: unknown) => new OptionalAuthGuard({ canActivate: () => Promise.reject(error) } as unknown as AuthGuard);
const context = {} as ExecutionContext;

describe('OptionalAuthGuard', () => {
  test('a visitor (not signed in) is let through', async () => {
    await expect(guardThrowing(new AppError(ERROR_CODES.unauthorized, 'notLoggedIn')).canActivate(context)).resolves.toBe(true);
  });

  test('a database outage is not turned into a visitor: the error reaches the filter (503)', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    await expect(guardThrowing(refused).canActivate(context)).rejects.toBe(refused);
  });
});
