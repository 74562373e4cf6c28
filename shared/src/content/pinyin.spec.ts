import { describe, expect, it } from 'vitest';
import { toPinyinKeys, toSpacedToneMarks, toToneMarks } from './pinyin.js';

describe('pinyin', () => {
  it('puts the tone mark on the right vowel', () => {
    expect(toToneMarks('hao3')).toBe('hǎo');
    expect(toToneMarks('dou1')).toBe('dōu');
    expect(toToneMarks('gui4')).toBe('guì');
    expect(toToneMarks('liu2')).toBe('liú');
    expect(toToneMarks('xue2 xiao4')).toBe('xuéxiào');
    expect(toToneMarks('Zhong1 guo2')).toBe('Zhōngguó');
  });

  it('writes ü from CC-CEDICT u: and keeps neutral tones bare', () => {
    expect(toToneMarks('nu:3 er2')).toBe("nǚ'ér");
    expect(toToneMarks('lü4')).toBe('lǜ');
    expect(toToneMarks('peng2 you5')).toBe('péngyou');
    expect(toToneMarks('na3 r5')).toBe('nǎr');
  });

  it('separates syllables that start with a, o or e', () => {
    expect(toToneMarks('Xi1 an1')).toBe("Xī'ān");
    expect(toToneMarks('ke3 ai4')).toBe("kě'ài");
  });

  it('gives spaced marks for display and keyboard keys for typing', () => {
    expect(toSpacedToneMarks('yin2 hang2')).toBe('yín háng');
    expect(toPinyinKeys('nü3 er2')).toBe('nver');
    expect(toPinyinKeys('Zhong1 guo2')).toBe('zhongguo');
  });
});
