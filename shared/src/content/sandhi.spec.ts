import { describe, expect, it } from 'vitest';
import { joinNumbered, splitNumbered, toSpacedToneMarks } from './pinyin.js';
import { applyToneSandhi } from './sandhi.js';

/** Sandhi of a run of Han characters given their citation readings and word ends. */
function sandhi(text: string, citation: string, wordEnds: number[] = []): string {
  const syllables = applyToneSandhi({ chars: [...text], syllables: splitNumbered(citation), wordEnds: new Set(wordEnds) });
  return toSpacedToneMarks(joinNumbered(syllables));
}

describe('tone sandhi of 一 and 不', () => {
  it('reads 一 as yí before a fourth tone and yì before the others', () => {
    expect(sandhi('一个', 'yi1 ge4')).toBe('yí gè');
    expect(sandhi('一天', 'yi1 tian1')).toBe('yì tiān');
    expect(sandhi('一年', 'yi1 nian2')).toBe('yì nián');
    expect(sandhi('一点', 'yi1 dian3')).toBe('yì diǎn');
  });

  it('keeps yī in numbers, ordinals, dates and at the end of a word', () => {
    expect(sandhi('第一', 'di4 yi1')).toBe('dì yī');
    expect(sandhi('一月', 'yi1 yue4')).toBe('yī yuè');
    expect(sandhi('十一岁', 'shi2 yi1 sui4')).toBe('shí yī suì');
    expect(sandhi('一年级', 'yi1 nian2 ji2')).toBe('yī nián jí');
    expect(sandhi('统一的', 'tong3 yi1 de5', [1])).toBe('tǒng yī de');
    expect(sandhi('一二', 'yi1 er4')).toBe('yī èr');
  });

  it('reads 不 as bú before a fourth tone only', () => {
    expect(sandhi('不是', 'bu4 shi4')).toBe('bú shì');
    expect(sandhi('不好', 'bu4 hao3')).toBe('bù hǎo');
    expect(sandhi('不来', 'bu4 lai2')).toBe('bù lái');
    // 从来不 is one dictionary word; 不 still changes before 看.
    expect(sandhi('从来不看', 'cong2 lai2 bu4 kan4', [2])).toBe('cóng lái bú kàn');
  });

  it('makes 一 and 不 neutral between a doubled word and leaves dictionary neutral tones alone', () => {
    expect(sandhi('看一看', 'kan4 yi1 kan4')).toBe('kàn yi kàn');
    expect(sandhi('是不是', 'shi4 bu4 shi4')).toBe('shì bu shì');
    expect(sandhi('对不起', 'dui4 bu5 qi3')).toBe('duì bu qǐ');
    expect(sandhi('不', 'bu4')).toBe('bù');
  });
});
