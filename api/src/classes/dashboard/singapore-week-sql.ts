import { Prisma } from '@learnstar/db';
import { sgWeekSql } from '../../common/database/singapore-sql.js';

/** The Singapore week (its Monday, YYYY-MM-DD) of a timestamp column, as a Prisma.sql fragment. */
export const SG_WEEK = (column: string): Prisma.Sql => Prisma.raw(sgWeekSql(column));
