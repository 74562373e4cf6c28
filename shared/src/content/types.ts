import type { GradeCode } from '../grades.js';
import type { GameLevel } from './levels.js';

/** One word (or single character) of the graded bank, as stored in shared/data/wordbank.json. */
export interface WordEntry {
  simplified: string;
  traditional: string;
  /** Tone marks, syllables joined as in a dictionary: "yínháng", "péngyou". */
  pinyin: string;
  /** CC-CEDICT style, one syllable per character, tone 5 = neutral: "yin2 hang2". */
  pinyinNumbered: string;
  /** Other readings CC-CEDICT gives for the same characters; never offered as wrong answers. */
  otherReadings?: string[];
  /** Short child-friendly English glosses; the first is the one shown on cards and in questions. */
  meanings: string[];
  /** Radical of each character, school convention (爸 → 父). */
  radicals: string[];
  /** Stroke count of each character. */
  strokeCounts: number[];
  /** Total strokes of the word. */
  strokeCount: number;
  /** 1 = most frequent: HSK 1 words first, each HSK level in frequency order, then Singapore words. */
  frequencyRank: number;
  /** HSK 2.0 level 1–4, or 0 for the hand-picked Singapore and school words. */
  hsk: number;
  /** The level of this word in every grade code whose set holds it. */
  grades: Partial<Record<GradeCode, GameLevel>>;
  /** A common phrase using the word, from the bank itself (学 → 学校). */
  example?: string;
  tags?: string[];
}

/** Per-character facts for radical and stroke questions. */
export interface CharacterEntry {
  radical: string;
  strokes: number;
  /** Every CC-CEDICT reading of the character, numbered, lower case. */
  readings: string[];
  /**
   * The keys a pinyin IME offers the character under, as pinyin mode types them (no tones, ü as v):
   * the readings CC-CEDICT and pinyin-pro both give (还: hai, huan).
   */
  imeKeys: string[];
  /** Unihan's Kangxi radical where it differs (问: 门 here, 口 in Kangxi); never a wrong option. */
  otherRadicals?: string[];
  /** Unihan's stroke count where it differs; never a wrong option. */
  otherStrokeCounts?: number[];
}

export type TypingMode = 'hanzi' | 'pinyin';

/** A hand-written passage graded by the characters it uses. */
export interface Passage {
  id: string;
  /** The lowest grade code whose words cover every character of the passage. */
  gradeCode: GradeCode;
  level: GameLevel;
  text: string;
  /** Spaced tone-marked pinyin, one syllable per character. */
  pinyin: string;
  /** What is typed in pinyin mode: letters without tones, ü as v, one syllable per space. */
  pinyinKeys: string;
  /** Chinese characters in text (punctuation not counted). */
  characterCount: number;
  /** Letters in pinyinKeys (spaces not counted). */
  pinyinLetterCount: number;
}

export interface WordBank {
  version: number;
  words: WordEntry[];
  characters: Record<string, CharacterEntry>;
  passages: Passage[];
}
