import { describe, expect, test } from 'vitest';
import { UnstoredInputs } from './unstored-inputs.js';

describe('commits acknowledged but not yet stored', () => {
  test('kept until an ack says they are stored; after a loss the ones after the stored count go again, in order', () => {
    const unstored = new UnstoredInputs<{ seq: number; text: string }>();
    for (const [seq, text] of [[1, '我'], [2, '们'], [3, '在'], [4, '学']] as const) unstored.sent({ seq, text });
    unstored.stored(2);
    expect(unstored.toResend(2).map((i) => i.text)).toEqual(['在', '学']);
    // The node died after storing 3: only 4 goes again, and stays kept until stored.
    expect(unstored.toResend(3)).toEqual([{ seq: 4, text: '学' }]);
    expect(unstored.toResend(3)).toEqual([{ seq: 4, text: '学' }]);
    unstored.stored(undefined);
    expect(unstored.toResend(4)).toEqual([]);
  });

  test('nothing carries over to a new race', () => {
    const unstored = new UnstoredInputs<{ seq: number }>();
    unstored.sent({ seq: 1 });
    unstored.clear();
    expect(unstored.toResend(0)).toEqual([]);
  });
});
