import { drawWords, wordsFor } from '../content/draw.js';
import { BLANK } from '../content/questions.js';
import { createRandom, shuffled, type Random } from '../content/random.js';
import type { WordBank, WordEntry } from '../content/types.js';
import { GRADES } from '../grades.js';
import { beeDistractors } from './bee-distractors.js';
import { BEE_OPTIONS_BY_LEVEL, MINI_GAME_RULES } from './constants.js';
import type { GameContentOptions } from './plane-items.js';
import type { BeeItem, BeePromptKind } from './schemas.js';

/** Fewer flowers than this (the answer and two wrong ones) is no real choice: the word is skipped. */
const MIN_BEE_OPTIONS = 3;

/** The example phrase with the word blanked out, when the example holds more than the word. */
function clueText(word: WordEntry): string | undefined {
  const { example, simplified } = word;
  if (!example || example === simplified || !example.includes(simplified)) return undefined;
  return example.replace(simplified, BLANK.repeat([...simplified].length));
}

function promptKinds(word: WordEntry, higherChinese: boolean): BeePromptKind[] {
  const kinds: BeePromptKind[] = ['meaning', 'pinyin', 'audio'];
  return higherChinese && clueText(word) ? [...kinds, 'clue'] : kinds;
}

function promptText(word: WordEntry, kind: BeePromptKind): string {
  if (kind === 'meaning') return word.meanings[0];
  if (kind === 'pinyin') return word.pinyin;
  if (kind === 'clue') return clueText(word)!;
  return word.simplified; // audio: spoken by the browser, not shown
}

function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.floor(random() * items.length)];
}

/**
 * One 60 s round of prompts. Answers come from the grade code's words at this level; wrong flowers
 * from all the grade's words, chosen for plausibility. No word appears twice in a round, whether
 * as an answer or as a flower; a word left without enough plausible flowers is skipped.
 */
export function beeItems(bank: WordBank, { gradeCode, level, seed, items: count = MINI_GAME_RULES.bee.items }: GameContentOptions): BeeItem[] {
  const random = createRandom(`${seed}:bee`);
  const higherChinese = GRADES.find((g) => g.code === gradeCode)?.higher ?? false;
  const pool = wordsFor(bank, { gradeCode });
  const candidates = drawWords(bank, { gradeCode, level, count: pool.length, seed: `${seed}:bee` });
  const known = new Set(bank.words.map((w) => w.simplified));
  const byWord = new Map(bank.words.map((w) => [w.simplified, w]));
  const used = new Set<string>();
  const items: BeeItem[] = [];
  for (const word of candidates) {
    if (items.length === count) break;
    if (used.has(word.simplified)) continue;
    const kind = pick(promptKinds(word, higherChinese), random);
    // Another word fits the clue when putting it in the blank gives a phrase the bank knows.
    const fitsClue = (other: WordEntry) => known.has(word.example!.replace(word.simplified, other.simplified));
    const wrong = beeDistractors(word, pool, BEE_OPTIONS_BY_LEVEL[level] - 1, kind, used, random, fitsClue);
    if (wrong.length + 1 < MIN_BEE_OPTIONS) continue;
    const options = shuffled([word.simplified, ...wrong.map((w) => w.simplified)], random);
    for (const option of options) used.add(option);
    items.push({
      id: `i${items.length}`,
      word: word.simplified,
      answer: word.simplified,
      pinyin: word.pinyin,
      meaning: word.meanings[0],
      ...(word.example ? { example: word.example } : {}),
      prompt: { kind, text: promptText(word, kind) },
      options,
      optionMeanings: options.map((o) => byWord.get(o)!.meanings[0]),
    });
  }
  return items;
}
