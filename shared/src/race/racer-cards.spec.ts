import { describe, expect, test } from 'vitest';
import { improvements } from './racer-cards.js';

const row = (userId: number, wpm: number, accuracy = 90, submitted = true) => ({ userId, wpm, accuracy, submitted });

describe('most improved', () => {
  test('typing: the largest WPM gain over the previous race wins; ties share it', () => {
    const previous = new Map([
      [1, { wpm: 20, accuracy: 80, score: 0 }],
      [2, { wpm: 10, accuracy: 80, score: 0 }],
      [3, { wpm: 30, accuracy: 80, score: 0 }],
      [4, { wpm: 15, accuracy: 80, score: 0 }],
    ]);
    const { gains, mostImproved } = improvements(1, [row(1, 25), row(2, 18), row(3, 28), row(4, 23), row(5, 60)], previous);
    expect(Object.fromEntries(gains)).toEqual({ 1: 5, 2: 8, 3: -2, 4: 8 });
    expect(mostImproved).toEqual([2, 4]);
  });

  test('dictionary: accuracy is compared, not the score', () => {
    const previous = new Map([[1, { wpm: 0, accuracy: 50, score: 900 }], [2, { wpm: 0, accuracy: 70, score: 100 }]]);
    expect(improvements(2, [row(1, 0, 60), row(2, 0, 90)], previous).mostImproved).toEqual([2]);
  });

  test('nobody gained, no previous race or nothing submitted: nobody is most improved', () => {
    const previous = new Map([[1, { wpm: 30, accuracy: 90, score: 0 }], [2, { wpm: 5, accuracy: 90, score: 0 }]]);
    const { gains, mostImproved } = improvements(1, [row(1, 30), row(2, 0, 0, false), row(3, 50)], previous);
    expect(Object.fromEntries(gains)).toEqual({ 1: 0 });
    expect(mostImproved).toEqual([]);
  });
});
