import { describe, expect, test } from 'vitest';
import { cheerStep, starsFor } from './stars';

describe('stars and cheers', () => {
  test('stars reward care: none without a submission, then 1, 2 at 90% accuracy, 3 at 98%', () => {
    expect(starsFor({ submitted: false, accuracy: 100 })).toBe(0);
    expect(starsFor({ submitted: true, accuracy: 89.9 })).toBe(1);
    expect(starsFor({ submitted: true, accuracy: 90 })).toBe(2);
    expect(starsFor({ submitted: true, accuracy: 98 })).toBe(3);
  });
  test('the cheer moves on with progress', () => {
    expect([0, 1, 45, 80, 100].map(cheerStep)).toEqual([0, 1, 2, 3, 3]);
  });
});
