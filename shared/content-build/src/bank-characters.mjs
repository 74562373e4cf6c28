// Each word's characters (radical, strokes, readings, IME keys), its grade levels, and for a
// one-character word an example word that uses it in the same reading.
import { imeKeys, normalizeReading } from './readings.mjs';
import { assignLevels, difficulty, entryGradeCode } from './grading.mjs';

/** @returns {{ characters: Record<string, object>, list: object[] }} the characters and the graded words */
export function gradeWords(words, cedict, characterInfo) {
  const characters = {};
  for (const w of words.values()) {
    for (const char of w.simplified) {
      if (!characters[char]) characters[char] = describeCharacter(char, cedict, characterInfo(char));
    }
    const chars = [...w.simplified];
    w.radicals = chars.map((c) => characters[c].radical);
    w.strokeCounts = chars.map((c) => characters[c].strokes);
    w.strokeCount = w.strokeCounts.reduce((a, b) => a + b, 0);
    w.entryCode = entryGradeCode(w);
    w.difficulty = difficulty(w, w.levelSize);
    w.grades = {};
  }
  const list = [...words.values()];
  assignLevels(list);
  for (const w of list) {
    if (w.simplified.length !== 1) continue;
    const example = exampleFor(w, list);
    if (example) w.example = example.simplified;
  }
  return { characters, list };
}

function describeCharacter(char, cedict, info) {
  const readings = [...new Set((cedict.get(char) ?? [])
    .filter((e) => e.pinyin[0] === e.pinyin[0].toLowerCase())
    .map((e) => normalizeReading(e.pinyin)))];
  // Where Unihan's Kangxi convention disagrees with the school one, the other answer is
  // recorded so that a question never offers it as a wrong option.
  return {
    radical: info.radical,
    strokes: info.strokes,
    readings,
    imeKeys: imeKeys(char, readings),
    ...(info.unihanRadical && info.unihanRadical !== info.radical ? { otherRadicals: [info.unihanRadical] } : {}),
    ...(info.unihanStrokes && info.unihanStrokes !== info.strokes ? { otherStrokeCounts: [info.unihanStrokes] } : {}),
  };
}

/**
 * The example must use the character in the same reading (长 cháng → 很长, not 长大 zhǎngdà).
 * Prefer a word the pupil meets no later than the character, then the most frequent.
 */
function exampleFor(w, list) {
  const own = w.pinyinNumbered.toLowerCase();
  const toneless = (syllable) => syllable.replace(/[1-5]$/, '');
  const sameReading = (o) => {
    const syllables = o.pinyinNumbered.toLowerCase().split(' ');
    return [...o.simplified].some((c, i) => c === w.simplified && (syllables[i] === own
      || ((syllables[i].endsWith('5') || own.endsWith('5')) && toneless(syllables[i]) === toneless(own))));
  };
  return list
    .filter((o) => o.simplified.length > 1 && sameReading(o))
    .sort((a, b) => Number(a.entryCode > w.entryCode) - Number(b.entryCode > w.entryCode) || a.frequencyRank - b.frequencyRank)[0];
}
