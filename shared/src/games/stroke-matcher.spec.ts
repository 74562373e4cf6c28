import { describe, expect, it } from 'vitest';
import { judgeStroke, type CharacterStrokes, type DrawnPoint } from './stroke-matcher.js';
import { DA, REN, drawn } from './write-fixtures.spec-helper.js';

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
  it('tells the way of a short stroke (a dot drawn backwards stays near its median)', () => {
    const dot: CharacterStrokes = { strokes: [], medians: [[[480, 560], [520, 520], [550, 470]], ...REN.medians] };
    expect(judgeStroke(dot, drawn(dot.medians[0], 10, 'dot'), 0)).toEqual({ matched: true });
    expect(judgeStroke(dot, drawn([...dot.medians[0]].reverse(), 10, 'dot'), 0)).toEqual({ matched: false, miss: 'direction' });
  });

  it('has no stroke to match beyond the last', () => {
    expect(judgeStroke(REN, drawn(REN.medians[1], 0, 'x'), 2)).toEqual({ matched: false, miss: 'order' });
  });

  it('does not take a wobble too big for a child as right', () => {
    expect(judgeStroke(DA, drawn(DA.medians[0], 400, 'big'), 0).matched).toBe(false);
  });
});
