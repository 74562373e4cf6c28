import { describe, expect, it } from 'vitest';
import { MIN_MS_PER_CHAR } from '../race/constants.js';
import { MIN_PICK_MS, MIN_REACTION_MS, minAnswerGapMs, type TimedAnswer } from './answer-timing.js';
import { BEE_MAX_TRIES_PER_ITEM, GAME_CLOCK_TOLERANCE_MS } from './constants.js';
import { refuseGameLog } from './log-rule.js';

const plane = Array.from({ length: 5 }, (_, i) => ({ id: `i${i}`, answer: 'pengyou' }));
const bee = Array.from({ length: 3 }, (_, i) => ({ id: `i${i}`, answer: `词${i}` }));
const race = [...'我是学生。'].map((answer, i) => ({ id: `c${i}`, answer }));
const open = { elapsedMs: 60_000, late: false };

/** Answers spaced like a child: two seconds apart. */
const spaced = (pairs: [string, string][], gap = 2_000): TimedAnswer[] => pairs.map(([itemId, input], i) => ({ itemId, input, atMs: (i + 1) * gap }));

describe('the minimum time per answer', () => {
  it('asks for reading plus typing or picking (plane), reading plus flying (bee), per character (race)', () => {
    expect(minAnswerGapMs('plane', { itemId: 'i0', input: 'ma', atMs: 0 }, undefined)).toBe(MIN_REACTION_MS + 120);
    expect(minAnswerGapMs('plane', { itemId: 'i0', input: 'zhongguoren', atMs: 0 }, undefined)).toBe(MIN_REACTION_MS + MIN_PICK_MS);
    const first = { itemId: 'i0', input: '词1', atMs: 0 };
    expect(minAnswerGapMs('bee', { itemId: 'i0', input: '词0', atMs: 0 }, first)).toBe(MIN_PICK_MS);
    expect(minAnswerGapMs('bee', { itemId: 'i1', input: '词1', atMs: 0 }, first)).toBe(MIN_REACTION_MS + MIN_PICK_MS);
    expect(minAnswerGapMs('race', { itemId: 'c2', input: '学生', atMs: 0 }, first)).toBe(2 * MIN_MS_PER_CHAR);
  });
});

describe('refusing a log no child could have produced', () => {
  it('accepts an honest log of each game', () => {
    expect(refuseGameLog('plane', plane, spaced([['i0', 'pengyou'], ['i1', 'pengyu'], ['i3', 'pengyou']]), open)).toBeNull();
    expect(refuseGameLog('bee', bee, spaced([['i0', '词1'], ['i0', '词0'], ['i1', '词1']], 800), open)).toBeNull();
    expect(refuseGameLog('race', race, spaced([['c0', '我'], ['c1', '是学'], ['c3', '山'], ['c3', '生'], ['c4', '。']], 500), open)).toBeNull();
    expect(refuseGameLog('plane', plane, [], open)).toBeNull();
  });

  it('refuses every answer correct within one second', () => {
    const burst = plane.map((p, i) => ({ itemId: p.id, input: p.answer, atMs: 100 + i * 150 }));
    expect(refuseGameLog('plane', plane, burst, { elapsedMs: 1_000, late: false })).toBe('gameAnswersTooFast');
    const claimed = plane.map((p, i) => ({ itemId: p.id, input: p.answer, atMs: (i + 1) * 2_000 }));
    expect(refuseGameLog('plane', plane, claimed, { elapsedMs: 1_000, late: false })).toBe('gameLogExceedsElapsed');
  });

  it('allows the clock tolerance and no more', () => {
    const log = spaced([['i0', 'pengyou']], 5_000);
    expect(refuseGameLog('plane', plane, log, { elapsedMs: 5_000 - GAME_CLOCK_TOLERANCE_MS, late: false })).toBeNull();
    expect(refuseGameLog('plane', plane, log, { elapsedMs: 5_000 - GAME_CLOCK_TOLERANCE_MS - 1, late: false })).toBe('gameLogExceedsElapsed');
  });

  it('refuses late finishes, bad times, unknown items, too many answers and repeats', () => {
    expect(refuseGameLog('plane', plane, [], { elapsedMs: 0, late: true })).toBe('gameFinishedLate');
    expect(refuseGameLog('plane', plane, [{ itemId: 'i0', input: 'x', atMs: -5 }], open)).toBe('gameAnswerTimesInvalid');
    expect(refuseGameLog('plane', plane, [{ itemId: 'i0', input: 'x', atMs: 900 }, { itemId: 'i1', input: 'x', atMs: 900 }], open)).toBe('gameAnswerTimesInvalid');
    expect(refuseGameLog('plane', plane, spaced([['i9', 'pengyou']]), open)).toBe('gameUnknownItem');
    expect(refuseGameLog('plane', plane, spaced([['c0', 'pengyou']]), open)).toBe('gameUnknownItem');
    const six = spaced(Array.from({ length: 6 }, (_, i) => [`i${i % 5}`, 'pengyou'] as [string, string]));
    expect(refuseGameLog('plane', plane, six, { elapsedMs: 20_000, late: false })).toBe('gameTooManyAnswers');
    expect(refuseGameLog('plane', plane, spaced([['i0', 'pengyu'], ['i0', 'pengyou']]), open)).toBe('gameItemRepeated');
    expect(refuseGameLog('bee', bee, spaced([['i0', '词0'], ['i0', '词1']]), open)).toBe('gameItemRepeated');
    const beeTries = spaced(Array.from({ length: BEE_MAX_TRIES_PER_ITEM + 1 }, () => ['i1', '词0'] as [string, string]));
    expect(refuseGameLog('bee', bee, beeTries, open)).toBe('gameItemRepeated');
  });

  it('refuses a race commit beyond what was typed', () => {
    expect(refuseGameLog('race', race, spaced([['c0', '我'], ['c2', '学']]), open)).toBe('gameCommitOutOfPlace');
    expect(refuseGameLog('race', race, spaced([['c0', '我是学生。'], ['c5', '。']]), open)).toBe('gameUnknownItem');
  });
});
