import { drawWords, wordsFor } from '../content/draw.js';
import type { GameLevel } from '../content/levels.js';
import { splitNumbered, toToneMarks } from '../content/pinyin.js';
import { pinyinDistractorReadings } from '../content/pinyin-distractors.js';
import { printedSyllables } from '../content/printed-pinyin.js';
import { createRandom, shuffled, type Random, type Seed } from '../content/random.js';
import type { WordBank, WordEntry } from '../content/types.js';
import type { GradeCode } from '../grades.js';
import { MINI_GAME_RULES, PLANE_OPTIONS } from './constants.js';
import type { PlaneItem } from './schemas.js';

/** Tone numbers are typed at advanced only (peng2you5); below it the keys alone (pengyou). */
export function typesTones(level: GameLevel): boolean {
  return level === 'advanced';
}

/** What a pupil types for a numbered reading: lower case, ü as v, tones as digits when asked. */
export function typedPinyin(numbered: string, withTones: boolean): string {
  return splitNumbered(numbered)
    .map((s) => s.base.toLowerCase().replace(/ü/g, 'v') + (withTones ? String(s.tone) : ''))
    .join('');
}

export interface GameContentOptions {
  gradeCode: GradeCode;
  level: GameLevel;
  seed: Seed;
  /** Plane and bee: items issued, when not MINI_GAME_RULES' (a deployment's setting; the browser tests play short sessions). */
  items?: number;
}

/**
 * Wrong readings whose typed form differs from the answer and from each other: tone and sound
 * changes of the word first, then readings of other words of the grade with as many syllables.
 */
function wrongReadings(word: WordEntry, pool: readonly WordEntry[], withTones: boolean, random: Random): string[] {
  const typed = new Set([word.pinyinNumbered, printedSyllables(word), ...(word.otherReadings ?? [])].map((r) => typedPinyin(r, withTones)));
  const chosen: string[] = [];
  const take = (readings: Iterable<string>) => {
    for (const reading of readings) {
      if (chosen.length === PLANE_OPTIONS - 1) return;
      const form = typedPinyin(reading, withTones);
      if (typed.has(form)) continue;
      typed.add(form);
      chosen.push(reading);
    }
  };
  take(pinyinDistractorReadings(word, 12, random));
  if (chosen.length < PLANE_OPTIONS - 1) {
    const syllables = splitNumbered(word.pinyinNumbered).length;
    take(shuffled(pool, random).filter((o) => splitNumbered(o.pinyinNumbered).length === syllables).map((o) => o.pinyinNumbered));
  }
  return chosen;
}

/** Planes for a session: words of the grade code and level in seeded order, each with three pinyin choices. */
export function planeItems(bank: WordBank, { gradeCode, level, seed, items = MINI_GAME_RULES.plane.items }: GameContentOptions): PlaneItem[] {
  const random = createRandom(`${seed}:plane`);
  const withTones = typesTones(level);
  const pool = wordsFor(bank, { gradeCode });
  const words = drawWords(bank, { gradeCode, level, count: items, seed: `${seed}:plane` });
  return words.map((word, i) => {
    // The reading as printed (不过 bú guò), so the right option is the pinyin the pupil sees elsewhere.
    const reading = printedSyllables(word);
    const readings = shuffled([reading, ...wrongReadings(word, pool, withTones, random)], random);
    return {
      id: `i${i}`,
      word: word.simplified,
      answer: typedPinyin(reading, withTones),
      pinyin: word.pinyin,
      meaning: word.meanings[0],
      ...(word.example ? { example: word.example } : {}),
      options: readings.map(toToneMarks),
      optionAnswers: readings.map((r) => typedPinyin(r, withTones)),
    };
  });
}
