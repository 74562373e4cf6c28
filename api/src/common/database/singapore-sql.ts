/**
 * Singapore days and weeks in SQL. Timestamp columns hold UTC without a zone and Singapore keeps no
 * daylight saving, so its calendar is the UTC instant + 8 hours (a practice at 23:30 Singapore time
 * is 15:30 UTC and belongs to that Singapore day).
 */
export const sgDaySql = (column: string) => `to_char((${column} + interval '8 hours')::date, 'YYYY-MM-DD')`;
/** The Monday (YYYY-MM-DD) of the Singapore week holding the instant. */
export const sgWeekSql = (column: string) => `to_char(date_trunc('week', ${column} + interval '8 hours'), 'YYYY-MM-DD')`;

/** A UTC instant as the zone-less literal the timestamp columns compare with (`$1::timestamp`). */
export const utcLiteral = (at: Date | number) => new Date(at).toISOString().slice(0, 23);
