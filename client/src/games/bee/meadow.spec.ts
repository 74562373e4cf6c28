import { describe, expect, test } from 'vitest';
import { FIELD_HEIGHT, FIELD_WIDTH } from '../canvas-text';
import { FLOWER_RADIUS, JAR_AREA, MAX_FLOWERS, layoutMeadow } from './meadow';

describe('bee meadow layout', () => {
  test('flowers never overlap, stay on the field and keep clear of the honey jar', () => {
    // Checked in plain loops and asserted once: an expect per flower pair (about 100,000) took
    // over 5 s on a loaded CI machine.
    const faults: string[] = [];
    for (let count = 1; count <= MAX_FLOWERS; count++) {
      for (let s = 0; s < 200; s++) {
        const seed = `seed${s}:i${count}`;
        const flowers = layoutMeadow(count, seed);
        if (flowers.length !== count) faults.push(`${seed}: ${flowers.length} flowers`);
        for (const [i, a] of flowers.entries()) {
          const onField = a.x - FLOWER_RADIUS >= JAR_AREA.width && a.x + FLOWER_RADIUS <= FIELD_WIDTH && a.y - FLOWER_RADIUS >= 0 && a.y + FLOWER_RADIUS <= FIELD_HEIGHT;
          if (!onField) faults.push(`${seed}: flower ${i} at ${a.x},${a.y} leaves the field or covers the jar`);
          for (const [j, b] of flowers.slice(i + 1).entries()) {
            if (Math.hypot(a.x - b.x, a.y - b.y) < 2 * FLOWER_RADIUS - 1) faults.push(`${seed}: flowers ${i} and ${i + 1 + j} overlap`);
          }
        }
      }
    }
    expect(faults).toEqual([]);
  });

  test('the same prompt grows the same meadow; another prompt a different one', () => {
    expect(layoutMeadow(5, 's:i3')).toEqual(layoutMeadow(5, 's:i3'));
    expect(layoutMeadow(5, 's:i4')).not.toEqual(layoutMeadow(5, 's:i3'));
  });

  test('more flowers than cells is a bug, not a squeeze', () => {
    expect(() => layoutMeadow(MAX_FLOWERS + 1, 's')).toThrow();
  });
});
