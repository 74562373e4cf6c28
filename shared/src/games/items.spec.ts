import { beforeAll, describe, expect, it } from 'vitest';
import { GRADE_CODES } from '../grades.js';
import { GAME_LEVELS } from '../content/levels.js';
import { loadWordBank } from '../content/loader.js';
import { validPinyin } from '../content/pinyin-distractors.js';
import { meaningConflicts } from '../content/questions.js';
import type { WordBank } from '../content/types.js';
import { beeItems } from './bee-items.js';
import { plausibility } from './bee-distractors.js';
import { BEE_OPTIONS_BY_LEVEL, HARE_DEFAULT_CPM, PLANE_OPTIONS, RACE_MIN_CHARS } from './constants.js';
import { planeItems } from './plane-items.js';
import { hareFor, medianCpm, raceItems, racePassage } from './race-items.js';
import { hareFinishMs } from './race-track.js';
import { countHan } from '../content/typing.js';

let bank: WordBank;
beforeAll(async () => {
  bank = await loadWordBank();
});

const every = GRADE_CODES.flatMap((gradeCode) => GAME_LEVELS.map((level) => ({ gradeCode, level })));

describe('plane items', () => {
  it('are reproducible from the seed and differ between seeds', () => {
    const a = planeItems(bank, { gradeCode: 3, level: 'elementary', seed: 's1' });
    expect(planeItems(bank, { gradeCode: 3, level: 'elementary', seed: 's1' })).toEqual(a);
    expect(planeItems(bank, { gradeCode: 3, level: 'elementary', seed: 's2' })).not.toEqual(a);
  });

  it('give three choices with distinct typed forms, exactly one of them the answer, for every grade and level', () => {
    for (const options of every) {
      const items = planeItems(bank, { ...options, seed: 'all' });
      expect(items.length).toBeGreaterThan(20);
      expect(new Set(items.map((i) => i.word)).size).toBe(items.length);
      for (const item of items) {
        expect(item.options).toHaveLength(PLANE_OPTIONS);
        expect(new Set(item.optionAnswers).size).toBe(PLANE_OPTIONS);
        expect(item.optionAnswers.filter((o) => o === item.answer)).toHaveLength(1);
        expect(item.options[item.optionAnswers.indexOf(item.answer)]).toBe(item.pinyin);
        expect(item.answer).toMatch(options.level === 'advanced' ? /^([a-z]+[1-5])+$/ : /^[a-z]+$/);
      }
    }
  });
});

describe('bee items', () => {
  it('never repeat a word in a round and never offer a wrong flower that is also right', () => {
    for (const options of every) {
      const items = beeItems(bank, { ...options, seed: 'round' });
      expect(items.length, JSON.stringify(options)).toBeGreaterThanOrEqual(12);
      const shown = items.flatMap((i) => i.options);
      expect(new Set(shown).size).toBe(shown.length);
      for (const item of items) {
        expect(item.options.filter((o) => o === item.answer)).toHaveLength(1);
        expect(item.options.length).toBeGreaterThanOrEqual(3);
        expect(item.options.length).toBeLessThanOrEqual(BEE_OPTIONS_BY_LEVEL[options.level]);
        const word = bank.words.find((w) => w.simplified === item.word)!;
        for (const option of item.options.filter((o) => o !== item.answer)) {
          const other = bank.words.find((w) => w.simplified === option)!;
          expect(plausibility(word, other), `${item.word} / ${option}`).toBeGreaterThan(0);
          expect(meaningConflicts(word, other)).toBe(false);
          if (item.prompt.kind === 'pinyin' || item.prompt.kind === 'audio') {
            expect([...validPinyin(other)].some((p) => validPinyin(word).has(p))).toBe(false);
          }
        }
      }
    }
  });

  it('give higher-Chinese grade codes Chinese clues with the word blanked, and normal grade codes none', () => {
    const kinds = (gradeCode: 1 | 8) => GAME_LEVELS.flatMap((level) => ['a', 'b', 'c'].flatMap((seed) => beeItems(bank, { gradeCode, level, seed })));
    const clues = kinds(8).filter((i) => i.prompt.kind === 'clue');
    expect(clues.length).toBeGreaterThan(0);
    for (const clue of clues) {
      expect(clue.prompt.text).not.toContain(clue.word);
      expect(clue.prompt.text).toContain('＿');
    }
    expect(kinds(1).some((i) => i.prompt.kind === 'clue')).toBe(false);
    expect(new Set(kinds(1).map((i) => i.prompt.kind))).toEqual(new Set(['meaning', 'pinyin', 'audio']));
  });
});

describe('race passage and hare', () => {
  it('joins graded texts to at least the minimum length; one item per target character', () => {
    for (const options of every) {
      const passage = racePassage(bank, { ...options, seed: 'r' }, 'hanzi');
      expect(countHan(passage.text)).toBeGreaterThanOrEqual(RACE_MIN_CHARS);
      expect(raceItems(passage).map((i) => i.answer).join('')).toBe(passage.text);
    }
    const pinyin = racePassage(bank, { gradeCode: 1, level: 'elementary', seed: 'r' }, 'pinyin');
    expect(pinyin.target).toBe(pinyin.pinyinKeys);
  });

  it('sets the hare from the median so that a pupil at their usual pace wins, and a slower one loses', () => {
    expect(medianCpm([])).toBeNull();
    expect(medianCpm([30, 10, 20, 50, 40])).toBe(30);
    expect(medianCpm([10, 20])).toBe(15);
    for (const level of GAME_LEVELS) {
      const passage = racePassage(bank, { gradeCode: 5, level, seed: 'h' }, 'hanzi');
      const hare = hareFor(passage, { gradeCode: 5, level, seed: 'h', pupilCpm: 40 });
      const length = [...passage.target].length;
      const usualMs = (countHan(passage.text) / 40) * 60_000;
      expect(usualMs).toBeLessThan(hareFinishMs(hare, length));
      expect(usualMs * 1.5).toBeGreaterThan(hareFinishMs(hare, length));
      expect(hare.napAtChar).toBeGreaterThan(0);
      expect(hare.napAtChar).toBeLessThan(length);
    }
    const fresh = hareFor(racePassage(bank, { gradeCode: 1, level: 'elementary', seed: 'h' }, 'hanzi'), { gradeCode: 1, level: 'elementary', seed: 'h', pupilCpm: null });
    expect(fresh.cpm).toBeGreaterThanOrEqual(HARE_DEFAULT_CPM[1]);
  });
});
