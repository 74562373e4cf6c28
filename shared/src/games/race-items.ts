import { countHan, typingMaterial } from '../content/typing.js';
import { createRandom } from '../content/random.js';
import type { WordBank } from '../content/types.js';
import type { GameLevel } from '../content/levels.js';
import type { GradeCode } from '../grades.js';
import { chars } from '../race/racer-progress.js';
import { HARE_DEFAULT_CPM, HARE_MARGIN_BY_LEVEL, HARE_MIN_CPM, HARE_NAP_SHARE, RACE_MIN_CHARS, type RaceMode } from './constants.js';
import type { GameContentOptions } from './plane-items.js';
import type { Hare, RaceItem, RacePassage } from './schemas.js';
import { raceMaxLength } from './race-reading.js';

/** Texts the race may join, more than enough to reach RACE_MIN_CHARS. */
const RACE_TEXTS_DRAWN = 8;

/**
 * The passage of a race: graded passages of the grade code and level in seeded order (word
 * sequences where the bank has too few), joined until it holds RACE_MIN_CHARS Chinese characters.
 */
export function racePassage(bank: WordBank, { gradeCode, level, seed }: GameContentOptions, mode: RaceMode): RacePassage {
  const texts = typingMaterial(bank, { gradeCode, level, mode: 'hanzi', seed: `${seed}:race`, count: RACE_TEXTS_DRAWN });
  const chosen = [];
  for (const text of texts) {
    chosen.push(text);
    if (countHan(chosen.map((t) => t.text).join('')) >= RACE_MIN_CHARS) break;
  }
  // Passages end with their own punctuation; word sequences need a space between them.
  const text = chosen.map((t) => t.text).reduce((all, next) => (/\p{Script=Han}$/u.test(all) ? `${all} ${next}` : all + next));
  const pinyinKeys = chosen.map((t) => t.pinyinKeys).join(' ');
  return {
    id: chosen.map((t) => t.id).join('+'),
    text,
    pinyin: chosen.map((t) => t.pinyin).join(' '),
    pinyinKeys,
    mode,
    target: mode === 'hanzi' ? text : pinyinKeys,
    ...(mode === 'pinyin' ? { acceptedKeys: chosen.flatMap((t) => t.acceptedKeys) } : {}),
  };
}

/**
 * One item per character the pupil may type: the target's, and in pinyin mode as many more as
 * its longer accepted readings need (their answer is '': the reading decides, see race-reading).
 */
export function raceItems(passage: RacePassage): RaceItem[] {
  const target = chars(passage.target);
  return Array.from({ length: Math.max(target.length, raceMaxLength(passage)) }, (_, i) => ({ id: `c${i}`, answer: target[i] ?? '' }));
}

/** The median of the pupil's recent typing CPMs, or null without any. */
export function medianCpm(cpms: readonly number[]): number | null {
  if (cpms.length === 0) return null;
  const sorted = [...cpms].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export interface HareOptions {
  gradeCode: GradeCode;
  level: GameLevel;
  seed: string;
  /** Median Chinese characters per minute of the pupil's last typing results; null for a new pupil. */
  pupilCpm: number | null;
}

/**
 * The hare: the pupil's own speed (or the grade's default) plus the level's margin, turned into
 * characters of the target per minute (pinyin mode types several keys per character). It naps
 * once, at a seeded point between 30% and 70% of the way, for a share of its running time long
 * enough that a pupil who keeps their usual pace crosses the line first.
 */
export function hareFor(passage: RacePassage, { gradeCode, level, seed, pupilCpm }: HareOptions): Hare {
  const random = createRandom(`${seed}:hare`);
  const targetLength = chars(passage.target).length;
  const perCharacter = targetLength / Math.max(1, countHan(passage.text));
  const base = pupilCpm ?? HARE_DEFAULT_CPM[gradeCode];
  const cpm = Math.round(Math.max(HARE_MIN_CPM, base * (1 + HARE_MARGIN_BY_LEVEL[level]) * perCharacter) * 10) / 10;
  const runMs = (targetLength / cpm) * 60_000;
  const [shortest, longest] = HARE_NAP_SHARE;
  return {
    cpm,
    napAtChar: Math.floor(targetLength * (0.3 + 0.4 * random())),
    napMs: Math.round(runMs * (shortest + (longest - shortest) * random())),
  };
}
