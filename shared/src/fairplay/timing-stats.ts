import { z } from 'zod';
import { BURST_WINDOW_COMMITS } from './ceilings.js';

/**
 * A racer's typing rhythm, folded commit by commit so the match server keeps a few numbers per
 * racer, not the whole timeline. Plain JSON: it lives in the racer's record in Redis.
 */
export interface TimingStats {
  commits: number;
  chars: number;
  firstAt: number | null;
  lastAt: number | null;
  /**
   * Welford's running mean and sum of squares of the time between commits, per character
   * (`intervals`) and per commit (`commitIntervals`): a timer that fires at a fixed pace is even
   * in the second, a script that types at a fixed rate in varying commits is even in the first.
   */
  intervals: Welford;
  commitIntervals: Welford;
  /** [arrival time, characters] of the latest commits, for bursts. */
  window: [number, number][];
  /** Fastest characters-per-minute over BURST_WINDOW_COMMITS commits. */
  maxBurstCpm: number;
  /** Fastest commits per second over the same window. */
  maxCommitsPerSecond: number;
  /** Time per character after a punctuation mark, and elsewhere: [count, sum]. */
  afterPunctuation: [number, number];
  elsewhere: [number, number];
  /** Characters committed while the page said it was hidden. */
  hiddenChars: number;
}

interface Welford {
  n: number;
  mean: number;
  m2: number;
}

/** Folds one value into the running mean and sum of squares, in place. */
function welfordFold(stats: Welford, value: number): void {
  const delta = value - stats.mean;
  stats.n += 1;
  const nextMean = stats.mean + delta / stats.n;
  stats.m2 += delta * (value - nextMean);
  stats.mean = nextMean;
}

function coefficientOfVariation({ n, mean, m2 }: Welford): number | null {
  if (n < 2 || mean <= 0) return null;
  return Math.sqrt(m2 / (n - 1)) / mean;
}

export function newTimingStats(): TimingStats {
  return { commits: 0, chars: 0, firstAt: null, lastAt: null, intervals: { n: 0, mean: 0, m2: 0 }, commitIntervals: { n: 0, mean: 0, m2: 0 }, window: [], maxBurstCpm: 0, maxCommitsPerSecond: 0, afterPunctuation: [0, 0], elsewhere: [0, 0], hiddenChars: 0 };
}

/** Chinese and Western punctuation that ends a clause or a sentence. */
const PUNCTUATION = /[，。！？；：、,.!?;:]/u;

export function isPunctuation(char: string | undefined): boolean {
  return char !== undefined && PUNCTUATION.test(char);
}

export interface TimedCommit {
  /** Arrival time in ms (server clock for races; session clock for game logs). */
  at: number;
  chars: number;
  /** The character before this commit's position in the text is punctuation. */
  afterPunctuation: boolean;
  /** The page was hidden when the pupil typed it. */
  hidden?: boolean;
}

/** A copy that shares nothing with `stats`, so folding into it leaves `stats` as it was. */
export function copyTimingStats(stats: TimingStats): TimingStats {
  return {
    ...stats,
    intervals: { ...stats.intervals },
    commitIntervals: { ...stats.commitIntervals },
    window: stats.window.map(([at, chars]): [number, number] => [at, chars]),
    afterPunctuation: [stats.afterPunctuation[0], stats.afterPunctuation[1]],
    elsewhere: [stats.elsewhere[0], stats.elsewhere[1]],
  };
}

/** Folds one commit into new stats (for game logs, and anyone who keeps the stats it had). */
export function addCommit(stats: TimingStats, commit: TimedCommit): TimingStats {
  const next = copyTimingStats(stats);
  foldCommit(next, commit);
  return next;
}

/**
 * Folds one commit into the stats in place: the match server holds one racer's stats and changes
 * them on every commit, so each commit leaves no new objects alive (a commit that replaced the
 * stats made the garbage collector copy and promote every racer's stats again and again).
 */
export function foldCommit(stats: TimingStats, commit: TimedCommit): void {
  const previousAt = stats.lastAt;
  stats.commits += 1;
  stats.chars += commit.chars;
  stats.lastAt = commit.at;
  stats.firstAt ??= commit.at;
  stats.hiddenChars += commit.hidden ? commit.chars : 0;
  if (previousAt !== null && commit.chars > 0) {
    const interval = Math.max(0, commit.at - previousAt);
    const perChar = interval / commit.chars;
    welfordFold(stats.intervals, perChar);
    welfordFold(stats.commitIntervals, interval);
    const side = commit.afterPunctuation ? stats.afterPunctuation : stats.elsewhere;
    side[0] += 1;
    side[1] += perChar;
  }
  // The latest BURST_WINDOW_COMMITS commits, this one last; the oldest entry's pair is reused for it.
  const window = stats.window;
  let spare: [number, number] | undefined;
  while (window.length > BURST_WINDOW_COMMITS - 1) spare = window.shift();
  if (spare) {
    spare[0] = commit.at;
    spare[1] = commit.chars;
    window.push(spare);
  } else window.push([commit.at, commit.chars]);
  if (window.length === BURST_WINDOW_COMMITS) {
    const span = window[window.length - 1][0] - window[0][0];
    // Characters after the window's first commit, over the time they took.
    let typed = 0;
    for (let i = 1; i < window.length; i++) typed += window[i][1];
    const burstCpm = span > 0 ? (typed * 60_000) / span : Number.POSITIVE_INFINITY;
    const perSecond = span > 0 ? ((BURST_WINDOW_COMMITS - 1) * 1000) / span : Number.POSITIVE_INFINITY;
    stats.maxBurstCpm = Math.max(stats.maxBurstCpm, Math.min(burstCpm, 1e6));
    stats.maxCommitsPerSecond = Math.max(stats.maxCommitsPerSecond, Math.min(perSecond, 1e6));
  }
}

/**
 * The evener of the two rhythms: the coefficient of variation of the time between commits, per
 * character or per commit, whichever is smaller (null: too few commits).
 */
export function intervalSpread(stats: TimingStats): number | null {
  const spreads = [coefficientOfVariation(stats.intervals), coefficientOfVariation(stats.commitIntervals)].filter((s): s is number => s !== null);
  return spreads.length ? Math.min(...spreads) : null;
}

/** Time per character after punctuation over the time elsewhere (null: no boundary or no other). */
export function punctuationPauseRatio(stats: TimingStats): number | null {
  const [pn, ps] = stats.afterPunctuation;
  const [en, es] = stats.elsewhere;
  if (pn === 0 || en === 0 || es === 0) return null;
  return ps / pn / (es / en);
}

const welfordSchema = z.object({ n: z.number().int().min(0), mean: z.number(), m2: z.number() });

/** The stats as the match server sends them inside a result's detail (checked before judging). */
export const timingStatsSchema = z.object({
  commits: z.number().int().min(0),
  chars: z.number().int().min(0),
  firstAt: z.number().nullable(),
  lastAt: z.number().nullable(),
  intervals: welfordSchema,
  commitIntervals: welfordSchema,
  window: z.array(z.tuple([z.number(), z.number()])).max(BURST_WINDOW_COMMITS),
  maxBurstCpm: z.number().min(0),
  maxCommitsPerSecond: z.number().min(0),
  afterPunctuation: z.tuple([z.number(), z.number()]),
  elsewhere: z.tuple([z.number(), z.number()]),
  hiddenChars: z.number().int().min(0),
});
