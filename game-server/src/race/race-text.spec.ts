import { describe, expect, test } from 'vitest';
import { passageEnds, passagesCompleted } from './race-text.js';

describe('passages of a race text, for homework', () => {
  test('each passage ends where the joined text has typed it, spaces inside a passage included', () => {
    // '我们 上学' (5), '好' (1), 'ni hao' (6) joined with spaces: '我们 上学 好 ni hao'
    expect(passageEnds(['我们 上学', '好', 'ni hao'])).toEqual([5, 7, 14]);
  });

  test('a passage counts once the racer is at its end', () => {
    expect(passagesCompleted('5,7,14', 0)).toBe(0);
    expect(passagesCompleted('5,7,14', 4)).toBe(0);
    expect(passagesCompleted('5,7,14', 5)).toBe(1);
    expect(passagesCompleted('5,7,14', 13)).toBe(2);
    expect(passagesCompleted('5,7,14', 14)).toBe(3);
    expect(passagesCompleted('', 40)).toBe(0);
  });
});
