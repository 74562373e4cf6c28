import { describe, expect, it } from 'vitest';
import { judgedText } from './judged-text.js';

// 他还没来: tā hái méi lái; 还 is also typed huan, 没 also mo.
const accepted = [['ta'], ['hai', 'huan'], ['mei', 'mo'], ['lai']];
const judged = (typed: string) => judgedText(accepted, Array.from(typed)).join('');

describe('the text a pinyin-mode racer is judged against', () => {
  it('is the annotated reading until the racer types another one', () => {
    expect(judged('')).toBe('ta hai mei lai');
    expect(judged('ta h')).toBe('ta hai mei lai');
    expect(judged('ta hai mei')).toBe('ta hai mei lai');
  });

  it('follows the reading the racer types, and judges the later syllables from where they are', () => {
    expect(judged('ta hu')).toBe('ta huan mei lai');
    expect(judged('ta huan mo l')).toBe('ta huan mo lai');
    expect(judged('ta huan mei lai')).toBe('ta huan mei lai');
  });

  it('keeps the annotated reading when a wrong key matches no reading better', () => {
    expect(judged('ta hxi')).toBe('ta hai mei lai');
  });

  it('tells apart readings where one is the start of another by the space after it (得 de / dei)', () => {
    const de = [['de', 'dei'], ['hen']];
    expect(judgedText(de, Array.from('de h')).join('')).toBe('de hen');
    expect(judgedText(de, Array.from('dei h')).join('')).toBe('dei hen');
    expect(judgedText([['dei', 'de'], ['hen']], Array.from('de ')).join('')).toBe('de hen');
  });

  it('is the text itself when no syllable has another reading', () => {
    expect(judgedText([['wo'], ['men']], Array.from('wo x')).join('')).toBe('wo men');
  });
});
