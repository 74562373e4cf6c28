import { chars } from '../race/racer-progress.js';
import type { DictionaryQuestion } from '../content/questions.js';
import type { TimedAnswer } from '../games/answer-timing.js';
import type { MiniGame } from '../games/constants.js';
import type { BeeItem, PlaneItem, RacePassage, WriteItem } from '../games/schemas.js';
import { writtenAnswers } from '../games/write-scoring.js';

const HAN = /\p{Script=Han}/u;

/**
 * How a judged answer was given: typed (per character), picked from options (per question), or
 * written by hand from memory (Write it, per stroke). Written answers train the "write" skill.
 */
export const ANSWER_KINDS = ['typed', 'picked', 'written'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/**
 * The skills the memory keeps apart for each character: reading it (recognising, typing, picking)
 * and writing it by hand, since a character can be read and still be tricky to write.
 */
export const MEMORY_SKILLS = ['read', 'write'] as const;
export type MemorySkill = (typeof MEMORY_SKILLS)[number];

export function skillOf(answer: Pick<MemoryAnswer, 'kind'>): MemorySkill {
  return answer.kind === 'written' ? 'write' : 'read';
}

/**
 * One judged answer about one character or word, as the memory update takes it: whether it was
 * right, how long it took, and what was typed or picked instead. Stored with a race result
 * (detail.memory) so a held result can be remembered when it is cleared.
 */
export interface MemoryAnswer {
  character: string;
  right: boolean;
  kind: AnswerKind;
  /** Time spent on it (ms per character typed, the time to pick, or ms per stroke written). */
  ms: number;
  confusedWith?: string;
}

/** Dictionary kinds whose options are characters: a wrong pick is a confusion between two characters. */
const CHARACTER_OPTION_KINDS: readonly DictionaryQuestion['kind'][] = ['completePhrase', 'characterForPinyin', 'sentenceBlank'];

/**
 * A typing race in hanzi mode: each Chinese character of the text the racer reached, right when no
 * key was ever entered wrong at it (a correction is still a miss: the first recall failed).
 * `mistakes` counts wrong entries by the character expected there (RacerProgress.mistakes).
 */
export function typingAnswers(text: string, typed: string, mistakes: Record<string, number>, cpm: number): MemoryAnswer[] {
  const target = chars(text);
  const entered = chars(typed);
  const ms = cpm > 0 ? Math.round(60_000 / cpm) : 60_000;
  const seen = new Map<string, MemoryAnswer>();
  entered.forEach((ch, i) => {
    const expected = target[i];
    if (!expected || !HAN.test(expected)) return;
    const wrongHere = ch !== expected;
    const previous = seen.get(expected);
    const right = !wrongHere && !mistakes[expected] && (previous?.right ?? true);
    const confusedWith = wrongHere && HAN.test(ch) ? ch : previous?.confusedWith;
    seen.set(expected, { character: expected, right, kind: 'typed', ms, ...(confusedWith ? { confusedWith } : {}) });
  });
  return [...seen.values()];
}

/**
 * A typing race in pinyin mode: each syllable stands for its character (the n-th Chinese character
 * of `hanzi`, the texts' characters in order). A syllable typed to its end counts, right when no
 * wrong key was ever entered in it (`missedSyllables`, RacerProgress); one started and missed counts
 * as a miss. `judged` is the text as judged (the readings the racer chose), syllables split by spaces.
 * When the characters and syllables do not line up, nothing is taught rather than the wrong character.
 */
export function syllableAnswers(hanzi: string, judged: readonly string[], typed: string, missedSyllables: readonly number[], cpm: number): MemoryAnswer[] {
  const syllables = judged.join('').split(' ');
  const characters = syllableCharacters(hanzi, syllables.length);
  if (!characters) return [];
  const entered = chars(typed).length;
  const missed = new Set(missedSyllables);
  const ms = cpm > 0 ? Math.round(60_000 / cpm) : 60_000;
  const seen = new Map<string, MemoryAnswer>();
  let start = 0;
  syllables.forEach((syllable, i) => {
    const end = start + chars(syllable).length;
    const reached = entered >= end || (entered > start && missed.has(i));
    if (reached) {
      const right = !missed.has(i) && (seen.get(characters[i])?.right ?? true);
      seen.set(characters[i], { character: characters[i], right, kind: 'typed', ms });
    }
    start = end + 1;
  });
  return [...seen.values()];
}

/** The Chinese characters a pinyin text's syllables stand for, in order; null when the counts differ. */
function syllableCharacters(hanzi: string, syllableCount: number): string[] | null {
  const characters = chars(hanzi).filter((c) => HAN.test(c));
  return characters.length === syllableCount ? characters : null;
}

/**
 * Pinyin mode: how many of each character's syllables had a wrong key, for the results page (the
 * race's own mistakes know only the letters); null when the characters and syllables do not line up.
 */
export function missedCharacters(hanzi: string, syllableText: string, missedSyllables: readonly number[]): Record<string, number> | null {
  const characters = syllableCharacters(hanzi, syllableText.split(' ').length);
  if (!characters) return null;
  const missed: Record<string, number> = {};
  for (const i of missedSyllables) missed[characters[i]] = (missed[characters[i]] ?? 0) + 1;
  return missed;
}

/** A dictionary race or practice: the character (or word) asked, and the option picked instead. */
export function dictionaryAnswers(questions: readonly DictionaryQuestion[], answers: Record<number, { option: number; correct: boolean; ms: number }>): MemoryAnswer[] {
  const out: MemoryAnswer[] = [];
  for (const [index, answer] of Object.entries(answers)) {
    const q = questions[Number(index)];
    if (!q) continue;
    const byCharacter = CHARACTER_OPTION_KINDS.includes(q.kind);
    const character = byCharacter ? q.options[q.answerIndex] : q.word;
    const picked = q.options[answer.option];
    const confusedWith = !answer.correct && byCharacter && picked && HAN.test(picked) ? picked : undefined;
    out.push({ character, right: answer.correct, kind: 'picked', ms: answer.ms, ...(confusedWith ? { confusedWith } : {}) });
  }
  return out;
}

/** Time each answer took: from the previous answer (or the start) to it. */
function answerTimes(answers: readonly TimedAnswer[]): Map<string, number> {
  const times = new Map<string, number>();
  let previous = 0;
  for (const a of answers) {
    if (!times.has(a.itemId)) times.set(a.itemId, Math.max(0, a.atMs - previous));
    previous = Math.max(previous, a.atMs);
  }
  return times;
}

/** Plane: each word whose plane the pupil answered; right when the typed pinyin was the answer. */
export function planeAnswers(items: readonly PlaneItem[], answers: readonly TimedAnswer[]): MemoryAnswer[] {
  const times = answerTimes(answers);
  const hit = new Set(answers.filter((a) => a.input.trim().toLowerCase() === items.find((i) => i.id === a.itemId)?.answer).map((a) => a.itemId));
  return items.filter((i) => times.has(i.id)).map((i) => ({ character: i.word, right: hit.has(i.id), kind: 'picked' as const, ms: times.get(i.id)! }));
}

/** Bee: each word asked; right when the first flower visited was it, else confused with that flower. */
export function beeAnswers(items: readonly BeeItem[], answers: readonly TimedAnswer[]): MemoryAnswer[] {
  const times = answerTimes(answers);
  const first = new Map<string, string>();
  for (const a of answers) if (!first.has(a.itemId)) first.set(a.itemId, a.input);
  return items
    .filter((i) => first.has(i.id))
    .map((i) => {
      const picked = first.get(i.id)!;
      const right = picked === i.answer;
      return { character: i.word, right, kind: 'picked' as const, ms: times.get(i.id)!, ...(right ? {} : { confusedWith: picked }) };
    });
}

/**
 * Tortoise race: the Chinese characters of the passage the pupil got through (in pinyin mode, as the
 * share of the target typed right), wrong where the race scoring listed a mistake.
 */
export function tortoiseAnswers(passage: RacePassage, correctChars: number, cpm: number, missed: readonly string[]): MemoryAnswer[] {
  const han = chars(passage.text).filter((c) => HAN.test(c));
  const share = Math.min(1, correctChars / Math.max(1, chars(passage.target).length));
  const reached = new Set([...han.slice(0, Math.round(han.length * share)), ...missed.filter((c) => han.includes(c))]);
  const wrong = new Set(missed);
  const ms = cpm > 0 ? Math.round(60_000 / cpm) : 60_000;
  return [...reached].map((character) => ({ character, right: !wrong.has(character), kind: 'typed' as const, ms }));
}

/** The answers a mini-game session holds, from what it issued, the log and the judged result. */
export function sessionAnswers(
  game: MiniGame,
  issued: { items: readonly unknown[]; passage?: RacePassage },
  answers: readonly TimedAnswer[],
  result: { missed: readonly { word: string }[]; race?: { correctChars: number; cpm: number } },
): MemoryAnswer[] {
  if (game === 'plane') return planeAnswers(issued.items as PlaneItem[], answers);
  if (game === 'bee') return beeAnswers(issued.items as BeeItem[], answers);
  // Writing is a skill of its own: its answers are 'written', remembered apart from reading (skillOf).
  if (game === 'write') return writtenAnswers(issued.items as WriteItem[], answers);
  if (!issued.passage || !result.race) return [];
  return tortoiseAnswers(issued.passage, result.race.correctChars, result.race.cpm, result.missed.map((m) => m.word));
}
