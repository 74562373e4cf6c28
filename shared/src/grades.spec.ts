import { describe, expect, test } from 'vitest';
import { isForGrade, ownGradeFirst } from './grades.js';

const races = [
  { id: 1, gradeCodes: [5, 6] },
  { id: 2, gradeCodes: [1] },
  { id: 3, gradeCodes: [3] },
  { id: 4, gradeCodes: [1, 2] },
];

describe('races for a pupil’s grade', () => {
  test('only the grades a race is held for may enter it; no grade enters none', () => {
    expect(isForGrade([1, 2], 1)).toBe(true);
    expect(isForGrade([1, 2], 3)).toBe(false);
    expect(isForGrade([1, 2], null)).toBe(false);
    expect(isForGrade([1, 2], undefined)).toBe(false);
  });

  test('the pupil’s grade’s races come first, each group keeping its order', () => {
    expect(ownGradeFirst(races, 1).map((r) => r.id)).toEqual([2, 4, 1, 3]);
    expect(ownGradeFirst(races, 3).map((r) => r.id)).toEqual([3, 1, 2, 4]);
  });

  test('without a grade (a visitor, a parent) the order stays as it was', () => {
    expect(ownGradeFirst(races, null).map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});
