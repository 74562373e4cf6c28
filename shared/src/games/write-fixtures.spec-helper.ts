import { createRandom } from '../content/random.js';
import { resample, type CharacterStrokes, type DrawnPoint, type StrokePoint } from './stroke-matcher.js';

// Medians from hanzi-writer-data (its outlines are not needed to judge).
export const REN: CharacterStrokes = {
  strokes: [],
  medians: [
    [[483, 736], [508, 702], [511, 678], [473, 552], [408, 416], [328, 303], [271, 244], [144, 139], [72, 95]],
    [[474, 477], [477, 459], [490, 439], [571, 333], [691, 200], [753, 145], [798, 119], [986, 90]],
  ],
};
export const DA: CharacterStrokes = {
  strokes: [],
  medians: [
    [[210, 458], [268, 453], [514, 503], [719, 534], [770, 529], [810, 517]],
    [[416, 810], [444, 799], [482, 759], [469, 518], [448, 394], [426, 320], [386, 231], [361, 196], [307, 140], [202, 67], [138, 41]],
    [[486, 430], [500, 393], [576, 284], [660, 182], [722, 118], [774, 77], [953, 42]],
  ],
};

/** A pupil's stroke along a median: 30 points with a wobble of up to `noise` units, 15 ms apart. */
export function drawn(median: readonly StrokePoint[], noise: number, seed: string, startMs = 1_000): DrawnPoint[] {
  const random = createRandom(seed);
  return resample(median, 30).map(([x, y], i) => [x + (random() - 0.5) * 2 * noise, y + (random() - 0.5) * 2 * noise, startMs + i * 15]);
}

