import { describe, expect, test } from 'vitest';
import { waveOf } from './waves';

describe('plane waves', () => {
  test('waves grow and speed up', () => {
    expect(waveOf(0).wave).toBe(0);
    expect(waveOf(3).wave).toBe(0);
    expect(waveOf(4).wave).toBe(1);
    expect(waveOf(9).wave).toBe(2);
    const plans = [0, 4, 9, 15, 22, 30].map(waveOf);
    for (let i = 1; i < plans.length; i++) {
      expect(plans[i].fallMs).toBeLessThanOrEqual(plans[i - 1].fallMs);
      expect(plans[i].gapMs).toBeLessThanOrEqual(plans[i - 1].gapMs);
    }
    expect(plans.at(-1)!.fallMs).toBeLessThan(plans[0].fallMs);
  });
});
