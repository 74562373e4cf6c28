import type { PrismaClient } from '../../generated/client.js';
import { hashPassword } from '../passwords.js';

/** Listed in the README; development and demo only. */
export const DEMO_PASSWORD = 'learnstar1';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export async function seedDemoAccounts(prisma: PrismaClient, now: Date): Promise<void> {
  // The password above is public: a production database must never hold these accounts.
  if (process.env.NODE_ENV === 'production') throw new Error('demo accounts are never created in production');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accountExpiresAt = new Date(now.getTime() + ONE_YEAR_MS);
  await prisma.user.create({
    data: {
      account: 'parent1', passwordHash, role: 'parent', name: 'Mrs Tan', gender: 'female',
      phone: '+6591234567', email: 'parent1@example.sg', emailVerifiedAt: now, accountExpiresAt,
    },
  });
  await prisma.user.create({
    data: {
      account: 'pupil1', passwordHash, role: 'pupil', name: 'Tan Xiao Ming', gender: 'male',
      school: 'Rosyth School', gradeCode: 3, accountExpiresAt,
    },
  });
  await prisma.user.create({
    data: {
      account: 'teacher1', passwordHash, role: 'teacher', name: 'Ms Lim', gender: 'female',
      school: 'Rosyth School', email: 'teacher1@example.sg', emailVerifiedAt: now, accountExpiresAt,
    },
  });
  // The shop operator (confirms PayNow transfers, ships orders) until an operator console exists.
  await prisma.user.create({
    data: { account: 'operator1', passwordHash, role: 'operator', name: 'LearnStar Shop', email: 'shop@learnstar.sg', emailVerifiedAt: now },
  });
}
