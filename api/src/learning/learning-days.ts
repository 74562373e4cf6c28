import { DAY_MS } from '@learnstar/shared';

const SINGAPORE_OFFSET_MS = 8 * 3600_000;

/** The Singapore day of an instant as YYYY-MM-DD (LearningDay.day). */
export function singaporeDayLabel(at: Date): string {
  return new Date(at.getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 10);
}

/** Days in a row practised, ending today or yesterday (a streak is not broken before the day is over). */
export function streakDays(days: ReadonlySet<string>, now: Date): number {
  let at = now.getTime();
  if (!days.has(singaporeDayLabel(new Date(at)))) at -= DAY_MS;
  let streak = 0;
  while (days.has(singaporeDayLabel(new Date(at)))) {
    streak++;
    at -= DAY_MS;
  }
  return streak;
}
