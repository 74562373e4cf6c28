import { beforeAll, describe, expect, it } from 'vitest';
import { GRADE_CODES } from '../grades.js';
import { isBlockedChinese, isBlockedSense } from './blocklist.js';
import { GAME_LEVELS } from './levels.js';
import { loadWordBank } from './loader.js';
import { dictionaryQuestions, questionsForWord } from './questions.js';
import { typingMaterial } from './typing.js';
import type { WordBank } from './types.js';

let bank: WordBank;
beforeAll(async () => {
  bank = await loadWordBank();
});

describe('blocklist', () => {
  it('recognises blocked words, characters and senses', () => {
    expect(isBlockedChinese('啤酒')).toBe(true);
    expect(isBlockedChinese('杀人')).toBe(true);
    expect(isBlockedChinese('学校')).toBe(false);
    expect(isBlockedSense('Japanese-style self-published comic (esp. an erotic one)')).toBe(true);
    expect(isBlockedSense('breasts')).toBe(true);
    expect(isBlockedSense('(slang) prostitute')).toBe(true);
    expect(isBlockedSense('notebook')).toBe(false);
  });

  it('lets no shipped entry carry a blocked word or sense', () => {
    for (const w of bank.words) {
      expect(isBlockedChinese(w.simplified), w.simplified).toBe(false);
      expect(isBlockedChinese(w.traditional), w.traditional).toBe(false);
      if (w.example) expect(isBlockedChinese(w.example)).toBe(false);
      for (const m of w.meanings) expect(isBlockedSense(m), `${w.simplified}: ${m}`).toBe(false);
    }
    expect(bank.words.find((w) => w.simplified === '小姐')?.meanings.join(' ')).not.toMatch(/prostitute/);
    expect(bank.words.find((w) => w.simplified === '奶奶')?.meanings.join(' ')).not.toMatch(/breast|boob/);
  });

  it('lets no passage or typing text carry a blocked word', () => {
    for (const p of bank.passages) expect(isBlockedChinese(p.text), p.text).toBe(false);
    for (const gradeCode of GRADE_CODES) {
      for (const level of GAME_LEVELS) {
        for (const t of typingMaterial(bank, { gradeCode, level, mode: 'hanzi', seed: 'safety', count: 10 })) {
          for (const piece of t.text.split(' ')) expect(isBlockedChinese(piece), piece).toBe(false);
        }
      }
    }
  });

  it('lets no generated question carry a blocked word or sense', () => {
    const questions = [
      ...bank.words.flatMap((w) => questionsForWord(bank, w, 'safety')),
      ...GRADE_CODES.flatMap((gradeCode) =>
        GAME_LEVELS.flatMap((level) => dictionaryQuestions(bank, { gradeCode, level, count: 20, seed: 'safety' })),
      ),
    ];
    for (const q of questions) {
      for (const text of [q.word, q.phrase ?? '', q.hint ?? '', ...q.options]) {
        if (/\p{Script=Han}/u.test(text) && text !== q.phrase) expect(isBlockedChinese(text), `${q.id}: ${text}`).toBe(false);
        expect(isBlockedSense(text), `${q.id}: ${text}`).toBe(false);
      }
    }
  });
});
