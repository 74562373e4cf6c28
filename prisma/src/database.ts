import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient } from '../generated/client.js';

export type DatabaseKind = 'postgresql' | 'pglite';

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string;
  /** Folder of the embedded database (persisted); 'memory://' keeps it in memory. */
  embeddedDir?: string;
  /** Told (once per connection) when PostgreSQL ends a connection; the pool replaces it. Silent when absent. */
  onConnectionLost?: (error: Error) => void;
}

export interface Database {
  kind: DatabaseKind;
  /** For the one start-up log line: where the data lives, without credentials. */
  description: string;
  adapter: SqlMigrationAwareDriverAdapterFactory;
  prisma: PrismaClient;
  close(): Promise<void>;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgresql (unparseable url)';
  }
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url) {
    const pool = connectionPool(options.url, options.onConnectionLost ?? (() => undefined));
    const adapter = new PrismaPg(pool);
    const prisma = new PrismaClient({ adapter });
    return {
      kind: 'postgresql',
      description: `postgresql ${redactUrl(options.url)}`,
      adapter: adapter as unknown as SqlMigrationAwareDriverAdapterFactory,
      prisma,
      close: async () => {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  const dir = options.embeddedDir ?? '.data/pglite';
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(inMemory ? dir : resolve(dir));
  const adapter = new PrismaPGlite(pglite);
  const prisma = new PrismaClient({ adapter });
  return {
    kind: 'pglite',
    description: `pglite (embedded) ${inMemory ? dir : resolve(dir)}`,
    adapter: adapter as unknown as SqlMigrationAwareDriverAdapterFactory,
    prisma,
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

/**
 * The API's connections to PostgreSQL. A database that does not answer fails a request in seconds
 * (the API answers 503) instead of holding it until the client gives up; the pool opens fresh
 * connections once it is back.
 *
 * Every connection listens for 'error' for its whole life. PostgreSQL ends sessions with a FATAL
 * message (57P01 on a restart or `pg_terminate_backend`, 57P02, 57P03) that pg emits as 'error' on
 * the connection, and the pool's own listener is off while a connection is lent out: in the moment
 * between the pool lending it and Prisma's transaction listening, or when the message arrives in the
 * same read as the end of a query, nothing listened and the event ended the process. A connection that
 * errored is no longer queryable; its next query fails (answered 503) and the pool drops it on release.
 */
function connectionPool(url: string, onConnectionLost: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on('connect', (client) => {
    let lost = false;
    client.on('error', (error) => {
      if (lost) return;
      lost = true;
      onConnectionLost(error);
    });
  });
  // An idle connection's error: the pool has already dropped it, and Prisma's adapter listens too.
  pool.on('error', () => undefined);
  return pool;
}
