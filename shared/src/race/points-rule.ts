/**
 * How a race result turns into a score and into points on the ledger. One rule, here; the game
 * server is its only caller that produces results.
 */
export interface TypingOutcome {
  correctChars: number;
  accuracy: number;
  place: number;
  submitted: boolean;
}

/** Score: correct characters weighted by accuracy, so mashing keys scores less than careful typing. */
export function typingScore({ correctChars, accuracy, submitted }: Omit<TypingOutcome, 'place'>): number {
  if (!submitted) return 0;
  return Math.round(correctChars * 10 * (accuracy / 100));
}

/** Podium bonus for 1st, 2nd and 3rd place. */
export const PODIUM_BONUS = [10, 6, 3] as const;
/** Points never exceed this per race, whatever the score. */
export const MAX_POINTS_PER_RACE = 50;

/** Score per ledger point: typing scores run to a few thousand, dictionary scores to ten thousand. */
const SCORE_PER_POINT: Record<number, number> = { 1: 50, 2: 250 };

/** Points earned: 1 per 50 (typing) or 250 (dictionary) score, plus the podium bonus; nothing without a submission. */
export function racePoints(score: number, place: number, submitted: boolean, game = 1): number {
  if (!submitted || score <= 0) return 0;
  const bonus = place >= 1 && place <= PODIUM_BONUS.length ? PODIUM_BONUS[place - 1] : 0;
  return Math.min(MAX_POINTS_PER_RACE, Math.floor(score / (SCORE_PER_POINT[game] ?? 50)) + bonus);
}

/**
 * Places by score, then by earlier finish, then by racer id, so ties are broken the same way on
 * every node and every replay.
 */
export function rankRacers<T extends { racerId: number; score: number; finishedAt: number | null }>(racers: T[]): (T & { place: number })[] {
  return [...racers]
    .sort((a, b) => b.score - a.score || (a.finishedAt ?? Infinity) - (b.finishedAt ?? Infinity) || a.racerId - b.racerId)
    .map((racer, i) => ({ ...racer, place: i + 1 }));
}
