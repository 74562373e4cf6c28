// Creates a teacher or operator account (sign-up only makes pupil accounts).
//   node prisma/scripts/create-account.mjs --role teacher --account msng --name "Ms Ng" --password '…' [--email a@b.sg]
// Uses DATABASE_URL, or the embedded database in LEARNSTAR_DATA_DIR (stop `npm start` first:
// only one process may open it). The password is hashed with argon2id and never printed.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, applyMigrations, hashPassword } from '../dist/src/index.js';

const { values } = parseArgs({ options: { role: { type: 'string' }, account: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' }, email: { type: 'string' } } });
if (!['teacher', 'operator'].includes(values.role ?? '') || !values.account || !values.name || (values.password ?? '').length < 6) {
  console.error('usage: create-account --role teacher|operator --account NAME --name "Display name" --password AT-LEAST-6 [--email ADDRESS]');
  process.exit(2);
}
const db = openDatabase({ url: process.env.DATABASE_URL, embeddedDir: join(process.env.LEARNSTAR_DATA_DIR ?? '.data', 'pglite') });
await applyMigrations(db.adapter);
try {
  const user = await db.prisma.user.create({
    data: { account: values.account.toLowerCase(), name: values.name, role: values.role, email: values.email ?? null, passwordHash: await hashPassword(values.password) },
  });
  console.log(`created ${values.role} "${user.account}" (id ${user.id}) in ${db.description}`);
} catch (error) {
  console.error(error.code === 'P2002' ? 'that account name is taken' : error.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
