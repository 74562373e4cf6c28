import { describe, expect, it } from 'vitest';
import { loadWordBank } from './loader.js';
import { printedPassagePinyin, printedSpacedPinyin, printedSyllables } from './printed-pinyin.js';
import { pinyinDistractors, validPinyin } from './pinyin-distractors.js';
import { createRandom } from './random.js';
import { phraseSequence } from './typing.js';
import type { WordEntry } from './types.js';

const word = (simplified: string, pinyinNumbered: string) => ({ simplified, pinyinNumbered });

describe("printed pinyin: 不's change before a fourth tone", () => {
  it('changes 不 in a word before a fourth tone only, and leaves neutral readings alone', () => {
    expect(printedSyllables(word('不过', 'bu4 guo4'))).toBe('bu2 guo4');
    expect(printedSpacedPinyin(word('不客气', 'bu4 ke4 qi5'))).toBe('bú kè qi');
    expect(printedSyllables(word('不管', 'bu4 guan3'))).toBe('bu4 guan3');
    expect(printedSyllables(word('对不起', 'dui4 bu5 qi3'))).toBe('dui4 bu5 qi3');
    expect(printedSyllables(word('不', 'bu4'))).toBe('bu4');
  });

  it('changes 不 in a passage where the next character of the same run has a fourth tone', () => {
    expect(printedPassagePinyin('他从来不看手机。', 'tā cóng lái bù kàn shǒu jī')).toBe('tā cóng lái bú kàn shǒu jī');
    expect(printedPassagePinyin('我不去，不是。', 'wǒ bù qù bù shì')).toBe('wǒ bú qù bú shì');
    expect(printedPassagePinyin('我不，去吧。', 'wǒ bù qù ba')).toBe('wǒ bù qù ba');
    expect(printedPassagePinyin('不好。', 'bù hǎo')).toBe('bù hǎo');
  });

  it('is applied where the bank is read: the passage of 从来不看 and the words print bú', async () => {
    const bank = await loadWordBank();
    const passage = bank.passages.find((p) => p.text.includes('从来不看'))!;
    expect(passage.pinyin).toContain('cóng lái bú kàn');
    expect(passage.pinyin).not.toContain('bù kàn');
    const entry = (s: string) => bank.words.find((w) => w.simplified === s) as WordEntry;
    expect(entry('不过').pinyin).toBe('búguò');
    expect(entry('不但').pinyin).toBe('búdàn');
    expect(entry('不管').pinyin).toBe('bùguǎn');
    expect(phraseSequence([entry('不过'), entry('不管')], 'w').pinyin).toBe('bú guò  bù guǎn');
  });

  it('never offers the printed reading as a wrong option of a pinyin question', async () => {
    const bank = await loadWordBank();
    const buguo = bank.words.find((w) => w.simplified === '不过')!;
    expect(validPinyin(buguo)).toContain('búguò');
    for (let seed = 0; seed < 50; seed++) expect(pinyinDistractors(buguo, 3, createRandom(`bu${seed}`))).not.toContain('búguò');
  });
});
