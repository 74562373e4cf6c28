import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { applyMigrations, readMigrationList, readSchema } from '../src/migrations.js';
import { openSchemaEngine } from '../src/schema-engine.js';
import { migrationsDir } from '../src/paths.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

describe('migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  // The wasm schema engine replays every migration into an in-memory PGlite: 63 s in one CI run on
  // a slower 2-core machine (2026-11-27), past the suite's 60 s default, so this test has 180 s.
  test('schema.prisma and the migrations folder describe the same database', async () => {
    const pglite = new PGlite('memory://');
    const engine = await openSchemaEngine(
      new PrismaPGlite(pglite) as unknown as SqlMigrationAwareDriverAdapterFactory,
      readSchema(),
    );
    const list = readMigrationList();
    const diff = await engine.diff({
      from: { tag: 'migrations', ...list },
      to: { tag: 'schemaDatamodel', files: [readSchema()] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    engine.free();
    await pglite.close();
    expect(diff.stdout.trim(), 'run `npm run migrate:create -w prisma -- <name>`').toBe('-- This is an empty migration.');
  }, 180_000);

  test('re-applying is a no-op and history is recorded as prisma migrate deploy records it', async () => {
    expect(await applyMigrations(db.adapter)).toEqual([]);
    const rows = await db.prisma.$queryRawUnsafe<{ migration_name: string; checksum: string; finished_at: Date | null }[]>(
      'SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name',
    );
    const names = readMigrationList().migrationDirectories.map((d) => d.path);
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    for (const row of rows) {
      const sql = readFileSync(join(migrationsDir, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row.finished_at).not.toBeNull();
    }
  });

  test('the database kind follows DATABASE_URL', () => {
    expect(db.kind).toBe(process.env.DATABASE_URL ? 'postgresql' : 'pglite');
  });
});
