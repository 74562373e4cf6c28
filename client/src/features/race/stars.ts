import type { RaceResultRow } from '@learnstar/shared';

export const MAX_STARS = 3;

/** Stars for a finished race, by care rather than speed: one for taking part, more for accuracy. */
export function starsFor(row: Pick<RaceResultRow, 'submitted' | 'accuracy'>): number {
  if (!row.submitted) return 0;
  return row.accuracy >= 98 ? 3 : row.accuracy >= 90 ? 2 : 1;
}

/** Which cheer fits the racer's progress (percent of the text): 0 at the start to 3 near the end. */
export function cheerStep(progress: number): number {
  return progress >= 80 ? 3 : progress >= 45 ? 2 : progress > 0 ? 1 : 0;
}
