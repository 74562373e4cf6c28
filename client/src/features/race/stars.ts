import type { RaceResultRow } from '@learnstar/shared';

export const MAX_STARS = 3;

/** One star for taking part, two from 90% right, three from 98%. */
function starsForShare(submitted: boolean, percentRight: number): number {
  if (!submitted) return 0;
  return percentRight >= 98 ? 3 : percentRight >= 90 ? 2 : 1;
}

/** Stars for a finished typing race, by care rather than speed: accuracy of what was typed. */
export function starsFor(row: Pick<RaceResultRow, 'submitted' | 'accuracy'>): number {
  return starsForShare(row.submitted, row.accuracy);
}

/**
 * Stars for a dictionary game: right answers out of all its questions, so a pupil who answered
 * one question of ten, rightly, takes part but is no "super star".
 */
export function dictionaryStars(row: Pick<RaceResultRow, 'submitted' | 'correctChars'>, questions: number): number {
  return starsForShare(row.submitted, questions > 0 ? (100 * row.correctChars) / questions : 0);
}

/** Which cheer fits the racer's progress (percent of the text): 0 at the start to 3 near the end. */
export function cheerStep(progress: number): number {
  return progress >= 80 ? 3 : progress >= 45 ? 2 : progress > 0 ? 1 : 0;
}
