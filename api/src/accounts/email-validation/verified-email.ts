import type { User } from '@learnstar/db';
import { ERROR_CODES, type MessageKey } from '@learnstar/shared';
import { AppError } from '../../common/envelope/app-error.js';

/** Acts that reach beyond the account (redeeming, a parent adding a child) need an email that answered its link. */
export function assertEmailVerified(user: Pick<User, 'email' | 'emailVerifiedAt'>, msg: MessageKey = 'emailNotVerified'): void {
  if (!user.email || !user.emailVerifiedAt) throw new AppError(ERROR_CODES.forbidden, msg);
}
