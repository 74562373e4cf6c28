import { beforeAll, describe, expect, it } from 'vitest';
import { GRADE_CODES } from '../grades.js';
import { drawWords } from './draw.js';
import { GAME_LEVELS } from './levels.js';
import { loadWordBank } from './loader.js';
import { createRandom } from './random.js';
import { typingMaterial } from './typing.js';
import type { WordBank } from './types.js';

let bank: WordBank;
beforeAll(async () => {
  bank = await loadWordBank();
});

describe('seeded drawing', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom('race-42');
    const b = createRandom('race-42');
    const c = createRandom('race-43');
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
  });

  it('draws the same words for a seed and other words for another seed', () => {
    const options = { gradeCode: 3 as const, level: 'intermediate' as const, count: 20 };
    const once = drawWords(bank, { ...options, seed: 'match-7' }).map((w) => w.simplified);
    const again = drawWords(bank, { ...options, seed: 'match-7' }).map((w) => w.simplified);
    const other = drawWords(bank, { ...options, seed: 'match-8' }).map((w) => w.simplified);
    expect(again).toEqual(once);
    expect(other).not.toEqual(once);
    expect(new Set(once).size).toBe(20);
  });

  it('draws only words of the grade code and level asked for', () => {
    for (const gradeCode of GRADE_CODES) {
      for (const level of GAME_LEVELS) {
        const words = drawWords(bank, { gradeCode, level, count: 30, seed: 1 });
        expect(words).toHaveLength(30);
        for (const w of words) expect(w.grades[gradeCode]).toBe(level);
      }
    }
  });
});

describe('typing material', () => {
  it('has texts for every grade code, level and mode, with correct counts', () => {
    for (const gradeCode of GRADE_CODES) {
      for (const level of GAME_LEVELS) {
        for (const mode of ['hanzi', 'pinyin'] as const) {
          const texts = typingMaterial(bank, { gradeCode, level, mode, seed: 'practice', count: 5 });
          expect(texts).toHaveLength(5);
          for (const t of texts) {
            expect(t.target).toBe(mode === 'hanzi' ? t.text : t.pinyinKeys);
            expect(t.characterCount).toBeGreaterThan(0);
            expect(t.pinyinKeys.split(' ')).toHaveLength(t.characterCount);
            expect(t.pinyinLetterCount).toBe(t.pinyinKeys.replace(/ /g, '').length);
          }
        }
      }
    }
  });

  it('is the same for the same seed', () => {
    const options = { gradeCode: 5 as const, level: 'advanced' as const, mode: 'hanzi' as const, count: 6 };
    expect(typingMaterial(bank, { ...options, seed: 9 })).toEqual(typingMaterial(bank, { ...options, seed: 9 }));
  });
});
