import { describe, expect, test } from 'vitest';
import { countdownParts, msUntilNextState, promotionState } from './state-rule.js';

const startsAt = new Date('2026-03-02T01:00:00.000Z');
const endsAt = new Date('2026-03-09T10:00:00.000Z');
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('promotion state by the server clock', () => {
  test.each([
    ['one second before the start', at(startsAt, -1000), 'notStarted'],
    ['one millisecond before the start', at(startsAt, -1), 'notStarted'],
    ['at the start', startsAt, 'inProgress'],
    ['one second after the start', at(startsAt, 1000), 'inProgress'],
    ['one second before the end', at(endsAt, -1000), 'inProgress'],
    ['at the end', endsAt, 'ended'],
    ['one second after the end', at(endsAt, 1000), 'ended'],
  ] as const)('%s → %s', (_, now, expected) => {
    expect(promotionState(startsAt, endsAt, now)).toBe(expected);
  });

  test('the countdown runs to the start, then to the end, then stops', () => {
    expect(msUntilNextState(startsAt, endsAt, at(startsAt, -90_000))).toBe(90_000);
    expect(msUntilNextState(startsAt, endsAt, startsAt)).toBe(endsAt.getTime() - startsAt.getTime());
    expect(msUntilNextState(startsAt, endsAt, at(endsAt, -1000))).toBe(1000);
    expect(msUntilNextState(startsAt, endsAt, at(endsAt, 5000))).toBe(0);
  });
});

describe('countdown parts', () => {
  test('days, hours, minutes and seconds, rounded up to the whole second', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
