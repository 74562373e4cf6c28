import { describe, expect, test } from 'vitest';
import { DICTIONARY_QUESTION_MS, DICTIONARY_REVEAL_MS, dictionaryAnswerPoints, dictionaryPhase } from './dictionary-rule.js';

describe('dictionary scoring', () => {
  test('full points at once, half at the limit, none when wrong', () => {
    expect(dictionaryAnswerPoints(true, 0)).toBe(1000);
    expect(dictionaryAnswerPoints(true, DICTIONARY_QUESTION_MS / 2)).toBe(750);
    expect(dictionaryAnswerPoints(true, DICTIONARY_QUESTION_MS)).toBe(500);
    expect(dictionaryAnswerPoints(true, DICTIONARY_QUESTION_MS * 3)).toBe(500);
    expect(dictionaryAnswerPoints(false, 10)).toBe(0);
    expect(dictionaryAnswerPoints(true, 3_000)).toBe(900);
  });
  test('the schedule opens each question after the previous reveal', () => {
    const slot = DICTIONARY_QUESTION_MS + DICTIONARY_REVEAL_MS;
    expect(dictionaryPhase(1_000, 3, 1_000)).toMatchObject({ index: 0, phase: 'question' });
    expect(dictionaryPhase(1_000, 3, 1_000 + DICTIONARY_QUESTION_MS + 1)).toMatchObject({ index: 0, phase: 'reveal' });
    expect(dictionaryPhase(1_000, 3, 1_000 + slot)).toMatchObject({ index: 1, phase: 'question', opensAt: 1_000 + slot });
    expect(dictionaryPhase(1_000, 3, 1_000 + 3 * slot)).toMatchObject({ index: 3, phase: 'over' });
  });
});
