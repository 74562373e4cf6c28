import type { User } from '@learnstar/db';
import type { SessionUser } from '@learnstar/shared';

/** The user as the client stores it after login (SPEC §3: avatar, id, expirationMill …). */
export function toSessionUser(user: User, now: Date): SessionUser {
  return {
    id: user.id,
    account: user.account,
    name: user.name,
    role: user.role,
    avatar: avatarUrl(user.avatarPath),
    gradeCode: user.gradeCode,
    email: user.email,
    emailVerified: Boolean(user.emailVerifiedAt),
    ranId: user.ranId,
    expirationMill: user.accountExpiresAt ? user.accountExpiresAt.getTime() - now.getTime() : null,
    accountExpiresAt: user.accountExpiresAt?.toISOString() ?? null,
  };
}

/** Where an uploaded avatar is served (public by its unguessable file name). */
export function avatarUrl(avatarPath: string | null): string | null {
  return avatarPath ? `/api/user/avatar/${avatarPath}` : null;
}
