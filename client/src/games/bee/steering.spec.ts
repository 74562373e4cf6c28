import { describe, expect, test } from 'vitest';
import { MIN_PICK_MS, MIN_REACTION_MS } from '@learnstar/shared';
import { FIELD_WIDTH } from '../canvas-text';
import { FLOWER_RADIUS } from './meadow';
import { BEE_SPEED, BUZZ_BACK_DISTANCE, LANDING_RADIUS, buzzBackTo, flightMs, flowerTapped, flowerUnder, pickWaitMs, steer } from './steering';

const none = { left: false, right: false, up: false, down: false };

describe('bee steering', () => {
  test('keys move the bee at one speed, diagonals included, and never off the field', () => {
    expect(steer({ x: 100, y: 100 }, none, 100)).toEqual({ x: 100, y: 100 });
    expect(steer({ x: 100, y: 100 }, { ...none, right: true }, 100)).toEqual({ x: 100 + BEE_SPEED * 100, y: 100 });
    const diagonal = steer({ x: 100, y: 100 }, { ...none, left: true, up: true }, 100);
    expect(Math.hypot(diagonal.x - 100, diagonal.y - 100)).toBeCloseTo(BEE_SPEED * 100);
    expect(diagonal.x).toBeLessThan(100);
    expect(steer({ x: FIELD_WIDTH - 30, y: 100 }, { ...none, right: true }, 1000).x).toBeLessThan(FIELD_WIDTH);
    expect(steer({ x: 100, y: 100 }, { ...none, left: true, right: true }, 100)).toEqual({ x: 100, y: 100 });
  });

  test('a tap goes to the nearest flower whose petals or word it touches, and to none on open meadow', () => {
    // As close as the meadow ever grows two flowers.
    const flowers = [{ x: 300, y: 200 }, { x: 300 + 2 * FLOWER_RADIUS, y: 200 }];
    expect(flowerTapped({ x: 300, y: 200 }, flowers)).toBe(0);
    expect(flowerTapped({ x: 355, y: 200 }, flowers)).toBe(0);
    expect(flowerTapped({ x: 370, y: 200 }, flowers)).toBe(1);
    expect(flowerTapped({ x: 300 - FLOWER_RADIUS, y: 200 }, flowers)).toBe(0);
    expect(flowerTapped({ x: 300, y: 200 + FLOWER_RADIUS + 1 }, flowers)).toBe(-1);
    expect(flowerTapped({ x: 300, y: 200 }, [])).toBe(-1);
  });

  test('the bee is on a flower only near its middle', () => {
    const flowers = [{ x: 300, y: 200 }, { x: 600, y: 200 }];
    expect(flowerUnder({ x: 600 + LANDING_RADIUS - 1, y: 200 }, flowers)).toBe(1);
    expect(flowerUnder({ x: 300 + LANDING_RADIUS + 1, y: 200 }, flowers)).toBe(-1);
  });

  test('a wrong flower sends the bee back the way it came, on the field; from dead centre, to the left', () => {
    expect(buzzBackTo({ x: 500, y: 200 }, { x: 400, y: 200 })).toEqual({ x: 400 + BUZZ_BACK_DISTANCE, y: 200 });
    const fromCentre = buzzBackTo({ x: 400, y: 200 }, { x: 400, y: 200 });
    expect(fromCentre.x).toBeCloseTo(400 - BUZZ_BACK_DISTANCE);
    expect(fromCentre.y).toBeCloseTo(200);
    const nearEdge = buzzBackTo({ x: FIELD_WIDTH - 5, y: 10 }, { x: FIELD_WIDTH - 50, y: 60 });
    expect(nearEdge.x).toBeLessThan(FIELD_WIDTH);
    expect(nearEdge.y).toBeGreaterThan(0);
  });

  test('a tapped flower takes the flight time, at least the floor', () => {
    expect(flightMs({ x: 0, y: 0 }, { x: 450, y: 0 }, MIN_PICK_MS)).toBe(1000);
    expect(flightMs({ x: 0, y: 0 }, { x: 10, y: 0 }, MIN_PICK_MS)).toBe(MIN_PICK_MS);
  });

  test('a flower counts only after the server floor: reading and flying for a new prompt, flying for another try', () => {
    expect(pickWaitMs('i0', undefined, 0)).toBeGreaterThanOrEqual(MIN_REACTION_MS + MIN_PICK_MS);
    expect(pickWaitMs('i1', 'i0', 0)).toBeGreaterThanOrEqual(MIN_REACTION_MS + MIN_PICK_MS);
    expect(pickWaitMs('i1', 'i1', 0)).toBeGreaterThanOrEqual(MIN_PICK_MS);
    expect(pickWaitMs('i1', 'i1', 0)).toBeLessThan(MIN_REACTION_MS + MIN_PICK_MS);
    expect(pickWaitMs('i1', 'i0', 5_000)).toBe(0);
  });
});
