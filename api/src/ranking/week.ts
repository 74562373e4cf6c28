import { DAY_MS } from '@learnstar/shared';

/** The start of the current week (Monday 00:00) in Singapore, as a UTC instant; weeks are what pupils see. */
export function singaporeWeekStart(now: Date): Date {
  const sg = new Date(now.getTime() + 8 * 3600_000);
  const daysSinceMonday = (sg.getUTCDay() + 6) % 7;
  const mondaySg = Date.UTC(sg.getUTCFullYear(), sg.getUTCMonth(), sg.getUTCDate() - daysSinceMonday);
  return new Date(mondaySg - 8 * 3600_000);
}

/** The start of the current day (00:00) in Singapore, as a UTC instant: daily caps reset then. */
export function singaporeDayStart(now: Date): Date {
  const sg = new Date(now.getTime() + 8 * 3600_000);
  return new Date(Date.UTC(sg.getUTCFullYear(), sg.getUTCMonth(), sg.getUTCDate()) - 8 * 3600_000);
}

/** The Singapore day holding `at`, as a UTC range [start, end). */
export function singaporeDay(at: Date): { start: Date; end: Date } {
  const start = singaporeDayStart(at);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** ISO-like week label of the week start, e.g. "2026-11-16". */
export function weekLabel(weekStart: Date): string {
  return new Date(weekStart.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
