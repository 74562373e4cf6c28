import { describe, expect, test } from 'vitest';
import { transition } from './state-machine.js';
import { racePoints, rankRacers, typingScore } from './points-rule.js';
import { isJoinCode, makeJoinCode } from './join-code.js';

describe('race state machine', () => {
  test('follows not started → registered → in progress → calculating → finished', () => {
    let state = transition('notStarted', 'register');
    expect(state).toEqual({ ok: true, state: 'registered' });
    state = transition('registered', 'start');
    expect(state).toEqual({ ok: true, state: 'inProgress' });
    expect(transition('inProgress', 'timeUp')).toEqual({ ok: true, state: 'calculating' });
    expect(transition('calculating', 'resultsWritten')).toEqual({ ok: true, state: 'finished' });
  });
  test('refuses illegal moves with an error instead of throwing', () => {
    expect(transition('notStarted', 'start')).toEqual({ ok: false, error: 'illegalTransition' });
    expect(transition('finished', 'start')).toEqual({ ok: false, error: 'illegalTransition' });
    expect(transition('calculating', 'start')).toEqual({ ok: false, error: 'illegalTransition' });
  });
});

describe('score and points rule', () => {
  test('score weights correct characters by accuracy; no submission scores nothing', () => {
    expect(typingScore({ correctChars: 45, accuracy: 90, submitted: true })).toBe(405);
    expect(typingScore({ correctChars: 45, accuracy: 90, submitted: false })).toBe(0);
  });
  test('points: 1 per 50 score plus podium bonus, capped', () => {
    expect(racePoints(405, 1, true)).toBe(18);
    expect(racePoints(405, 4, true)).toBe(8);
    expect(racePoints(10_000, 1, true)).toBe(50);
    expect(racePoints(0, 1, true)).toBe(0);
  });
  test('ranking breaks ties by earlier finish, then by racer id', () => {
    const ranked = rankRacers([
      { racerId: 3, score: 100, finishedAt: 5_000 },
      { racerId: 1, score: 100, finishedAt: 6_000 },
      { racerId: 2, score: 100, finishedAt: 5_000 },
      { racerId: 4, score: 300, finishedAt: null },
    ]);
    expect(ranked.map((r) => [r.racerId, r.place])).toEqual([[4, 1], [2, 2], [3, 3], [1, 4]]);
  });
  test('join codes use an alphabet without look-alikes', () => {
    const code = makeJoinCode((n) => Uint8Array.from({ length: n }, (_, i) => i * 37));
    expect(isJoinCode(code)).toBe(true);
    expect(isJoinCode('O0I1LX')).toBe(false);
  });
});
