import { z } from 'zod';
import { MAX_IME_COMMIT_CHARS } from '../race/constants.js';
import { chars } from '../race/racer-progress.js';
import { addCommit, isPunctuation, newTimingStats, type TimingStats } from './timing-stats.js';

/** A check text is at least this long (passages of the pupil's grade, joined). */
export const CHECK_MIN_CHARS = 40;
/** Time to type it, from the moment it is shown. */
export const CHECK_DURATION_MS = 120_000;
/** Reading the first words before typing: not counted against the pupil's speed. */
export const CHECK_READING_ALLOWANCE_MS = 3_000;
/** Checks a pupil may take for one flagged result. */
export const CHECK_ATTEMPTS = 3;

/** The flagged race (the pupil's own result in it) the check is for. */
export const fairPlayCheckStartSchema = z.object({ raceId: z.string({ error: 'required' }).min(1, { error: 'required' }).max(80, { error: 'invalidValue' }) });
export type FairPlayCheckStart = z.infer<typeof fairPlayCheckStartSchema>;

export const fairPlayCheckIssuedSchema = z.object({ checkId: z.string(), text: z.string(), deadline: z.string(), targetCpm: z.number(), attemptsLeft: z.number().int() });
export type FairPlayCheckIssued = z.infer<typeof fairPlayCheckIssuedSchema>;

/** What the pupil typed: IME commits with ms since the text was shown (the client's clock). */
export const fairPlayCheckFinishSchema = z.object({
  commits: z
    .array(z.object({ text: z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(MAX_IME_COMMIT_CHARS, { error: 'tooLong' }), atMs: z.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(0, { error: 'invalidValue' }).max(3_600_000, { error: 'invalidValue' }) }))
    .min(1, { error: 'required' })
    .max(400, { error: 'tooLong' }),
});
export type FairPlayCheckFinish = z.infer<typeof fairPlayCheckFinishSchema>;

export const fairPlayCheckResultSchema = z.object({ passed: z.boolean(), cpm: z.number(), targetCpm: z.number(), certifiedCpm: z.number().nullable(), reasons: z.array(z.string()), attemptsLeft: z.number().int() });
export type FairPlayCheckResult = z.infer<typeof fairPlayCheckResultSchema>;

export interface CheckTyping {
  correctChars: number;
  cpm: number;
  stats: TimingStats;
}

/**
 * Scores a check from its commits. Speed is taken over the longer of the pupil's own timeline
 * and the server's clock (less the reading allowance), so a log that claims a burst at the end
 * of a long wait earns no more than the time really spent.
 */
export function scoreCheck(text: string, commits: readonly { text: string; atMs: number }[], serverElapsedMs: number): CheckTyping {
  const target = chars(text);
  let typed = 0;
  let correct = 0;
  let stats = newTimingStats();
  for (const commit of commits) {
    const entered = chars(commit.text);
    stats = addCommit(stats, { at: commit.atMs, chars: entered.length, afterPunctuation: isPunctuation(target[typed - 1]) });
    for (const ch of entered) if (target[typed++] === ch) correct++;
  }
  const span = Math.max(commits[commits.length - 1]?.atMs ?? 0, serverElapsedMs - CHECK_READING_ALLOWANCE_MS, 1);
  return { correctChars: correct, cpm: Math.round((correct * 600_000) / span) / 10, stats };
}
