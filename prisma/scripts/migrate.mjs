// Applies pending migrations offline (the `prisma migrate deploy` equivalent used here).
// DATABASE_URL selects PostgreSQL; without it the embedded PGlite in LEARNSTAR_DATA_DIR/pglite.
import { join } from 'node:path';
import { openDatabase, applyMigrations } from '../dist/src/index.js';

const db = openDatabase({
  url: process.env.DATABASE_URL,
  embeddedDir: join(process.env.LEARNSTAR_DATA_DIR ?? '.data', 'pglite'),
});
const applied = await applyMigrations(db.adapter);
console.log(`${db.description}: applied ${applied.length} migration(s)${applied.length ? ': ' + applied.join(', ') : ''}`);
await db.close();
