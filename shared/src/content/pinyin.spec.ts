import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wordBankPath } from './loader.js';
import { PINYIN_CASES } from './pinyin-cases.js';
import { displayPinyin, toPinyinKeys, toSpacedToneMarks, toToneMarks } from './pinyin.js';

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

describe('passage annotation', () => {
  it(`reads ${PINYIN_CASES.length} hand-checked tricky sentences as a teacher would`, async () => {
    // Written by the content build with the same annotator as the passages (rebuild after a change).
    const file = join(dirname(await wordBankPath()), 'pinyin-check.json');
    const annotated: Record<string, string> = JSON.parse(await readFile(file, 'utf8'));
    expect(PINYIN_CASES.length).toBeGreaterThanOrEqual(100);
    expect(Object.keys(annotated).sort()).toEqual(PINYIN_CASES.map(([text]) => text).sort());
    for (const [text, pinyin] of PINYIN_CASES) expect(annotated[text], text).toBe(pinyin);
  });
});

describe('pinyin on a page', () => {
  it('tone numbers become tone marks wherever they are', () => {
    expect(displayPinyin('you3')).toBe('yǒu');
    expect(displayPinyin('ni3 hao3')).toBe('nǐ hǎo');
    expect(displayPinyin('nv3 er2')).toBe('nǚ ér');
    expect(displayPinyin('lu:4')).toBe('lǜ');
    expect(displayPinyin('ma5')).toBe('ma');
  });
  it('pinyin already marked, and text without tones, stay as they are', () => {
    for (const text of ['shàng', 'yínháng', 'nǚ ér', 'ma', '']) expect(displayPinyin(text)).toBe(text);
  });
});
