import { GRADES, type GradeCode } from '../grades.js';
import { GAME_LEVELS, type GameLevel } from './levels.js';
import { countHan } from './typing.js';
import type { WordBank } from './types.js';

/**
 * What a passage written for a grade code x level bucket must be: its length in Chinese characters
 * by school year and level, and its characters from the bucket's graded set with at most
 * MAX_ABOVE_SET_SHARE of them above it (still in the bank, so every one has a reading).
 */
export const PASSAGE_LENGTHS: Record<number, Record<GameLevel, readonly [min: number, max: number]>> = {
  1: { elementary: [10, 30], intermediate: [20, 45], advanced: [30, 60] },
  2: { elementary: [15, 35], intermediate: [25, 55], advanced: [40, 80] },
  3: { elementary: [20, 45], intermediate: [35, 70], advanced: [60, 120] },
  4: { elementary: [30, 60], intermediate: [50, 100], advanced: [120, 200] },
};
export const MAX_ABOVE_SET_SHARE = 0.05;
/** Passages every bucket holds at least (tested); `npm run content:report -w shared` prints the counts. */
export const PASSAGES_PER_BUCKET = 20;

export function passageLength(gradeCode: GradeCode, level: GameLevel): readonly [number, number] {
  const year = GRADES.find((g) => g.code === gradeCode)?.year ?? 4;
  return PASSAGE_LENGTHS[year][level];
}

/** Characters of the words of the grade code at this level or an easier one. */
export function bucketCharacters(bank: Pick<WordBank, 'words'>, gradeCode: GradeCode, level: GameLevel): Set<string> {
  const upTo = GAME_LEVELS.indexOf(level);
  return new Set(bank.words
    .filter((w) => w.grades[gradeCode] !== undefined && GAME_LEVELS.indexOf(w.grades[gradeCode]!) <= upTo)
    .flatMap((w) => [...w.simplified]));
}

export interface PassageCheck {
  length: number;
  /** Characters above the bucket's set, each time it occurs. */
  above: string[];
  /** Characters the bank does not hold at all. */
  unknown: string[];
  problems: string[];
}

/** Every rule but duplicates and the blocklist, which need the whole list. */
export function checkPassage(
  bank: Pick<WordBank, 'words'>, text: string, gradeCode: GradeCode, level: GameLevel, set = bucketCharacters(bank, gradeCode, level),
): PassageCheck {
  const all = new Set(bank.words.flatMap((w) => [...w.simplified]));
  const han = [...text].filter((c) => countHan(c) === 1);
  const above = han.filter((c) => !set.has(c));
  const unknown = above.filter((c) => !all.has(c));
  const [min, max] = passageLength(gradeCode, level);
  const problems: string[] = [];
  if (han.length < min || han.length > max) problems.push(`${han.length} characters, not ${min}–${max}`);
  if (above.length > Math.floor(han.length * MAX_ABOVE_SET_SHARE)) problems.push(`above the set: ${above.join('')}`);
  if (unknown.length) problems.push(`not in the bank: ${unknown.join('')}`);
  if (/[,.!?;:()"']/.test(text)) problems.push('half-width punctuation');
  return { length: han.length, above, unknown, problems };
}
