import { joinNumbered, splitNumbered, toSpacedToneMarks, toToneMarks } from './pinyin.js';
import { buBeforeFourthTone } from './sandhi.js';
import type { Passage, WordBank, WordEntry } from './types.js';

const HAN = /\p{Script=Han}/u;
/** A tone mark of the fourth tone on any vowel (passage pinyin is stored with marks, lower case). */
const FOURTH_TONE = /[àèìòùǜ]/;

/** A word's numbered syllables as printed: 不 changed before a fourth tone (不过 bu2 guo4). */
export function printedSyllables(word: Pick<WordEntry, 'simplified' | 'pinyinNumbered'>): string {
  const chars = [...word.simplified];
  const syllables = splitNumbered(word.pinyinNumbered);
  return chars.length === syllables.length ? joinNumbered(buBeforeFourthTone(chars, syllables)) : word.pinyinNumbered;
}

/** A word's pinyin with tone marks, one syllable a character apart ("bú guò"), as word lists print it. */
export function printedSpacedPinyin(word: Pick<WordEntry, 'simplified' | 'pinyinNumbered'>): string {
  return toSpacedToneMarks(printedSyllables(word));
}

function printedWord(word: WordEntry): WordEntry {
  if (!word.simplified.includes('不')) return word;
  const printed = printedSyllables(word);
  return printed === word.pinyinNumbered ? word : { ...word, pinyin: toToneMarks(printed) };
}

/**
 * A passage's pinyin (one marked syllable per Han character) with 不 read bú where the next
 * character, in the same run of text, carries a fourth tone.
 */
export function printedPassagePinyin(text: string, pinyin: string): string {
  const positions = [...text].flatMap((c, at) => (HAN.test(c) ? [{ c, at }] : []));
  const syllables = pinyin.split(' ');
  if (positions.length !== syllables.length) return pinyin;
  return syllables
    .map((s, k) => {
      const next = positions[k + 1];
      const changes = positions[k].c === '不' && s === 'bù' && next?.at === positions[k].at + 1 && FOURTH_TONE.test(syllables[k + 1]);
      return changes ? 'bú' : s;
    })
    .join(' ');
}

function printedPassage(passage: Passage): Passage {
  if (!passage.text.includes('不')) return passage;
  const pinyin = printedPassagePinyin(passage.text, passage.pinyin);
  return pinyin === passage.pinyin ? passage : { ...passage, pinyin };
}

/**
 * The bank as pages print it: 不's change before a fourth tone applied to every word's and passage's
 * pinyin, once where the bank is read (parseWordBank), whatever the build that wrote the file did.
 */
export function withPrintedToneChanges(bank: WordBank): WordBank {
  return { ...bank, words: bank.words.map(printedWord), passages: bank.passages.map(printedPassage) };
}
