import { describe, expect, it } from 'vitest';
import { CLASSROOM_RACE_ID_PATTERN, raceIdFor, raceKindOf } from './race-kind.js';

describe('race kinds by id', () => {
  it('reads back the kind each id was made for', () => {
    expect(raceKindOf(raceIdFor('match', 12))).toBe('match');
    expect(raceKindOf(raceIdFor('classroom', 'a1b2c3d4e5f6'))).toBe('classroom');
    expect(raceKindOf(raceIdFor('practice', '7-1796048813305'))).toBe('practice');
  });

  it('makes classroom ids the invite schema accepts', () => {
    expect(CLASSROOM_RACE_ID_PATTERN.test(raceIdFor('classroom', 'a1b2c3d4e5f6'))).toBe(true);
    expect(CLASSROOM_RACE_ID_PATTERN.test(raceIdFor('practice', 'a1b2c3d4e5f6'))).toBe(false);
  });

  it('knows no kind for an id no race has', () => {
    expect(raceKindOf('3f1c2a9e-0000-4000-8000-000000000000')).toBeUndefined();
    expect(raceKindOf('classic-1')).toBeUndefined();
  });
});
