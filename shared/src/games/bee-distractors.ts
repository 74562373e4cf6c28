import { splitNumbered } from '../content/pinyin.js';
import { validPinyin } from '../content/pinyin-distractors.js';
import { meaningConflicts } from '../content/questions.js';
import { shuffled, type Random } from '../content/random.js';
import type { WordEntry } from '../content/types.js';
import type { BeePromptKind } from './schemas.js';

const syllableCache = new WeakMap<WordEntry, string[]>();

/** Toneless syllables: "peng2 you5" → ["peng", "you"] (kept per entry: a round compares every word of the grade). */
function syllableKeys(word: WordEntry): string[] {
  let keys = syllableCache.get(word);
  if (!keys) syllableCache.set(word, (keys = splitNumbered(word.pinyinNumbered).map((s) => s.base.toLowerCase())));
  return keys;
}

/** A theme a pupil would group words by: a bank tag, else actions ("to …") and measure words. */
function theme(word: WordEntry): string | undefined {
  const gloss = word.meanings[0];
  return word.tags?.[0] ?? (gloss.startsWith('to ') ? 'action' : gloss.includes('measure word') ? 'measure' : undefined);
}

/**
 * How plausible `other` is as a wrong flower for `word`: one point each for a shared radical, a
 * similar sound (a shared syllable, or as many syllables with the same first letter) and a shared
 * theme. 0 means implausible: such a word is never offered.
 */
export function plausibility(word: WordEntry, other: WordEntry): number {
  const radicals = new Set(word.radicals);
  const mine = syllableKeys(word);
  const theirs = syllableKeys(other);
  const sameRadical = other.radicals.some((r) => radicals.has(r));
  const similarSound = theirs.some((s) => mine.includes(s)) || (theirs.length === mine.length && theirs[0][0] === mine[0][0]);
  const wordTheme = theme(word);
  const sameTheme = wordTheme !== undefined && theme(other) === wordTheme;
  return Number(sameRadical) + Number(similarSound) + Number(sameTheme);
}

/**
 * A flower that would also be right for the prompt: the same word, a shared meaning (meaning
 * prompt), the same sound (pinyin and audio prompts), or a word that fits the clue's blank too.
 */
export function alsoRight(word: WordEntry, other: WordEntry, kind: BeePromptKind, fitsClue: (w: WordEntry) => boolean): boolean {
  if (other.simplified === word.simplified || meaningConflicts(word, other)) return true;
  if (kind === 'pinyin' || kind === 'audio') {
    const sounds = validPinyin(word);
    return [...validPinyin(other)].some((p) => sounds.has(p));
  }
  return kind === 'clue' && fitsClue(other);
}

/**
 * Up to `count` wrong flowers from `pool`, most plausible first (ties in seeded order), skipping
 * words already used in the round and any that would also be right.
 */
export function beeDistractors(
  word: WordEntry,
  pool: readonly WordEntry[],
  count: number,
  kind: BeePromptKind,
  used: ReadonlySet<string>,
  random: Random,
  fitsClue: (w: WordEntry) => boolean = () => false,
): WordEntry[] {
  const ranked = shuffled(pool, random)
    .filter((o) => !used.has(o.simplified))
    .map((o) => ({ o, score: plausibility(word, o) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
  const chosen: WordEntry[] = [];
  for (const { o } of ranked) {
    if (chosen.length === count) break;
    if (!alsoRight(word, o, kind, fitsClue)) chosen.push(o);
  }
  return chosen;
}
