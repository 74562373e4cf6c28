import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './database.js';
import { applyMigrations, readMigrationList } from './migrations.js';

/**
 * A fresh, migrated database for one test file: a new database on the PostgreSQL server of
 * DATABASE_URL when it is set (CI always sets it), otherwise an in-memory PGlite.
 * `drop()` closes it and removes the database again.
 */
export interface TestDatabase extends Database {
  url?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(baseUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (!baseUrl) {
    const db = openDatabase({ embeddedDir: 'memory://' });
    await applyMigrations(db.adapter);
    return { ...db, drop: () => db.close() };
  }
  const name = `learnstar_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE "${name}" TEMPLATE "${await migratedTemplate(baseUrl)}"`);
  const url = withDatabase(baseUrl, name);
  const db = openDatabase({ url });
  return {
    ...db,
    url,
    drop: async () => {
      await db.close();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * A database holding every migration, named after the migrations' content, that test databases
 * are copied from: copying takes a fraction of a second where migrating takes one to three, and a
 * suite makes dozens. Built once per set of migrations under a temporary name and then renamed, so
 * a file never copies a half-migrated template; a second builder racing the first just drops its own.
 */
async function migratedTemplate(baseUrl: string): Promise<string> {
  const name = `learnstar_template_${migrationsHash()}`;
  if (await databaseExists(baseUrl, name)) return name;
  const building = `${name}_${randomBytes(3).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE "${building}"`);
  const db = openDatabase({ url: withDatabase(baseUrl, building) });
  try {
    await applyMigrations(db.adapter);
  } finally {
    await db.close();
  }
  // The migration engine's connection can outlive close() for a moment; the database is ours alone.
  await adminQuery(baseUrl, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${building}'`);
  try {
    await adminQuery(baseUrl, `ALTER DATABASE "${building}" RENAME TO "${name}"`);
  } catch (error) {
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    if (!(await databaseExists(baseUrl, name))) throw error;
  }
  return name;
}

/** Short hash of every migration's name and SQL: a new or edited migration gets a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const dir of readMigrationList().migrationDirectories) hash.update(`${dir.path}\n${dir.migrationFile.content.value}\n`);
  return hash.digest('hex').slice(0, 16);
}

async function databaseExists(url: string, name: string): Promise<boolean> {
  const client = await adminClient(url);
  try {
    return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = await adminClient(url);
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A connection of its own; a server that ends it (a test terminating backends) fails its query, not the process. */
async function adminClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
