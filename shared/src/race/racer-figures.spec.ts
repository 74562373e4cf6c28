import { describe, expect, test } from 'vitest';
import { applyInput, newRacerProgress, type RacerProgress } from './racer-progress.js';
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
});
