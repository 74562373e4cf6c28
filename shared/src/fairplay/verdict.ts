import type { GradeCode } from '../grades.js';
import {
  BURST_CEILING_FACTOR,
  COMMITS_PER_SECOND_CEILING,
  EVEN_RHYTHM_CV,
  MAX_HIDDEN_CHARS,
  MIN_COMMITS_FOR_SPREAD,
  MIN_INTERVAL_CV,
  MIN_PUNCTUATION_BOUNDARIES,
  PINYIN_KEYS_PER_CHAR,
  PUNCTUATION_PAUSE_RATIO,
  ceilingFor,
} from './ceilings.js';
import { addCommit, intervalSpread, newTimingStats, punctuationPauseRatio, type TimedCommit, type TimingStats } from './timing-stats.js';

/** Why a result was held for checking; each has a friendly explanation in the client's catalogues. */
export const FLAG_REASONS = ['aboveCeiling', 'burst', 'tooManyCommits', 'tooEven', 'noPunctuationPause', 'typedWhileHidden', 'answeredBeforeReading'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

export interface PlausibilityInput {
  stats: TimingStats;
  gradeCode: GradeCode;
  /** Correct characters a minute over the race, as the server computed it. */
  cpm: number;
  /** A speed the pupil was certified for by a passed check, if any. */
  certifiedCpm?: number | null;
  /** Pinyin-mode races count keys (each key a commit): limits scale by PINYIN_KEYS_PER_CHAR. */
  mode?: 'hanzi' | 'pinyin';
}

/**
 * The plausibility model: the reasons, if any, why a result could not have come from a child of
 * this grade typing honestly. An empty list means the result counts.
 */
export function judgePlausibility({ stats, gradeCode, cpm, certifiedCpm, mode = 'hanzi' }: PlausibilityInput): FlagReason[] {
  const unit = mode === 'pinyin' ? PINYIN_KEYS_PER_CHAR : 1;
  const ceiling = ceilingFor(gradeCode, certifiedCpm) * unit;
  const reasons: FlagReason[] = [];
  if (cpm > ceiling) reasons.push('aboveCeiling');
  if (stats.maxBurstCpm > ceiling * BURST_CEILING_FACTOR) reasons.push('burst');
  if (stats.maxCommitsPerSecond > COMMITS_PER_SECOND_CEILING * unit) reasons.push('tooManyCommits');
  const spread = intervalSpread(stats);
  if (stats.intervals.n >= MIN_COMMITS_FOR_SPREAD && spread !== null && spread < MIN_INTERVAL_CV) reasons.push('tooEven');
  const pause = punctuationPauseRatio(stats);
  if (
    stats.afterPunctuation[0] >= MIN_PUNCTUATION_BOUNDARIES &&
    pause !== null &&
    pause < PUNCTUATION_PAUSE_RATIO &&
    spread !== null &&
    spread < EVEN_RHYTHM_CV
  )
    reasons.push('noPunctuationPause');
  if (stats.hiddenChars > MAX_HIDDEN_CHARS) reasons.push('typedWhileHidden');
  return reasons;
}

/**
 * Live judging (the teacher's board) waits this long into the race before the speed counts: a few
 * quick characters in the first seconds are not yet a speed. The rhythm rules have their own minimums.
 */
export const LIVE_MIN_ELAPSED_MS = 20_000;

/** The model applied to a race still running: the same rules, the speed only once it means something. */
export function judgeLive(input: PlausibilityInput & { elapsedMs: number; finished: boolean }): FlagReason[] {
  const reasons = judgePlausibility(input);
  return input.finished || input.elapsedMs >= LIVE_MIN_ELAPSED_MS ? reasons : reasons.filter((r) => r !== 'aboveCeiling');
}

/** The stats of a whole timeline at once (game logs, the benchmark). */
export function timingOf(commits: readonly TimedCommit[]): TimingStats {
  return commits.reduce(addCommit, newTimingStats());
}
