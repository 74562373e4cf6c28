import { isBlockedChinese } from './blocklist.js';
import { toToneMarks } from './pinyin.js';
import { BLANK, wordSet, type DictionaryQuestion, type QuestionKind } from './questions.js';
import { shuffled, type Random } from './random.js';
import type { Passage, WordBank, WordEntry } from './types.js';

/** questions.ts's builder: one right answer, wrong options deduplicated, shuffled by the seed. */
export type QuestionBuilder = (
  kind: QuestionKind, word: string, answer: string, wrong: string[], extra: Partial<DictionaryQuestion>,
) => DictionaryQuestion | undefined;

const normalReading = (reading: string) => reading.toLowerCase();
const toneless = (reading: string) => reading.replace(/[1-5]$/, '');
const SENTENCE = /[^。！？]+[。！？”]*/gu;

/** Each passage list's sentences, split once: every word's question looks through all of them. */
const passageSentences = new WeakMap<readonly Passage[], string[]>();
function sentencesOf(passages: readonly Passage[]): string[] {
  let sentences = passageSentences.get(passages);
  if (!sentences) passageSentences.set(passages, (sentences = passages.flatMap((p) => p.text.match(SENTENCE) ?? [])));
  return sentences;
}

/** Each pool's characters, worked out once: a race asks for them in every question of every word. */
const poolCharacterLists = new WeakMap<readonly WordEntry[], { bank: WordBank; chars: string[] }>();

/** Characters of the pool: distractors a pupil of the grade can read. */
function poolCharacters(bank: WordBank, pool: readonly WordEntry[]): string[] {
  const known = poolCharacterLists.get(pool);
  if (known?.bank === bank) return known.chars;
  const chars = [...new Set(pool.flatMap((w) => [...w.simplified]))].filter((c) => bank.characters[c] && !isBlockedChinese(c));
  poolCharacterLists.set(pool, { bank, chars });
  return chars;
}

/**
 * "Which character is read xué?": the answer is a one-character word read as the bank reads it;
 * wrong options sound alike (same syllable in another tone, then same initial or final) and never
 * have the asked reading among any of their dictionary readings.
 */
export function characterForPinyinQuestion(build: QuestionBuilder, bank: WordBank, pool: readonly WordEntry[], word: WordEntry, random: Random) {
  if ([...word.simplified].length !== 1) return undefined;
  const reading = normalReading(word.pinyinNumbered);
  const base = toneless(reading);
  const candidates = poolCharacters(bank, pool).filter(
    (c) => c !== word.simplified && !bank.characters[c].readings.map(normalReading).includes(reading),
  );
  const sameSyllable = candidates.filter((c) => bank.characters[c].readings.some((r) => toneless(normalReading(r)) === base));
  const sameStart = candidates.filter((c) => bank.characters[c].readings.some((r) => normalReading(r)[0] === base[0]));
  const wrong = [...shuffled(sameSyllable, random), ...shuffled(sameStart, random), ...shuffled(candidates, random)];
  return build('characterForPinyin', word.simplified, word.simplified, wrong, { phrase: toToneMarks(reading) });
}

/**
 * "Which character is missing?" in a sentence of a passage the pupil can read: the blank is a
 * character of this word (two or more characters) where it stands in the sentence. A wrong option
 * never makes another word of the bank with the word's other characters, nor with the
 * characters on either side of the blank, so the sentence has one right answer; options come from
 * the grade's characters, same radical or same sound first.
 */
export function sentenceBlankQuestion(
  build: QuestionBuilder, bank: WordBank, pool: readonly WordEntry[], passages: readonly Passage[], word: WordEntry, random: Random,
) {
  const chars = [...word.simplified];
  if (chars.length < 2) return undefined;
  const sentences = sentencesOf(passages).filter((s) => s.includes(word.simplified));
  if (!sentences.length) return undefined;
  const sentence = sentences[Math.floor(random() * sentences.length)];
  const offset = Math.floor(random() * chars.length);
  const at = [...sentence.slice(0, sentence.indexOf(word.simplified))].length + offset;
  const letters = [...sentence];
  const answer = letters[at];
  const words = wordSet(bank);
  // The stretches of two to four characters through the blank, as the text on either side of it.
  const around: [string, string][] = [];
  for (let from = Math.max(0, at - 3); from <= at; from++) {
    for (let to = at + 1; to <= Math.min(letters.length, from + 4); to++) {
      if (to - from > 1) around.push([letters.slice(from, at).join(''), letters.slice(at + 1, to).join('')]);
    }
  }
  const makesAWord = (c: string) => around.some(([before, after]) => words.has(before + c + after));
  const facts = bank.characters[answer];
  const bases = new Set(facts.readings.map((r) => toneless(normalReading(r))));
  const usable = poolCharacters(bank, pool).filter((c) => c !== answer && !makesAWord(c));
  const alike = usable.filter((c) => bank.characters[c].radical === facts.radical || bank.characters[c].readings.some((r) => bases.has(toneless(normalReading(r)))));
  const wrong = [...shuffled(alike, random), ...shuffled(usable, random)];
  const phrase = letters.map((l, i) => (i === at ? BLANK : l)).join('');
  return build('sentenceBlank', word.simplified, answer, wrong, { phrase, hint: word.meanings[0] });
}
