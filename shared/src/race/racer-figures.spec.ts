import { describe, expect, test } from 'vitest';
import { applyInput, foldInput, newRacerProgress, type RacerProgress } from './racer-progress.js';
import { racerFigures } from './racer-figures.js';

const race = { text: '我们在学校学习中文', startAt: 1_000, endAt: 61_000 };

/** racerFigures keeps each progress object's standing in the text (see standingOf): never stale. */
describe('racer figures worked out once per progress', () => {
  test('asked again, the same figures; the elapsed time still moves with `now`', () => {
    const applied = applyInput(newRacerProgress(), { seq: 1, kind: 'insert', text: '我们在', mode: 'ime' }, 4_000, race);
    if (!applied.ok) throw new Error('refused');
    const first = racerFigures(applied.progress, race, 7_000);
    expect(racerFigures(applied.progress, race, 7_000)).toEqual(first);
    expect(first).toMatchObject({ position: 3, correctChars: 3, cpm: 30 });
    expect(racerFigures(applied.progress, race, 13_000).cpm).toBe(15);
  });

  test('a progress object changed in place, or judged against another text, is worked out again', () => {
    const progress: RacerProgress = { ...newRacerProgress(), typed: '我们', typedChars: 2, correctKeystrokes: 2 };
    expect(racerFigures(progress, race, 7_000)).toMatchObject({ position: 2, correctChars: 2 });
    progress.typed = '我们在学';
    expect(racerFigures(progress, race, 7_000)).toMatchObject({ position: 4, correctChars: 4 });
    expect(racerFigures(progress, { ...race, text: '我们不在家' }, 7_000)).toMatchObject({ position: 4, correctChars: 2 });
  });

  test('the kept standing stays out of JSON and copies; a frozen progress is worked out each time', () => {
    const progress: RacerProgress = { ...newRacerProgress(), typed: '我们', typedChars: 2, correctKeystrokes: 2 };
    racerFigures(progress, race, 7_000);
    expect(JSON.parse(JSON.stringify(progress))).toEqual(JSON.parse(JSON.stringify({ ...newRacerProgress(), typed: '我们', typedChars: 2, correctKeystrokes: 2 })));
    const copy = { ...progress, typed: '我们在学' };
    expect(racerFigures(copy, race, 7_000)).toMatchObject({ position: 4, correctChars: 4 });
    expect(racerFigures(progress, race, 7_000)).toMatchObject({ position: 2, correctChars: 2 });
    const frozen = Object.freeze({ ...newRacerProgress(), typed: '我们在', typedChars: 3, correctKeystrokes: 3 });
    expect(racerFigures(frozen, race, 7_000)).toMatchObject({ position: 3, correctChars: 3 });
    expect(racerFigures(frozen, race, 7_000)).toMatchObject({ position: 3, correctChars: 3 });
  });

  test('moved on commit by commit, the standing equals one worked out afresh: right, wrong, deleted, past the end, surrogate pairs', () => {
    // A text with a character outside the BMP (two UTF-16 units), typed right and wrong.
    const text = '我们在𠀋学校学习中文';
    const window = { text, startAt: 0, endAt: 10_000_000 };
    const pool = [...Array.from(text), '你', '𠀀', 'a'];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const progress = newRacerProgress();
    let now = 0;
    for (let seq = 1; seq <= 400; seq++) {
      now += 2_000;
      const typedChars = Array.from(progress.typed);
      const insert = random(3) > 0;
      // Mostly the next character of the text; sometimes one from the pool (right elsewhere, wrong, a pair).
      const next = random(4) > 0 ? (Array.from(text)[typedChars.length] ?? '文') : pool[random(pool.length)];
      const input = insert ? { seq, kind: 'insert' as const, text: random(5) ? next : next + pool[random(pool.length)], mode: 'ime' as const } : { seq, kind: 'delete' as const, count: 1 + random(3) };
      if (!foldInput(progress, input, now, window).ok) throw new Error(`refused at ${seq}`);
      // A spread copy has no kept standing: it is worked out from scratch.
      expect(racerFigures(progress, window, now)).toEqual(racerFigures({ ...progress }, window, now));
    }
  });

  test('a commit that completes a pair begun by a lone half in the commit before is worked out afresh', () => {
    const window = { text: '我𠀋们', startAt: 0, endAt: 10_000_000 };
    const progress = newRacerProgress();
    const halves = ['我', '\ud840', '\udc0b', '们'];
    halves.forEach((text, i) => {
      if (!foldInput(progress, { seq: i + 1, kind: 'insert', text, mode: 'ime' }, (i + 1) * 2_000, window).ok) throw new Error('refused');
      expect(racerFigures(progress, window, 10_000)).toEqual(racerFigures({ ...progress }, window, 10_000));
    });
    expect(racerFigures(progress, window, 10_000)).toMatchObject({ position: 3 });
  });
});
