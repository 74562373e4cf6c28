import type { GradeCode } from '../grades.js';
import type { GameLevel } from './levels.js';
import { createRandom, sample, type Seed } from './random.js';
import type { WordBank, WordEntry } from './types.js';

export interface WordFilter {
  gradeCode: GradeCode;
  /** Omitted: the whole set of the grade code. */
  level?: GameLevel;
}

/** The words of a grade code (and level), in bank order. */
export function wordsFor(bank: WordBank, { gradeCode, level }: WordFilter): WordEntry[] {
  return bank.words.filter((w) => {
    const inGrade = w.grades[gradeCode];
    return inGrade !== undefined && (level === undefined || inGrade === level);
  });
}

export interface DrawOptions extends WordFilter {
  count: number;
  seed: Seed;
}

/**
 * count distinct words of the grade code and level, in a random order fixed by the seed: the
 * same seed always draws the same words, so a race can be replayed.
 */
export function drawWords(bank: WordBank, { gradeCode, level, count, seed }: DrawOptions): WordEntry[] {
  const pool = wordsFor(bank, { gradeCode, level });
  return sample(pool, count, createRandom(`${seed}:words:${gradeCode}:${level ?? 'all'}`));
}
