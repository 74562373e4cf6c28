import type { PrismaClient } from '../../generated/client.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedProductOptions } from './product-options.js';
import { seedCatalogue } from './catalogue.js';
import { seedMatchSchedule } from './matches.js';

export { DEMO_PASSWORD } from './demo-accounts.js';

/**
 * Seeds demo data on the first run only: a database that already holds users is left alone.
 * Runs in one transaction so a crash half-way leaves nothing behind to confuse the next start.
 */
export async function seedIfEmpty(prisma: PrismaClient, now = new Date()): Promise<boolean> {
  if ((await prisma.user.count()) > 0) return false;
  await prisma.$transaction(
    async (tx) => {
      const client = tx as unknown as PrismaClient;
      await seedDemoAccounts(client, now);
      await seedProductOptions(client);
      await seedCatalogue(client, now);
      await seedMatchSchedule(client, now);
    },
    { timeout: 60_000 },
  );
  return true;
}
