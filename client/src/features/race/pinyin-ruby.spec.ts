import { describe, expect, test } from 'vitest';
import { pinyinAbove } from './pinyin-ruby';

describe('pinyin above each character', () => {
  test('one syllable per Han character across joined passages; punctuation and spaces carry none', () => {
    expect(pinyinAbove('我爱书。 你好', 'wǒ ài shū nǐ hǎo')).toEqual(['wǒ', 'ài', 'shū', null, null, 'nǐ', 'hǎo']);
  });
  test('word sequences (double spaces) line up too', () => {
    expect(pinyinAbove('学校 老师', 'xué xiào  lǎo shī')).toEqual(['xué', 'xiào', null, 'lǎo', 'shī']);
  });
  test('no alignment when the counts differ or the text is pinyin letters: the separate line is shown instead', () => {
    expect(pinyinAbove('我爱', 'wǒ')).toBeNull();
    expect(pinyinAbove('wo ai', 'wǒ ài')).toBeNull();
    expect(pinyinAbove('我', null)).toBeNull();
  });
});
