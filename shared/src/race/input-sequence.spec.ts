import { describe, expect, test } from 'vitest';
import { applyInput, newRacerProgress } from './racer-progress.js';
import { nextInputSeq } from './input-sequence.js';

const race = { text: '我们一起上学', startAt: 0, endAt: 1_000_000 };

describe('nextInputSeq', () => {
  test('a commit the server never counted: the gap refusal resyncs the client, and typing goes on', () => {
    let progress = newRacerProgress();
    let seq = 0;
    const send = (text: string, at: number) => {
      const result = applyInput(progress, { seq: ++seq, kind: 'insert', text, mode: 'ime' }, at, race);
      if (result.ok) progress = result.progress;
      seq = nextInputSeq(seq, progress.lastSeq, 0);
      return result.ok;
    };
    expect(send('我', 1_000)).toBe(true);
    seq++; // the server shed this one at the door: it never reached the racer's record
    expect(send('们', 2_000)).toBe(false);
    expect(seq).toBe(1);
    expect(send('们', 3_000)).toBe(true);
    expect(progress.typed).toBe('我们');
  });

  test('while other commits are in flight it never steps back, and without a server count it keeps its own', () => {
    expect(nextInputSeq(7, 5, 2)).toBe(7);
    expect(nextInputSeq(7, 9, 1)).toBe(9);
    expect(nextInputSeq(7, undefined, 0)).toBe(7);
    expect(nextInputSeq(7, 5, 0)).toBe(5);
  });
});
