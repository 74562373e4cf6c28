import { beforeAll, describe, expect, it } from 'vitest';
import { GRADE_CODES } from '../grades.js';
import { typingTextSchema } from '../contracts/content.js';
import { acceptedKeys } from './accepted-keys.js';
import { GAME_LEVELS } from './levels.js';
import { loadWordBank } from './loader.js';
import { toPinyinKeys } from './pinyin.js';
import { typingMaterial } from './typing.js';
import type { WordBank } from './types.js';

let bank: WordBank;
beforeAll(async () => {
  bank = await loadWordBank();
});

describe('keys pinyin mode accepts per syllable (what a pinyin IME offers the character under)', () => {
  it('accepts both readings of a polyphone, the annotated one first', () => {
    // 还给 huán gěi: an IME offers 还 under huan and hai, 给 under gei and ji (给予 jǐyǔ).
    expect(acceptedKeys(bank, '我把书还给他。', 'wo ba shu huan gei ta')).toEqual([['wo'], ['ba'], ['shu'], ['huan', 'hai'], ['gei', 'ji'], ['ta']]);
    expect(acceptedKeys(bank, '他还没有来', 'ta hai mei you lai')).toEqual([['ta'], ['hai', 'huan'], ['mei', 'mo'], ['you'], ['lai']]);
    expect(acceptedKeys(bank, '长大', 'zhang da')).toEqual([['zhang', 'chang'], ['da', 'dai']]);
    expect(acceptedKeys(bank, '银行', 'yin hang')).toEqual([['yin'], ['hang', 'heng', 'xing']]);
    expect(acceptedKeys(bank, '跑得快', 'pao de kuai')[1]).toEqual(['de', 'dei']);
    expect(acceptedKeys(bank, '都', 'dou')[0]).toEqual(['dou', 'du']);
    expect(acceptedKeys(bank, '了', 'le')[0]).toEqual(['le', 'liao']);
  });

  it('is tone-less: tone sandhi of 一 and 不 and tone-only polyphones change nothing', () => {
    // 一个 yí gè, 不对 bú duì, 一只 yì zhī: the letters are the same whatever the tone.
    expect(acceptedKeys(bank, '一个不对', 'yi ge bu dui')).toEqual([['yi'], ['ge'], ['bu'], ['dui']]);
    expect(acceptedKeys(bank, '一只', 'yi zhi')).toEqual([['yi'], ['zhi']]);
    expect(acceptedKeys(bank, '好', 'hao')).toEqual([['hao']]);
  });

  it('takes erhua as written or as er', () => {
    expect(acceptedKeys(bank, '一会儿', 'yi hui r')[2]).toEqual(['r', 'er']);
  });

  it('leaves out readings only one dictionary gives (no IME offers 听 as yin, 不 as fou, 家 as jie)', () => {
    expect(acceptedKeys(bank, '听不家离', 'ting bu jia li')).toEqual([['ting'], ['bu'], ['jia'], ['li']]);
  });

  it('accepts only its own reading when syllables and characters do not line up', () => {
    expect(acceptedKeys(bank, '还给', 'huan')).toEqual([['huan']]);
  });

  it('offers only CC-CEDICT readings of every character, as typed', () => {
    for (const [char, entry] of Object.entries(bank.characters)) {
      const typed = new Set(entry.readings.map(toPinyinKeys));
      for (const key of entry.imeKeys) expect(typed.has(key), `${char} ${key}`).toBe(true);
    }
  });

  it('lines up every passage and every drawn text of every bucket (the race text contract holds)', () => {
    for (const p of bank.passages) {
      const keys = acceptedKeys(bank, p.text, p.pinyinKeys);
      expect(keys.every((k) => k.length >= 1)).toBe(true);
      expect(keys.map((k) => k[0]).join(' ')).toBe(p.pinyinKeys);
      // Lined up: a passage with a polyphone offers its other readings.
      expect(keys.length, p.id).toBe(p.characterCount);
    }
    for (const gradeCode of GRADE_CODES) {
      for (const level of GAME_LEVELS) {
        for (const text of typingMaterial(bank, { gradeCode, level, mode: 'pinyin', seed: 'contract', count: 10, wordsPerSequence: 8 })) {
          expect(typingTextSchema.safeParse(text).success, text.id).toBe(true);
        }
      }
    }
  });
});
