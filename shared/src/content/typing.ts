import type { GradeCode } from '../grades.js';
import { drawWords } from './draw.js';
import type { GameLevel } from './levels.js';
import { splitNumbered, toPinyinKeys } from './pinyin.js';
import { printedSpacedPinyin } from './printed-pinyin.js';
import { createRandom, shuffled, type Seed } from './random.js';
import { acceptedKeys, type AcceptedKeys } from './accepted-keys.js';
import type { Passage, TypingMode, WordBank, WordEntry } from './types.js';

/** One text to type: a graded passage, or a sequence of words drawn from the bank. */
export interface TypingText {
  source: 'passage' | 'words';
  id: string;
  /** Chinese text (hanzi mode target). Words of a sequence are separated by spaces. */
  text: string;
  /** Spaced tone-marked pinyin shown under the text. */
  pinyin: string;
  /** Pinyin mode target: letters without tones, ü as v, a space between syllables. */
  pinyinKeys: string;
  /** Pinyin mode: every key accepted for each syllable of pinyinKeys, its own first. */
  acceptedKeys: AcceptedKeys;
  characterCount: number;
  pinyinLetterCount: number;
  /** What the chosen mode asks the pupil to type. */
  target: string;
}

export interface TypingOptions {
  gradeCode: GradeCode;
  level: GameLevel;
  mode: TypingMode;
  seed: Seed;
  /** Number of texts. */
  count: number;
  /** Words per generated sequence. */
  wordsPerSequence?: number;
}

const HAN = /\p{Script=Han}/u;
const DEFAULT_WORDS_PER_SEQUENCE = 8;

export function countHan(text: string): number {
  return [...text].filter((c) => HAN.test(c)).length;
}

function withTarget(bank: WordBank, text: Omit<TypingText, 'target' | 'acceptedKeys'>, mode: TypingMode): TypingText {
  return { ...text, acceptedKeys: acceptedKeys(bank, text.text, text.pinyinKeys), target: mode === 'hanzi' ? text.text : text.pinyinKeys };
}

/**
 * The passages written for this grade code and level; a bucket without any borrows those of the
 * lower codes at the level (readable, if short for the pupil).
 */
export function passagesFor(bank: WordBank, gradeCode: GradeCode, level: GameLevel): Passage[] {
  const own = bank.passages.filter((p) => p.gradeCode === gradeCode && p.level === level);
  return own.length ? own : bank.passages.filter((p) => p.gradeCode <= gradeCode && p.level === level);
}

export function phraseSequence(words: readonly WordEntry[], id: string): Omit<TypingText, 'target' | 'acceptedKeys'> {
  // One key group per syllable, as in passages, so both kinds of text are typed the same way.
  const pinyinKeys = words
    .flatMap((w) => splitNumbered(w.pinyinNumbered).map((s) => toPinyinKeys(`${s.base}${s.tone}`)))
    .join(' ');
  return {
    source: 'words',
    id,
    text: words.map((w) => w.simplified).join(' '),
    pinyin: words.map(printedSpacedPinyin).join('  '),
    pinyinKeys,
    characterCount: words.reduce((n, w) => n + countHan(w.simplified), 0),
    pinyinLetterCount: pinyinKeys.replace(/ /g, '').length,
  };
}

/**
 * Texts for a typing race or practice: graded passages first (in seeded order), then word
 * sequences drawn from the grade's words, so every grade code and level always has material.
 */
export function typingMaterial(bank: WordBank, options: TypingOptions): TypingText[] {
  const { gradeCode, level, mode, seed, count } = options;
  const random = createRandom(`${seed}:typing:${gradeCode}:${level}`);
  const passages = shuffled(passagesFor(bank, gradeCode, level), random).slice(0, count);
  const texts: TypingText[] = passages.map((p) => withTarget(bank, { source: 'passage', ...p }, mode));
  const perSequence = options.wordsPerSequence ?? DEFAULT_WORDS_PER_SEQUENCE;
  for (let i = 0; texts.length < count; i++) {
    const words = drawWords(bank, { gradeCode, level, count: perSequence, seed: `${seed}:sequence:${i}` });
    texts.push(withTarget(bank, phraseSequence(words, `w${i + 1}`), mode));
  }
  return texts;
}
