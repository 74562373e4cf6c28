import { describe, expect, test } from 'vitest';
import { dictionaryResultFigures } from './dictionary-figures.js';

describe('a dictionary result’s figures', () => {
  test('right answers, questions answered, and the seconds the answers took', () => {
    const detail = { answers: { 0: { option: 1, correct: true, ms: 2_340, points: 8 }, 2: { option: 0, correct: false, ms: 4_010, points: 0 } }, autoSubmitted: false };
    expect(dictionaryResultFigures({ correctChars: 1, completed: 2, detail })).toEqual({ right: 1, answered: 2, seconds: 6.4 });
  });

  test('a result with no answers (or an older one without detail) took no time', () => {
    expect(dictionaryResultFigures({ correctChars: 0, completed: 0, detail: null })).toEqual({ right: 0, answered: 0, seconds: 0 });
    expect(dictionaryResultFigures({ correctChars: 0, completed: 0, detail: { answers: { 0: { ms: 'x' } } } })).toEqual({ right: 0, answered: 0, seconds: 0 });
  });
});
