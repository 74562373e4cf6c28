import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient } from '../generated/client.js';

export type DatabaseKind = 'postgresql' | 'pglite';

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string;
  /** Folder of the embedded database (persisted); 'memory://' keeps it in memory. */
  embeddedDir?: string;
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
    // A database that does not answer fails a request in seconds (the API answers 503) instead of
    // holding it until the client gives up; the pool opens fresh connections once it is back.
    const adapter = new PrismaPg({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5_000 });
    const prisma = new PrismaClient({ adapter });
    return {
      kind: 'postgresql',
      description: `postgresql ${redactUrl(options.url)}`,
      adapter: adapter as unknown as SqlMigrationAwareDriverAdapterFactory,
      prisma,
      close: () => prisma.$disconnect(),
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
