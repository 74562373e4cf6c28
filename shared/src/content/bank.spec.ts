import { beforeAll, describe, expect, it } from 'vitest';
import { GRADE_CODES } from '../grades.js';
import { GAME_LEVELS } from './levels.js';
import { loadWordBank } from './loader.js';
import { countHan } from './typing.js';
import type { WordBank, WordEntry } from './types.js';

let bank: WordBank;
const word = (simplified: string): WordEntry => {
  const found = bank.words.find((w) => w.simplified === simplified);
  if (!found) throw new Error(`${simplified} not in the bank`);
  return found;
};

beforeAll(async () => {
  bank = await loadWordBank();
});

describe('word bank per grade code', () => {
  const sizes = () => GRADE_CODES.map((code) => bank.words.filter((w) => w.grades[code]).length);

  it('gives P1 Normal at least a few hundred words and every higher code more', () => {
    const counts = sizes();
    expect(counts[0]).toBeGreaterThanOrEqual(300);
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThan(counts[i - 1]);
    expect(counts[counts.length - 1]).toBeGreaterThanOrEqual(1200);
  });

  it('makes each higher Chinese code wider than the normal code of its year', () => {
    const counts = sizes();
    for (let i = 0; i < counts.length; i += 2) expect(counts[i + 1]).toBeGreaterThan(counts[i]);
  });

  it('splits every grade code into three levels of similar size', () => {
    for (const code of GRADE_CODES) {
      const total = bank.words.filter((w) => w.grades[code]).length;
      for (const level of GAME_LEVELS) {
        const n = bank.words.filter((w) => w.grades[code] === level).length;
        expect(n).toBeGreaterThanOrEqual(Math.floor(total / 3) - 1);
      }
    }
  });

  it('nests the sets: a word of a lower code stays in every higher one', () => {
    for (const w of bank.words) {
      const codes = GRADE_CODES.filter((c) => w.grades[c]);
      expect(codes.length).toBeGreaterThan(0);
      expect(codes).toEqual(GRADE_CODES.slice(GRADE_CODES.indexOf(codes[0])));
    }
  });

  it('includes the hand-picked Singapore and school words', () => {
    for (const w of ['小贩中心', '咖椰', '组屋', '巴刹', '德士', '学校', '老师', '同学']) {
      expect(word(w).meanings.length).toBeGreaterThan(0);
    }
    expect(word('组屋').meanings[0]).toMatch(/HDB/);
  });
});

describe('entries', () => {
  it('has no duplicate words', () => {
    const seen = new Set(bank.words.map((w) => w.simplified));
    expect(seen.size).toBe(bank.words.length);
  });

  it('resolves polyphonic characters by the word', () => {
    expect(word('银行').pinyin).toBe('yínháng');
    expect(word('长大').pinyin).toBe('zhǎngdà');
    expect(word('长').pinyin).toBe('cháng');
    expect(word('学校').pinyin).toBe('xuéxiào');
    expect(word('重要').pinyin).toBe('zhòngyào');
    expect(word('女儿').pinyin).toBe("nǚ'ér");
  });

  it('keeps neutral tones from CC-CEDICT', () => {
    expect(word('朋友').pinyin).toBe('péngyou');
    expect(word('朋友').pinyinNumbered).toBe('peng2 you5');
    expect(word('东西').pinyin).toBe('dōngxi');
    expect(word('东西').meanings[0]).toBe('thing');
    expect(word('谢谢').pinyin).toBe('xièxie');
  });

  it('gives every entry consistent per-character data and short glosses', () => {
    for (const w of bank.words) {
      const chars = [...w.simplified];
      expect(w.pinyinNumbered.split(' ')).toHaveLength(chars.length);
      expect(w.radicals).toHaveLength(chars.length);
      expect(w.strokeCounts).toHaveLength(chars.length);
      expect(w.strokeCount).toBe(w.strokeCounts.reduce((a, b) => a + b, 0));
      chars.forEach((c, i) => {
        expect(bank.characters[c]?.radical).toBe(w.radicals[i]);
        expect(bank.characters[c]?.strokes).toBe(w.strokeCounts[i]);
      });
      for (const m of w.meanings) expect(m.length).toBeLessThanOrEqual(45);
      if (w.example) expect(w.example).toContain(w.simplified);
    }
    expect(bank.characters['爸'].radical).toBe('父');
    expect(bank.characters['学'].strokes).toBe(8);
  });
});

describe('passages', () => {
  it('count their characters and pinyin letters correctly', () => {
    expect(bank.passages.length).toBeGreaterThanOrEqual(30);
    for (const p of bank.passages) {
      expect(p.characterCount).toBe(countHan(p.text));
      expect(p.pinyinKeys.split(' ')).toHaveLength(p.characterCount);
      expect(p.pinyin.split(' ')).toHaveLength(p.characterCount);
      expect(p.pinyinLetterCount).toBe(p.pinyinKeys.replace(/ /g, '').length);
      expect(p.pinyinKeys).toMatch(/^[a-z ]+$/);
    }
  });

  it('read polyphones, neutral tones and the sandhi of 一 and 不 in running text', () => {
    const friend = bank.passages.find((p) => p.text.startsWith('我有一个新朋友'));
    expect(friend?.pinyin).toContain('yí gè xīn péng you');
    const diligent = bank.passages.find((p) => p.text.startsWith('爸爸说，只要努力'));
    expect(diligent?.pinyin).toContain('jiù yí dìng néng');
    expect(diligent?.pinyinKeys).toContain('jiu yi ding neng');
  });
});
