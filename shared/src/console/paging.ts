import { z } from 'zod';
import { pagedQuerySchema } from '../contracts/points.js';

/** Console lists page on the server, 20 rows unless asked. */
export const consolePageSchema = pagedQuerySchema(20);
export const searchSchema = z.string().trim().min(1).max(100).optional();

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * `sort` and `dir` of a console list: the column must be one of the list's whitelist (anything
 * else is a translated 400, never a column name handed to the database), newest-first unless asked.
 */
export function sortQuery<const T extends readonly [string, ...string[]]>(fields: T, defaultSort: T[number], defaultDir: SortDirection = 'desc') {
  return {
    sort: z.enum(fields, { error: 'invalidValue' }).default(defaultSort as never),
    dir: z.enum(SORT_DIRECTIONS, { error: 'invalidValue' }).default(defaultDir),
  };
}
