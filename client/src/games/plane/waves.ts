/**
 * How the plane battle speeds up: planes come in waves, each wave longer, faster-falling and more
 * crowded than the one before. A pupil who clears the sky gets the next plane sooner.
 */
export interface WavePlan {
  wave: number;
  /** Time a plane takes from the top to the ground. */
  fallMs: number;
  /** Time between two planes while others are still flying. */
  gapMs: number;
  /** Most planes in the sky at once. */
  maxInSky: number;
}

const WAVE_SIZES = [4, 5, 6, 7, 8];
/** Next plane when the sky is empty: just long enough to see the explosion. */
export const EMPTY_SKY_GAP_MS = 500;

export function waveOf(index: number): WavePlan {
  let wave = 0;
  let start = 0;
  while (index >= start + (WAVE_SIZES[wave] ?? 10)) start += WAVE_SIZES[wave++] ?? 10;
  return {
    wave,
    fallMs: Math.max(6_500, 15_000 - wave * 1_500),
    gapMs: Math.max(1_200, 3_200 - wave * 400),
    maxInSky: Math.min(5, 2 + wave),
  };
}
