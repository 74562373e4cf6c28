import { describe, expect, test } from 'vitest';
import { charCount, isWhole, matchingChars } from './typed-walk.js';

/** The array-based forms these replace, as the judge had them. */
const split = (text: string) => Array.from(text);
const matchingByArray = (typed: string, target: readonly string[]) => split(typed).reduce((n, ch, i) => n + (ch === target[i] ? 1 : 0), 0);
const wholeByArray = (typed: string, target: readonly string[]) => split(typed).length === target.length && split(typed).every((ch, i) => ch === target[i]);

describe('the typed text walked without splitting it', () => {
  const texts = ['', '我们一起去学校', '我们一起去学校上课', '我门一起', 'ni hao', '𠀋𡈽字', '𠀋x字', '\uD83Dx', 'x\uDE00', '我们，学校。', 'abc'];
  const targets = ['我们一起去学校上课', '𠀋𡈽字', 'ni hao', '\uD83Dx', '', 'abc'].map(split);

  test('counts, matches and recognises the whole text exactly as the arrays of characters did', () => {
    for (const typed of texts) {
      expect(charCount(typed)).toBe(split(typed).length);
      for (const target of targets) {
        expect(matchingChars(typed, target)).toBe(matchingByArray(typed, target));
        expect(isWhole(typed, target)).toBe(wholeByArray(typed, target));
      }
    }
  });
});
