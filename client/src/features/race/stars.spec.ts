import { describe, expect, test } from 'vitest';
import { cheerStep, dictionaryStars, starsFor } from './stars';

describe('stars and cheers', () => {
  test('stars reward care: none without a submission, then 1, 2 at 90% accuracy, 3 at 98%', () => {
    expect(starsFor({ submitted: false, accuracy: 100 })).toBe(0);
    expect(starsFor({ submitted: true, accuracy: 89.9 })).toBe(1);
    expect(starsFor({ submitted: true, accuracy: 90 })).toBe(2);
    expect(starsFor({ submitted: true, accuracy: 98 })).toBe(3);
  });
  test('dictionary stars count right answers out of every question, not out of those answered', () => {
    expect(dictionaryStars({ submitted: true, correctChars: 1 }, 10)).toBe(1);
    expect(dictionaryStars({ submitted: true, correctChars: 9 }, 10)).toBe(2);
    expect(dictionaryStars({ submitted: true, correctChars: 10 }, 10)).toBe(3);
    expect(dictionaryStars({ submitted: true, correctChars: 0 }, 10)).toBe(1);
    expect(dictionaryStars({ submitted: false, correctChars: 10 }, 10)).toBe(0);
  });
  test('the cheer moves on with progress', () => {
    expect([0, 1, 45, 80, 100].map(cheerStep)).toEqual([0, 1, 2, 3, 3]);
  });
});
