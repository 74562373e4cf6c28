import type { GradeCode } from '../grades.js';
import { isBlockedChinese } from './blocklist.js';
import { drawWords, wordsFor } from './draw.js';
import type { GameLevel } from './levels.js';
import { pinyinDistractors } from './pinyin-distractors.js';
import { createRandom, sample, shuffled, type Random, type Seed } from './random.js';
import { characterForPinyinQuestion, sentenceBlankQuestion, type QuestionBuilder } from './reading-questions.js';
import type { Passage, WordBank, WordEntry } from './types.js';

export const QUESTION_KINDS = ['pinyin', 'meaning', 'radical', 'strokes', 'completePhrase', 'characterForPinyin', 'sentenceBlank'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Options per question, the answer included. */
export const OPTIONS_PER_QUESTION = 4;
export const BLANK = '＿';

/**
 * A multiple-choice dictionary question. Prompts are translated by the client from the kind;
 * the data here is language-neutral. Exactly one option is right (checked over the whole bank).
 */
export interface DictionaryQuestion {
  id: string;
  kind: QuestionKind;
  /** The word or character asked about (for completePhrase, the whole word). */
  word: string;
  /**
   * completePhrase: the word with one character replaced by BLANK; sentenceBlank: a sentence of a
   * passage with one character replaced by BLANK; characterForPinyin: the pinyin asked about.
   */
  phrase?: string;
  /** A meaning shown with the question so the answer is unique (completePhrase). */
  hint?: string;
  options: string[];
  answerIndex: number;
}

const normal = (s: string) => s.trim().toLowerCase();

/** The words a distractor may come from: the grade's own set if given, else the whole bank. */
interface Context {
  bank: WordBank;
  pool: WordEntry[];
  random: Random;
}

function build(kind: QuestionKind, word: string, answer: string, wrong: string[], random: Random, extra: Partial<DictionaryQuestion> = {}): DictionaryQuestion | undefined {
  const distinct = [...new Set(wrong.filter((w) => w !== answer))].slice(0, OPTIONS_PER_QUESTION - 1);
  if (distinct.length < 2) return undefined; // too few plausible options to make a fair question
  const options = shuffled([answer, ...distinct], random);
  return { id: `${kind}:${word}`, kind, word, options, answerIndex: options.indexOf(answer), ...extra };
}

function pinyinQuestion({ random }: Context, word: WordEntry) {
  return build('pinyin', word.simplified, word.pinyin, pinyinDistractors(word, OPTIONS_PER_QUESTION - 1, random), random);
}

/** Verbs with verbs, measure words with measure words: similar-looking meanings are plausible. */
function meaningKind(gloss: string): string {
  if (gloss.startsWith('to ')) return 'verb';
  if (gloss.includes('measure word')) return 'measure';
  if (gloss.startsWith('(')) return 'particle';
  return 'other';
}

export function meaningConflicts(a: WordEntry, b: WordEntry): boolean {
  const mine = new Set(a.meanings.map(normal));
  return b.meanings.some((m) => mine.has(normal(m)));
}

function meaningQuestion({ pool, random }: Context, word: WordEntry) {
  const answer = word.meanings[0];
  const candidates = pool.filter((o) => o.simplified !== word.simplified && !meaningConflicts(word, o));
  const kind = meaningKind(answer);
  const similar = candidates.filter((o) => meaningKind(o.meanings[0]) === kind);
  const wrong = [...sample(similar, OPTIONS_PER_QUESTION, random), ...sample(candidates, OPTIONS_PER_QUESTION, random)]
    .map((o) => o.meanings[0]);
  return build('meaning', word.simplified, answer, wrong, random);
}

function characterFacts(bank: WordBank, char: string) {
  const facts = bank.characters[char];
  if (!facts) throw new Error(`character ${char} missing from the bank's character table`);
  return facts;
}

/** Radicals of characters that sound alike or have as many strokes: plausible but wrong. */
function radicalQuestion({ bank, random }: Context, char: string) {
  const facts = characterFacts(bank, char);
  const excluded = new Set([facts.radical, ...(facts.otherRadicals ?? [])]);
  const others = Object.entries(bank.characters).filter(([c]) => c !== char);
  const bases = new Set(facts.readings.map((r) => r.replace(/[1-5]$/, '')));
  const alike = others.filter(([, f]) => f.readings.some((r) => bases.has(r.replace(/[1-5]$/, ''))) || Math.abs(f.strokes - facts.strokes) <= 1);
  const wrong = [...shuffled(alike, random), ...shuffled(others, random)]
    .map(([, f]) => f.radical)
    .filter((r) => !excluded.has(r));
  return build('radical', char, facts.radical, wrong, random);
}

function strokesQuestion({ bank, random }: Context, char: string) {
  const facts = characterFacts(bank, char);
  const excluded = new Set([facts.strokes, ...(facts.otherStrokeCounts ?? [])]);
  const near = shuffled([-2, -1, 1, 2, 3, -3], random)
    .map((d) => facts.strokes + d)
    .filter((n) => n > 0 && !excluded.has(n));
  return build('strokes', char, String(facts.strokes), near.map(String), random);
}

const wordSets = new WeakMap<WordBank, Set<string>>();
/** The bank's words, as a set made once per bank. */
export function wordSet(bank: WordBank): Set<string> {
  let set = wordSets.get(bank);
  if (!set) wordSets.set(bank, (set = new Set(bank.words.map((w) => w.simplified))));
  return set;
}

/** Replacing the blank with this character gives a bank word other than the answer. */
export function completesAnotherWord(bank: WordBank, word: string, position: number, char: string): boolean {
  const other = [...word];
  other[position] = char;
  const candidate = other.join('');
  return candidate !== word && wordSet(bank).has(candidate);
}

/** Homophones and same-radical characters: the mistakes pupils really make. */
function completePhraseQuestion({ bank, random }: Context, word: WordEntry) {
  const chars = [...word.simplified];
  if (chars.length < 2) return undefined;
  const position = Math.floor(random() * chars.length);
  const answer = chars[position];
  const facts = characterFacts(bank, answer);
  const bases = new Set(facts.readings.map((r) => r.replace(/[1-5]$/, '')));
  const usable = Object.entries(bank.characters).filter(
    ([c]) => c !== answer && !isBlockedChinese(c) && !completesAnotherWord(bank, word.simplified, position, c),
  );
  const alike = usable.filter(
    ([, f]) => f.radical === facts.radical || f.readings.some((r) => bases.has(r.replace(/[1-5]$/, ''))),
  );
  const wrong = [...shuffled(alike, random), ...shuffled(usable, random)].map(([c]) => c);
  const phrase = chars.map((c, i) => (i === position ? BLANK : c)).join('');
  return build('completePhrase', word.simplified, answer, wrong, random, { phrase, hint: word.meanings[0] });
}

/** Kinds whose word is the answer: a race shows the phrase instead. */
export const KINDS_HIDING_WORD: readonly QuestionKind[] = ['completePhrase', 'characterForPinyin', 'sentenceBlank'];

/**
 * Every kind of question that can be asked about this word (radical, strokes and the character for
 * a pinyin: one character; a sentence with a blank: a word of a passage among `passages`).
 */
export function questionsForWord(
  bank: WordBank, word: WordEntry, seed: Seed, pool: WordEntry[] = bank.words, passages: readonly Passage[] = bank.passages,
): DictionaryQuestion[] {
  const context: Context = { bank, pool, random: createRandom(`${seed}:q:${word.simplified}`) };
  const char = word.simplified.length === 1 ? word.simplified : undefined;
  const builder: QuestionBuilder = (kind, w, answer, wrong, extra) => build(kind, w, answer, wrong, context.random, extra);
  return [
    pinyinQuestion(context, word),
    meaningQuestion(context, word),
    char ? radicalQuestion(context, char) : undefined,
    char ? strokesQuestion(context, char) : undefined,
    completePhraseQuestion(context, word),
    characterForPinyinQuestion(builder, bank, pool, word, context.random),
    sentenceBlankQuestion(builder, bank, pool, passages, word, context.random),
  ].filter((q): q is DictionaryQuestion => q !== undefined);
}

export interface QuestionOptions {
  gradeCode: GradeCode;
  level: GameLevel;
  count: number;
  seed: Seed;
  kinds?: readonly QuestionKind[];
}

/** What the pupil reads of a question: its kind and the word or phrase shown (not the answer). */
function promptOf(q: DictionaryQuestion): string {
  return `${q.kind}|${KINDS_HIDING_WORD.includes(q.kind) ? '' : q.word}|${q.phrase ?? ''}`;
}

/**
 * Questions for a dictionary game: words drawn for the grade and level, one question each,
 * kinds taken in a seeded order; distractors come from the same grade's words. A game never
 * shows the same prompt twice (进 and 近 would both ask for the character read jìn).
 */
export function dictionaryQuestions(bank: WordBank, options: QuestionOptions): DictionaryQuestion[] {
  const { gradeCode, level, count, seed } = options;
  const kinds = options.kinds ?? QUESTION_KINDS;
  const pool = wordsFor(bank, { gradeCode });
  const passages = bank.passages.filter((p) => p.gradeCode <= gradeCode);
  const words = drawWords(bank, { gradeCode, level, count: wordsFor(bank, { gradeCode, level }).length, seed: `${seed}:dictionary` });
  const random = createRandom(`${seed}:kinds`);
  const out: DictionaryQuestion[] = [];
  const asked = new Set<string>();
  for (const word of words) {
    if (out.length >= count) break;
    const possible = questionsForWord(bank, word, seed, pool, passages).filter((q) => kinds.includes(q.kind) && !asked.has(promptOf(q)));
    if (!possible.length) continue;
    const question = possible[Math.floor(random() * possible.length)];
    asked.add(promptOf(question));
    out.push(question);
  }
  return out;
}
