import { describe, expect, test } from 'vitest';
import { FIELD_HEIGHT, FIELD_WIDTH } from '../canvas-text';
import { FLOWER_RADIUS, JAR_AREA, MAX_FLOWERS, layoutMeadow } from './meadow';

describe('bee meadow layout', () => {
  test('flowers never overlap, stay on the field and keep clear of the honey jar', () => {
    for (let count = 1; count <= MAX_FLOWERS; count++) {
      for (let s = 0; s < 200; s++) {
        const flowers = layoutMeadow(count, `seed${s}:i${count}`);
        expect(flowers).toHaveLength(count);
        for (const [i, a] of flowers.entries()) {
          expect(a.x - FLOWER_RADIUS).toBeGreaterThanOrEqual(JAR_AREA.width);
          expect(a.x + FLOWER_RADIUS).toBeLessThanOrEqual(FIELD_WIDTH);
          expect(a.y - FLOWER_RADIUS).toBeGreaterThanOrEqual(0);
          expect(a.y + FLOWER_RADIUS).toBeLessThanOrEqual(FIELD_HEIGHT);
          for (const b of flowers.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(2 * FLOWER_RADIUS - 1);
        }
      }
    }
  });

  test('the same prompt grows the same meadow; another prompt a different one', () => {
    expect(layoutMeadow(5, 's:i3')).toEqual(layoutMeadow(5, 's:i3'));
    expect(layoutMeadow(5, 's:i4')).not.toEqual(layoutMeadow(5, 's:i3'));
  });

  test('more flowers than cells is a bug, not a squeeze', () => {
    expect(() => layoutMeadow(MAX_FLOWERS + 1, 's')).toThrow();
  });
});
