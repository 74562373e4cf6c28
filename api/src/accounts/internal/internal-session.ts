import type { User } from '@learnstar/db';
import type { InternalSession } from '@learnstar/shared';

/** What the match server knows of a signed-in user: from the session check and from a match ticket alike. */
export function internalSessionOf(user: User): InternalSession {
  const { id, role, name, gradeCode, certifiedCpm } = user;
  return { userId: id, role, name, gradeCode, certifiedCpm };
}
