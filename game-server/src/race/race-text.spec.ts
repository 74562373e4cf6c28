import { describe, expect, test } from 'vitest';
import { passageEnds, passagesCompleted } from './race-text.js';

describe('passages of a race text, for homework', () => {
  test('each passage ends where the joined text has typed it, spaces inside a passage included', () => {
    // '我们 上学' (5), '好' (1), 'ni hao' (6) joined with spaces: '我们 上学 好 ni hao'
    expect(passageEnds(['我们 上学', '好', 'ni hao'])).toEqual([5, 7, 14]);
  });

  test('a passage counts once the racer has typed it to its end with every character right', () => {
    const text = '我们 上学 好 ni hao';
    const ends = passageEnds(['我们 上学', '好', 'ni hao']).join(',');
    expect(passagesCompleted(ends, '', text)).toBe(0);
    expect(passagesCompleted(ends, '我们 上', text)).toBe(0);
    expect(passagesCompleted(ends, '我们 上学', text)).toBe(1);
    expect(passagesCompleted(ends, '我们 上学 好 ni ha', text)).toBe(2);
    expect(passagesCompleted(ends, text, text)).toBe(3);
    // A wrong character left in a passage: that passage does not count, the others do.
    expect(passagesCompleted(ends, '我门 上学 好 ni hao', text)).toBe(2);
    expect(passagesCompleted('', text, text)).toBe(0);
  });

  test('in pinyin mode a passage typed in other accepted readings counts, and the next starts where the racer is', () => {
    // 'ta hai lai' and 'hai hao' (还 also huan), joined: 'ta hai lai hai hao'
    const text = 'ta hai lai hai hao';
    const ends = passageEnds(['ta hai lai', 'hai hao']).join(',');
    const accepted = [['ta'], ['hai', 'huan'], ['lai'], ['hai', 'huan'], ['hao']];
    expect(passagesCompleted(ends, 'ta huan lai', text, accepted)).toBe(1);
    expect(passagesCompleted(ends, 'ta huan lai huan hao', text, accepted)).toBe(2);
    expect(passagesCompleted(ends, 'ta huan lai hai ha', text, accepted)).toBe(1);
    expect(passagesCompleted(ends, 'ta hxn lai hai hao', text, accepted)).toBe(1);
    // Without accepted keys only the readings as written count.
    expect(passagesCompleted(ends, 'ta huan lai huan hao', text)).toBe(0);
  });
});
