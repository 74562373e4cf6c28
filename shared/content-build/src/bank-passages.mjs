// Each passage is written for its grade code x level bucket and checked against the bucket's
// rules (length, characters of the set); running text gets the annotator's pinyin with sandhi.
import { readPassages } from './passages.mjs';
import { isBlockedChinese } from '../../dist/content/blocklist.js';
import { splitNumbered, toPinyinKeys, toSpacedToneMarks } from '../../dist/content/pinyin.js';
import { checkPassage } from '../../dist/content/passage-rules.js';

export function buildPassages(list, annotate) {
  const seen = new Set();
  return readPassages().map(({ id, gradeCode, level, text }) => {
    if (isBlockedChinese(text)) throw new Error(`blocked passage ${id} ${text}`);
    if (seen.has(text)) throw new Error(`duplicate passage ${id} ${text}`);
    seen.add(text);
    const { problems, length } = checkPassage({ words: list }, text, gradeCode, level);
    if (problems.length) throw new Error(`passage ${id} ${text}: ${problems.join('; ')}`);
    const numbered = annotate(text);
    const pinyinKeys = splitNumbered(numbered).map((s) => toPinyinKeys(`${s.base}${s.tone}`)).join(' ');
    return {
      id,
      gradeCode,
      level,
      text,
      pinyin: toSpacedToneMarks(numbered),
      pinyinKeys,
      characterCount: length,
      pinyinLetterCount: pinyinKeys.replace(/ /g, '').length,
    };
  });
}
