import { beforeAll, describe, expect, it } from 'vitest';
import { GRADE_CODES } from '../grades.js';
import { isBlockedChinese } from './blocklist.js';
import { GAME_LEVELS } from './levels.js';
import { loadWordBank } from './loader.js';
import { bucketCharacters, checkPassage, MAX_ABOVE_SET_SHARE, passageLength, PASSAGES_PER_BUCKET } from './passage-rules.js';
import { passagesFor } from './typing.js';
import type { WordBank } from './types.js';

let bank: WordBank;
beforeAll(async () => {
  bank = await loadWordBank();
});

const buckets = GRADE_CODES.flatMap((gradeCode) => GAME_LEVELS.map((level) => ({ gradeCode, level })));

describe('passages per grade code x level bucket', () => {
  it.each(buckets)('code $gradeCode $level holds its share of passages', ({ gradeCode, level }) => {
    const own = bank.passages.filter((p) => p.gradeCode === gradeCode && p.level === level);
    expect(own.length).toBeGreaterThanOrEqual(PASSAGES_PER_BUCKET);
  });

  it('keeps every passage within its bucket: length, characters of the set, at most 5% above it', () => {
    for (const p of bank.passages) {
      const [min, max] = passageLength(p.gradeCode, p.level);
      expect(p.characterCount, p.text).toBeGreaterThanOrEqual(min);
      expect(p.characterCount, p.text).toBeLessThanOrEqual(max);
      const set = bucketCharacters(bank, p.gradeCode, p.level);
      const above = [...p.text].filter((c) => /\p{Script=Han}/u.test(c) && !set.has(c));
      expect(above.length, `${p.text}: ${above.join('')}`).toBeLessThanOrEqual(Math.floor(p.characterCount * MAX_ABOVE_SET_SHARE));
      expect(checkPassage(bank, p.text, p.gradeCode, p.level).problems, p.text).toEqual([]);
    }
  });

  it('has no duplicates, no blocked words and full-width punctuation only', () => {
    expect(new Set(bank.passages.map((p) => p.text)).size).toBe(bank.passages.length);
    expect(new Set(bank.passages.map((p) => p.id)).size).toBe(bank.passages.length);
    for (const p of bank.passages) {
      expect(isBlockedChinese(p.text), p.text).toBe(false);
      expect(p.text, p.text).not.toMatch(/[,.!?;:()"']/);
      expect(p.text, p.text).toMatch(/[。！？”]$/);
    }
  });

  it('gives a pupil the passages of their own bucket', () => {
    const own = passagesFor(bank, 1, 'elementary');
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((p) => p.gradeCode === 1 && p.level === 'elementary')).toBe(true);
  });

  it('rejects a draft that is too long or uses characters above the set', () => {
    expect(checkPassage(bank, '我是学生。', 1, 'elementary').problems).toContain('4 characters, not 10–30');
    expect(checkPassage(bank, '我们的学校旁边有一个很大的操场。', 1, 'elementary').problems.join()).toMatch(/above the set/);
    expect(checkPassage(bank, '我是新加坡人，我爱新加坡。', 1, 'elementary').problems).toEqual([]);
    expect(checkPassage(bank, '我是新加坡人,我爱新加坡.', 1, 'elementary').problems).toContain('half-width punctuation');
  });
});
