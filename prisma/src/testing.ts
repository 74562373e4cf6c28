import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './database.js';
import { applyMigrations } from './migrations.js';

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
  await adminQuery(baseUrl, `CREATE DATABASE "${name}"`);
  const url = withDatabase(baseUrl, name);
  const db = openDatabase({ url });
  await applyMigrations(db.adapter);
  return {
    ...db,
    url,
    drop: async () => {
      await db.close();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
