import { describe, expect, it } from 'vitest';
import { createRandom } from '../content/random.js';
import { judgeStroke, resample, type CharacterStrokes, type DrawnPoint, type StrokePoint } from './stroke-matcher.js';

// Medians from hanzi-writer-data (its outlines are not needed to judge).
const REN: CharacterStrokes = {
  strokes: [],
  medians: [
    [[483, 736], [508, 702], [511, 678], [473, 552], [408, 416], [328, 303], [271, 244], [144, 139], [72, 95]],
    [[474, 477], [477, 459], [490, 439], [571, 333], [691, 200], [753, 145], [798, 119], [986, 90]],
  ],
};
const DA: CharacterStrokes = {
  strokes: [],
  medians: [
    [[210, 458], [268, 453], [514, 503], [719, 534], [770, 529], [810, 517]],
    [[416, 810], [444, 799], [482, 759], [469, 518], [448, 394], [426, 320], [386, 231], [361, 196], [307, 140], [202, 67], [138, 41]],
    [[486, 430], [500, 393], [576, 284], [660, 182], [722, 118], [774, 77], [953, 42]],
  ],
};

/** A pupil's stroke along a median: 30 points with a wobble of up to `noise` units, 15 ms apart. */
function drawn(median: readonly StrokePoint[], noise: number, seed: string): DrawnPoint[] {
  const random = createRandom(seed);
  return resample(median, 30).map(([x, y], i) => [x + (random() - 0.5) * 2 * noise, y + (random() - 0.5) * 2 * noise, 1_000 + i * 15]);
}

/** A scribble: a zig-zag across the middle of the box. */
const scribble: DrawnPoint[] = Array.from({ length: 20 }, (_, i) => [300 + (i % 2) * 400, 300 + i * 20, i * 15]);

describe.each([
  ['人', REN],
  ['大', DA],
])('judgeStroke on %s', (_, character) => {
  it('matches every stroke drawn right, in order, with a wobble', () => {
    character.medians.forEach((median, i) => {
      for (const seed of ['a', 'b', 'c']) expect(judgeStroke(character, drawn(median, 60, `${seed}${i}`), i)).toEqual({ matched: true });
    });
  });

  it('calls a stroke drawn from its end to its start the wrong direction', () => {
    character.medians.forEach((median, i) => {
      expect(judgeStroke(character, drawn([...median].reverse(), 30, `r${i}`), i)).toEqual({ matched: false, miss: 'direction' });
    });
  });

  it('calls the last stroke drawn first out of order', () => {
    const last = character.medians.length - 1;
    expect(judgeStroke(character, drawn(character.medians[last], 30, 'o'), 0)).toEqual({ matched: false, miss: 'order' });
  });

  it('refuses a scribble, a tap and a stroke far off its place', () => {
    expect(judgeStroke(character, scribble, 0).matched).toBe(false);
    expect(judgeStroke(character, [[500, 500, 0], [502, 501, 20]], 0)).toEqual({ matched: false, miss: 'tooShort' });
    const shifted = drawn(character.medians[0], 0, 's').map(([x, y, t]): DrawnPoint => [x, y - 300, t]);
    expect(judgeStroke(character, shifted, 0)).toEqual({ matched: false, miss: 'shape' });
  });
});

describe('judgeStroke', () => {
  it('has no stroke to match beyond the last', () => {
    expect(judgeStroke(REN, drawn(REN.medians[1], 0, 'x'), 2)).toEqual({ matched: false, miss: 'order' });
  });

  it('does not take a wobble too big for a child as right', () => {
    expect(judgeStroke(DA, drawn(DA.medians[0], 400, 'big'), 0).matched).toBe(false);
  });
});
