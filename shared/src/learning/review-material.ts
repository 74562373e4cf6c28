import { acceptedKeys } from '../content/accepted-keys.js';
import { OPTIONS_PER_QUESTION, questionsForWord, type DictionaryQuestion, type QuestionKind } from '../content/questions.js';
import { createRandom, shuffled, type Seed } from '../content/random.js';
import { wordsFor } from '../content/draw.js';
import type { TypingText } from '../content/typing.js';
import type { GradeCode } from '../grades.js';
import type { Passage, TypingMode, WordBank } from '../content/types.js';

const HAN = /\p{Script=Han}/u;

/** Characters one "My tricky characters" round reviews: the due ones first, topped up with new ones. */
export const REVIEW_CHARACTERS = 8;
/** Sentences one typing review round offers at most: a short round a child finishes. */
export const REVIEW_SENTENCES = 3;

/** Due characters first (as given: tricky, then by due date), then new characters of the grade, `count` in all. */
export function reviewTargets(due: readonly string[], fresh: readonly string[], count = REVIEW_CHARACTERS): string[] {
  return [...new Set([...due, ...fresh])].slice(0, count);
}

interface Sentence {
  id: string;
  text: string;
  pinyin: string[];
  keys: string[];
}

/** A passage cut after each 。！？: each sentence with its own syllables (one per Chinese character). */
function sentencesOf(passage: Passage): Sentence[] {
  const syllables = passage.pinyin.trim().split(/\s+/);
  const keys = passage.pinyinKeys.trim().split(/\s+/);
  const out: Sentence[] = [];
  let k = 0;
  for (const [i, text] of (passage.text.match(/[^。！？]+[。！？]?/gu) ?? []).entries()) {
    const han = [...text].filter((c) => HAN.test(c)).length;
    if (han > 0) out.push({ id: `${passage.id}.${i + 1}`, text: text.trim(), pinyin: syllables.slice(k, k + han), keys: keys.slice(k, k + han) });
    k += han;
  }
  return out;
}

/**
 * Typing review: sentences of the grade's graded passages (its own and lower grade codes) that
 * hold the target characters, chosen greedily to cover as many of them as few sentences can. Never
 * random strings: a character no sentence holds is left to the dictionary review.
 */
export function reviewSentences(bank: WordBank, gradeCode: GradeCode, targets: readonly string[], mode: TypingMode): TypingText[] {
  const sentences = bank.passages.filter((p) => p.gradeCode <= gradeCode).flatMap(sentencesOf);
  const uncovered = new Set(targets);
  const chosen: Sentence[] = [];
  while (uncovered.size && chosen.length < REVIEW_SENTENCES) {
    let best: Sentence | undefined;
    let bestCover = 0;
    // The first sentence holds the first target (the trickiest, or the most overdue).
    const pool = chosen.length === 0 && sentences.some((s) => s.text.includes(targets[0])) ? sentences.filter((s) => s.text.includes(targets[0])) : sentences;
    for (const s of pool) {
      const cover = [...new Set(s.text)].filter((c) => uncovered.has(c)).length;
      if (cover > bestCover || (cover === bestCover && cover > 0 && best && s.text.length < best.text.length)) [best, bestCover] = [s, cover];
    }
    if (!best) break;
    chosen.push(best);
    for (const c of best.text) uncovered.delete(c);
  }
  return chosen.map((s) => {
    const pinyinKeys = s.keys.join(' ');
    return {
      source: 'passage' as const,
      id: s.id,
      text: s.text,
      pinyin: s.pinyin.join(' '),
      pinyinKeys,
      acceptedKeys: acceptedKeys(bank, s.text, pinyinKeys),
      characterCount: s.pinyin.length,
      pinyinLetterCount: pinyinKeys.replace(/ /g, '').length,
      target: mode === 'hanzi' ? s.text : pinyinKeys,
    };
  });
}

/** Kinds that ask for the character itself, preferred for review; the pupil's confusions go into the first two. */
const REVIEW_KINDS: readonly QuestionKind[] = ['completePhrase', 'characterForPinyin', 'sentenceBlank', 'pinyin', 'meaning'];

/**
 * Dictionary review: one question per target character of the existing kinds, with the pupil's own
 * confusions as distractors where they keep exactly one answer right (a phrase the confusion does
 * not also spell, a reading the confusion does not share: 近 cannot stand against 进 for jìn).
 */
export function reviewQuestions(bank: WordBank, gradeCode: GradeCode, targets: readonly string[], confusions: ReadonlyMap<string, readonly string[]>, seed: Seed): DictionaryQuestion[] {
  const pool = wordsFor(bank, { gradeCode });
  const passages = bank.passages.filter((p) => p.gradeCode <= gradeCode);
  const words = new Map(bank.words.map((w) => [w.simplified, w]));
  const out: DictionaryQuestion[] = [];
  for (const target of targets) {
    // The character's own word, and a few words holding it (a phrase with it blanked out).
    const holders = [words.get(target), ...[...pool, ...bank.words].filter((w) => w.simplified.length > 1 && w.simplified.includes(target)).slice(0, 8)].filter((w) => w !== undefined);
    const asked = holders
      .flatMap((w) => questionsForWord(bank, w, seed, pool, passages))
      .filter((q) => REVIEW_KINDS.includes(q.kind) && (q.options[q.answerIndex] === target || q.word === target))
      .map((q) => withConfusions(bank, q, confusions.get(target) ?? [], words, seed));
    // A question that puts the pupil's own confusion in front of them first, then by kind.
    const rank = (q: { confused: boolean; question: DictionaryQuestion }) => (q.confused ? 0 : 10) + REVIEW_KINDS.indexOf(q.question.kind);
    const best = asked.sort((a, b) => rank(a) - rank(b))[0];
    const own = best?.confused ? undefined : phraseWithConfusions(holders, target, confusions.get(target) ?? [], best?.question, words, seed);
    if (own ?? best) out.push(own ?? best!.question);
  }
  return out;
}

function withConfusions(bank: WordBank, q: DictionaryQuestion, confused: readonly string[], words: ReadonlyMap<string, unknown>, seed: Seed): { confused: boolean; question: DictionaryQuestion } {
  const answer = q.options[q.answerIndex];
  const fair = confused.filter((c) => c !== answer && HAN.test(c) && keepsOneAnswer(bank, q, answer, c, words));
  if (!fair.length) return { confused: false, question: q };
  const wrong = [...fair, ...q.options.filter((o) => o !== answer && !fair.includes(o))].slice(0, OPTIONS_PER_QUESTION - 1);
  const options = shuffled([answer, ...wrong], createRandom(`${seed}:confusions:${q.id}`));
  return { confused: true, question: { ...q, options, answerIndex: options.indexOf(answer) } };
}

/**
 * A phrase with the character blanked out, its options the pupil's own confusions (and the other
 * question's wrong options), when no drawn question could show them: 进＿ → 进 or 近.
 */
function phraseWithConfusions(holders: readonly WordBank['words'][number][], target: string, confused: readonly string[], other: DictionaryQuestion | undefined, words: ReadonlyMap<string, unknown>, seed: Seed): DictionaryQuestion | undefined {
  if (!confused.length) return undefined;
  for (const word of holders.filter((w) => w.simplified.length > 1)) {
    const phrase = word.simplified.replace(target, '＿');
    const fits = (c: string) => c !== target && HAN.test(c) && [...c].length === 1 && !words.has(phrase.replace('＿', c));
    const mine = confused.filter(fits);
    if (!mine.length) continue;
    const wrong = [...new Set([...mine, ...(other?.options ?? []).filter(fits)])].slice(0, OPTIONS_PER_QUESTION - 1);
    if (wrong.length < 2) continue;
    const options = shuffled([target, ...wrong], createRandom(`${seed}:confusions:${word.simplified}`));
    return { id: `completePhrase:${word.simplified}`, kind: 'completePhrase', word: word.simplified, phrase, hint: word.meanings[0], options, answerIndex: options.indexOf(target) };
  }
  return undefined;
}

function keepsOneAnswer(bank: WordBank, q: DictionaryQuestion, answer: string, confusion: string, words: ReadonlyMap<string, unknown>): boolean {
  if (q.kind === 'completePhrase') return !!q.phrase && !words.has(q.phrase.replace('＿', confusion));
  if (q.kind === 'characterForPinyin') {
    const base = (r: string) => r.replace(/[1-5]$/, '');
    const asked = new Set((bank.characters[answer]?.readings ?? []).map(base));
    return !(bank.characters[confusion]?.readings ?? []).some((r) => asked.has(base(r)));
  }
  return false;
}
