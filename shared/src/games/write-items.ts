import { wordsFor } from '../content/draw.js';
import { createRandom, sample } from '../content/random.js';
import type { WordBank, WordEntry } from '../content/types.js';
import { GRADES, type GradeCode } from '../grades.js';
import { MINI_GAME_RULES, WRITE_HIGHEST_GRADE_CODE } from './constants.js';
import type { GameContentOptions } from './plane-items.js';
import type { WriteItem } from './schemas.js';
import type { CharacterStrokes } from './stroke-matcher.js';

export interface WriteContentOptions extends GameContentOptions {
  /** The pupil's tricky characters (learning memory), written first when they are of the grade. */
  tricky?: readonly string[];
  /** A writing homework's characters: the round is these alone (any grade), in the order given. */
  characters?: readonly string[];
  /** A character's stroke data, or null when there is none. */
  strokesOf(character: string): CharacterStrokes | null;
}

/** Writing is practised on P1–P2 characters: a pupil above P2 writes P2's, normal or higher as theirs. */
export function writingGradeCode(gradeCode: GradeCode): GradeCode {
  if (gradeCode <= WRITE_HIGHEST_GRADE_CODE) return gradeCode;
  const higher = GRADES.find((g) => g.code === gradeCode)?.higher ?? false;
  return (higher ? WRITE_HIGHEST_GRADE_CODE : WRITE_HIGHEST_GRADE_CODE - 1) as GradeCode;
}

/**
 * Characters to write: the pupil's tricky ones of the grade first, then single characters of the
 * grade and level in seeded order, simplest (fewest strokes) first as a teacher would.
 */
export function writeItems(bank: WordBank, { gradeCode, level, seed, items = MINI_GAME_RULES.write.items, tricky = [], characters, strokesOf }: WriteContentOptions): WriteItem[] {
  const single = (w: WordEntry) => [...w.simplified].length === 1;
  if (characters) return toItems(characters.flatMap((c) => bank.words.find((w) => w.simplified === c) ?? []), items, strokesOf);
  const grade = writingGradeCode(gradeCode);
  const ofGrade = new Map(wordsFor(bank, { gradeCode: grade }).filter(single).map((w) => [w.simplified, w]));
  const first = tricky.flatMap((c) => ofGrade.get(c) ?? []).slice(0, items);
  const pool = wordsFor(bank, { gradeCode: grade, level }).filter((w) => single(w) && !first.includes(w));
  const drawn = sample(pool, items, createRandom(`${seed}:write`)).sort((a, b) => a.strokeCount - b.strokeCount);
  return toItems([...first, ...drawn], items, strokesOf);
}

/** The first `items` words that have stroke data, as the round's items. */
function toItems(words: readonly WordEntry[], items: number, strokesOf: WriteContentOptions['strokesOf']): WriteItem[] {
  return words
    .flatMap((word) => {
      const strokes = strokesOf(word.simplified);
      return strokes ? [{ word, strokes }] : [];
    })
    .slice(0, items)
    .map(({ word, strokes }, i) => ({
      id: `i${i}`,
      answer: word.simplified,
      word: word.simplified,
      pinyin: word.pinyin,
      meaning: word.meanings[0],
      ...(word.example ? { example: word.example } : {}),
      strokes,
    }));
}
