import type { GradeCode } from '../grades.js';

/**
 * What a P1–P4 pupil can credibly type in Chinese. Fast adult typists with a pinyin IME reach
 * roughly 100–150 characters a minute sustained; a child of 7–10 at a school keyboard types well
 * under that (most 15–60). The ceilings sit above the fastest honest children we model (90 CPM,
 * the top of the benchmark's honest range for every grade) with a margin that grows with the
 * grade, and below the speed of a fast adult for the lower grades. A pupil who is really faster
 * passes a short check and is certified up to their speed plus 25% (`certifiedCeiling`).
 * Reasoning and the benchmark's figures: ARCHITECTURE.md "Fair play", BENCHMARKS.md.
 */
export const CPM_CEILING: Record<GradeCode, number> = { 1: 100, 2: 105, 3: 110, 4: 115, 5: 120, 6: 125, 7: 130, 8: 140 };

/**
 * Commits a second, sustained over a burst window: each IME commit needs its pinyin typed and a
 * candidate chosen (at least three or four keys at ~100 ms each for the fastest adults), so more
 * than 3 commits a second over several commits is a machine.
 */
export const COMMITS_PER_SECOND_CEILING = 3;

/** Commits in the sliding window that bursts are measured over. */
export const BURST_WINDOW_COMMITS = 6;
/**
 * A burst may run this much above the pupil's ceiling for a few commits (a well-known phrase
 * typed in a rush); a paste-like burst is far beyond it.
 */
export const BURST_CEILING_FACTOR = 2.5;

/**
 * Spread of a human's commit intervals: the coefficient of variation (standard deviation over
 * mean) of the time per character between commits. Human typing is lognormal with CV ≥ 0.4
 * (slower characters, pauses to read, corrections); a timer-driven script sits near 0, and a
 * script with small jitter under 0.15.
 */
export const MIN_INTERVAL_CV = 0.15;
/** Intervals needed before the spread says anything. */
export const MIN_COMMITS_FOR_SPREAD = 20;

/**
 * Readers pause at punctuation (end of a clause, the next one to read). Over this many
 * punctuation boundaries, a typist whose time per character after punctuation is no longer than
 * elsewhere (ratio under PUNCTUATION_PAUSE_RATIO) and whose rhythm is also even (CV under
 * EVEN_RHYTHM_CV) is typing from a script, not reading. Alone, an even rhythm or a missing pause
 * is not enough: some children type that way.
 */
export const MIN_PUNCTUATION_BOUNDARIES = 6;
export const PUNCTUATION_PAUSE_RATIO = 1.05;
export const EVEN_RHYTHM_CV = 0.3;

/**
 * Pinyin-mode races count keys, not characters: a syllable is about three letters plus the space
 * between syllables in the target, so every speed limit is this many times the character one.
 */
export const PINYIN_KEYS_PER_CHAR = 4;

/** Characters typed while the page was hidden (the client reports visibility changes). */
export const MAX_HIDDEN_CHARS = 3;

/** A check passes when typed within this share of the flagged speed… */
export const VERIFY_TOLERANCE = 0.25;
/** …and certifies the pupil up to their checked speed plus this share. */
export const CERTIFY_MARGIN = 0.25;

/** The pupil's ceiling: the grade's, or the certified speed if a check raised it. */
export function ceilingFor(gradeCode: GradeCode, certifiedCpm?: number | null): number {
  return Math.max(CPM_CEILING[gradeCode], certifiedCpm ?? 0);
}

/** What a passed check at `checkedCpm` certifies. */
export function certifiedCeiling(checkedCpm: number): number {
  return Math.round(checkedCpm * (1 + CERTIFY_MARGIN));
}

/** True when a check at `checkedCpm` confirms a flagged result at `flaggedCpm`. */
export function checkConfirms(flaggedCpm: number, checkedCpm: number): boolean {
  return checkedCpm >= flaggedCpm * (1 - VERIFY_TOLERANCE);
}
