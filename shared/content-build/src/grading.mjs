// The grading proxy of CONTENT-SOURCES.md (no MOE list is published): P1–P2 from HSK 1–2,
// P3–P4 add HSK 3, Higher Chinese adds HSK 4. Each grade code holds every word of the codes
// below it plus a slice of the next HSK level (taken in frequency order), so every code has
// more words than the one before and a higher code is wider than the normal one of its year.
import { GAME_LEVELS } from '../../dist/content/levels.js';
import { GRADE_CODES } from '../../dist/grades.js';

/** [hsk level, words of that level (in frequency order) that enter by this grade code] */
const ENTRY_RULES = [
  { code: 1, hsk: 2, upTo: Infinity }, // HSK 1 and 2 complete
  { code: 2, hsk: 3, upTo: 100 },
  { code: 3, hsk: 3, upTo: 160 },
  { code: 4, hsk: 3, upTo: 240 },
  { code: 5, hsk: 3, upTo: Infinity },
  { code: 6, hsk: 4, upTo: 150 },
  { code: 7, hsk: 4, upTo: 300 },
  { code: 8, hsk: 4, upTo: Infinity },
];

/** Singapore word bands → the grade code where they enter. */
const BAND_ENTRY = { 1: 1, 2: 1, 3: 2, 4: 6 };

/**
 * @param {{ hsk: number, position: number, band?: number }} word position = index in its HSK level
 * @returns {number} the first grade code whose set holds the word
 */
export function entryGradeCode(word) {
  if (word.hsk === 0) return BAND_ENTRY[word.band];
  if (word.hsk <= 2) return 1;
  const rule = ENTRY_RULES.find((r) => r.hsk === word.hsk && word.position < r.upTo);
  return rule.code;
}

/** 0 ≤ difficulty < 4: HSK level then frequency; Singapore words sit mid-band. */
export function difficulty(word, levelSize) {
  if (word.hsk === 0) return word.band - 1 + 0.5;
  return word.hsk - 1 + word.position / levelSize;
}

/**
 * Splits each grade code's set into thirds by difficulty.
 * @param {{ entryCode: number, difficulty: number, frequencyRank: number, grades: object }[]} words
 */
export function assignLevels(words) {
  for (const code of GRADE_CODES) {
    const set = words
      .filter((w) => w.entryCode <= code)
      .sort((a, b) => a.difficulty - b.difficulty || a.frequencyRank - b.frequencyRank);
    set.forEach((w, i) => {
      w.grades[code] = GAME_LEVELS[Math.floor((i * GAME_LEVELS.length) / set.length)];
    });
  }
}
