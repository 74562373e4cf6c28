import { createHash } from 'node:crypto';

/** A short stable name for the database, so two databases sharing one Redis never mix keys or channels. */
export function databaseNamespace(description: string): string {
  return createHash('sha256').update(description).digest('hex').slice(0, 12);
}
