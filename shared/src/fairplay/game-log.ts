import type { GradeCode } from '../grades.js';
import { chars } from '../race/racer-progress.js';
import { isPunctuation, type TimedCommit } from './timing-stats.js';
import { judgePlausibility, timingOf, type FlagReason } from './verdict.js';

export interface RaceLog {
  /** Commits as the game logged them: `c<start>` item ids, the characters, ms on the session clock. */
  answers: readonly { itemId: string; input: string; atMs: number }[];
  /** What the pupil typed towards (the passage text or its pinyin keys). */
  target: string;
  mode: 'hanzi' | 'pinyin';
  cpm: number;
  gradeCode: GradeCode;
  certifiedCpm?: number | null;
}

/**
 * The game centre's tortoise-and-hare race under the same model as the typing races: its commits
 * are folded like the match server folds a racer's, then judged by speed and rhythm.
 */
export function judgeRaceLog({ answers, target, mode, cpm, gradeCode, certifiedCpm }: RaceLog): FlagReason[] {
  const text = chars(target);
  const commits: TimedCommit[] = answers.map(({ itemId, input, atMs }) => ({ at: atMs, chars: chars(input).length, afterPunctuation: isPunctuation(text[Number(itemId.slice(1)) - 1]) }));
  return judgePlausibility({ stats: timingOf(commits), gradeCode, cpm, certifiedCpm, mode });
}
