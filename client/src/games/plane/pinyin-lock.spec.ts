import { describe, expect, test } from 'vitest';
import { NO_LOCK, pressKey, type LockTarget } from './pinyin-lock';

const planes: LockTarget[] = [
  { itemId: 'i0', answer: 'pengyou', y: 100 },
  { itemId: 'i1', answer: 'pao3', y: 300 },
  { itemId: 'i2', answer: 'ma', y: 200 },
];

function typeKeys(keys: string, targets = planes) {
  let state = NO_LOCK;
  const outcomes = [];
  for (const key of keys) {
    const outcome = pressKey(state, key, targets);
    outcomes.push(outcome);
    state = outcome.state;
  }
  return outcomes;
}

describe('locking onto planes by pinyin', () => {
  test('the first key locks the lowest matching plane', () => {
    const [first] = typeKeys('p');
    expect(first).toEqual({ kind: 'locked', state: { itemId: 'i1', typed: 'p' } });
  });
  test('typing the whole pinyin, tone numbers included, fires at that plane', () => {
    const outcomes = typeKeys('pao3');
    expect(outcomes.at(-1)).toEqual({ kind: 'complete', state: NO_LOCK, itemId: 'i1', input: 'pao3' });
  });
  test('a wrong key breaks the lock, and the next key starts afresh', () => {
    const outcomes = typeKeys('pem');
    expect(outcomes[1]).toEqual({ kind: 'broken', state: NO_LOCK, itemId: 'i1' });
    expect(outcomes[2]).toEqual({ kind: 'locked', state: { itemId: 'i2', typed: 'm' } });
  });
  test('a key no plane starts with locks nothing', () => {
    expect(typeKeys('x')[0]).toEqual({ kind: 'noTarget', state: NO_LOCK });
  });
  test('upper-case keys count as lower case', () => {
    expect(typeKeys('MA').at(-1)).toMatchObject({ kind: 'complete', itemId: 'i2', input: 'ma' });
  });
  test('a lock on a plane that has gone is dropped', () => {
    const outcome = pressKey({ itemId: 'gone', typed: 'pe' }, 'p', planes);
    expect(outcome).toEqual({ kind: 'locked', state: { itemId: 'i1', typed: 'p' } });
  });
});
