import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { migrationsDir, schemaPath } from './paths.js';
import { openSchemaEngine } from './schema-engine.js';

const NO_FILTER = { externalTables: [], externalEnums: [] };

/** The standard Prisma migrations folder, read the way `prisma migrate deploy` reads it. */
export function readMigrationList() {
  const dirs = existsSync(migrationsDir)
    ? readdirSync(migrationsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    : [];
  const lockPath = join(migrationsDir, 'migration_lock.toml');
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((name) => ({
      path: name,
      migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: readFileSync(join(migrationsDir, name, 'migration.sql'), 'utf8') } },
    })),
  };
}

export function readSchema() {
  return { path: 'schema.prisma', content: readFileSync(schemaPath, 'utf8') };
}

/**
 * Applies pending migrations and records them in `_prisma_migrations` exactly as
 * `prisma migrate deploy` would, so both tools can manage the same database.
 */
export async function applyMigrations(adapter: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  const engine = await openSchemaEngine(adapter, readSchema());
  try {
    const out = await engine.applyMigrations({ migrationsList: readMigrationList(), filters: NO_FILTER });
    return out.appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/** SQL that takes a database holding every existing migration to the current schema. */
export async function diffPendingSchema(adapter: SqlMigrationAwareDriverAdapterFactory): Promise<string> {
  const engine = await openSchemaEngine(adapter, readSchema());
  try {
    const result = await engine.diff({
      from: { tag: 'url', url: 'adapter' },
      to: { tag: 'schemaDatamodel', files: [readSchema()] },
      script: true,
      exitCode: null,
      filters: NO_FILTER,
    });
    return result.stdout;
  } finally {
    engine.free();
  }
}
