import { Prisma } from '@learnstar/db';

/**
 * The Singapore week (its Monday, YYYY-MM-DD) of a timestamp column. Columns hold UTC without a
 * zone and Singapore keeps no daylight saving, so its local time is the instant + 8 h, and
 * PostgreSQL's weeks start on Monday as ours do (api/src/ranking/week.ts).
 */
export const SG_WEEK = (column: string): Prisma.Sql => Prisma.raw(`to_char(date_trunc('week', ${column} + interval '8 hours'), 'YYYY-MM-DD')`);

/** A UTC instant as the zone-less literal the timestamp columns compare with. */
export const utc = (ms: number): string => new Date(ms).toISOString().slice(0, 23);
