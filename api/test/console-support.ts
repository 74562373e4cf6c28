import { TokenService } from '../src/accounts/tokens/token.service.js';
import type { RunningApi } from './harness.js';
import { bearer } from './support.js';

/** Signed-in request options for each console role (seeded demo accounts; visitor has none). */
export async function consoleRoles(api: RunningApi): Promise<Record<'operator' | 'teacher' | 'pupil' | 'parent' | 'visitor', RequestInit>> {
  const tokens = api.api.app.get(TokenService);
  const as = async (account: string) => {
    const user = await api.db.prisma.user.findUniqueOrThrow({ where: { account } });
    return bearer((await tokens.issue(user.id, 'session', 3_600_000)).token);
  };
  return { operator: await as('operator1'), teacher: await as('teacher1'), pupil: await as('pupil1'), parent: await as('parent1'), visitor: {} };
}
