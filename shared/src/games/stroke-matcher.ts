/**
 * Judges one hand-drawn stroke against a character's stroke data (hanzi-writer-data's format: SVG
 * outlines and medians in a 1024-unit box, y pointing up, baseline at y = -124). The page and the
 * API both call it, so a stroke the page showed as right is right on the server too.
 *
 * The idea, as hanzi-writer's matcher has it (start and end, direction, length, shape), written our
 * own way: both lines are resampled to the same number of points spaced evenly along their length,
 * so point i of the drawing should lie near point i of the median. The mean distance between those
 * pairs measures shape and direction at once (a reversed stroke pairs its start with the median's
 * end); the ends are checked on their own, because a child's wobble in the middle matters less than
 * starting in the right place. Order: a stroke that fits a later stroke better than the expected one
 * was written out of order.
 */

/** [x, y] in the data's 1024 box. */
export type StrokePoint = readonly [number, number];
/** [x, y, t]: the data's box, and ms since the session started on the page's clock. */
export type DrawnPoint = readonly [number, number, number];

export interface CharacterStrokes {
  /** SVG outlines, for drawing only. */
  strokes: string[];
  /** Each stroke's centre line from its start to its end. */
  medians: StrokePoint[][];
}

export type StrokeMiss = 'tooShort' | 'shape' | 'direction' | 'order';
export type StrokeJudgement = { matched: true } | { matched: false; miss: StrokeMiss };

/** Points compared along each line. */
const SAMPLES = 24;
/**
 * Mean distance (1024 box) between paired points of a right stroke. A child's finger on a 300 px
 * grid wobbles 20–30 px (70–100 units) around the line; 150 leaves room for that and a sloppy
 * curve while a stroke in another place or of another shape stays well above it.
 */
export const STROKE_MAX_MEAN_DISTANCE = 150;
/** How far the drawn stroke may start or end from the median's ends. */
export const STROKE_MAX_END_DISTANCE = 220;
/** A drawn stroke shorter than this share of the median (less a dot's allowance) is a tap, not a stroke. */
const MIN_LENGTH_SHARE = 0.4;
const DOT_ALLOWANCE = 40;
/** Another stroke must fit this much better (mean distance) to count as the one drawn. */
const ORDER_MARGIN = 20;

const distance = (a: StrokePoint, b: StrokePoint) => Math.hypot(a[0] - b[0], a[1] - b[1]);

export function lineLength(points: readonly StrokePoint[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distance(points[i - 1], points[i]);
  return total;
}

/** `count` points spaced evenly along the line, its ends included. */
export function resample(points: readonly StrokePoint[], count = SAMPLES): StrokePoint[] {
  const total = lineLength(points);
  if (points.length < 2 || total === 0) return Array.from({ length: count }, () => points[0]);
  const step = total / (count - 1);
  const out: StrokePoint[] = [points[0]];
  let segment = 1;
  let walked = 0;
  for (let i = 1; i < count - 1; i++) {
    const target = i * step;
    while (segment < points.length - 1 && walked + distance(points[segment - 1], points[segment]) < target) {
      walked += distance(points[segment - 1], points[segment]);
      segment++;
    }
    const [a, b] = [points[segment - 1], points[segment]];
    const part = distance(a, b);
    const share = part === 0 ? 0 : (target - walked) / part;
    out.push([a[0] + (b[0] - a[0]) * share, a[1] + (b[1] - a[1]) * share]);
  }
  out.push(points[points.length - 1]);
  return out;
}

/**
 * Mean cosine between the paired segments of two lines resampled alike: 1 drawn the same way, −1
 * the other way. Distances alone cannot tell the way of a short stroke (a dot reversed stays near
 * its median), so the way is checked on its own.
 */
function meanCosine(a: readonly StrokePoint[], b: readonly StrokePoint[]): number {
  let sum = 0;
  for (let i = 1; i < a.length; i++) {
    const [ax, ay] = [a[i][0] - a[i - 1][0], a[i][1] - a[i - 1][1]];
    const [bx, by] = [b[i][0] - b[i - 1][0], b[i][1] - b[i - 1][1]];
    const lengths = Math.hypot(ax, ay) * Math.hypot(bx, by);
    sum += lengths === 0 ? 0 : (ax * bx + ay * by) / lengths;
  }
  return sum / (a.length - 1);
}

interface Fit {
  fits: boolean;
  mean: number;
}

function fitTo(drawn: readonly StrokePoint[], median: readonly StrokePoint[]): Fit {
  const a = resample(drawn);
  const b = resample(median);
  const mean = a.reduce((sum, p, i) => sum + distance(p, b[i]), 0) / a.length;
  const ends = distance(drawn[0], median[0]) <= STROKE_MAX_END_DISTANCE && distance(drawn[drawn.length - 1], median[median.length - 1]) <= STROKE_MAX_END_DISTANCE;
  return { fits: ends && mean <= STROKE_MAX_MEAN_DISTANCE && meanCosine(a, b) > 0, mean };
}

/**
 * Does `drawn` match stroke `expected` of the character? Strokes before `expected` are written;
 * the ones after it are candidates for an out-of-order stroke.
 */
export function judgeStroke(character: CharacterStrokes, drawn: readonly (StrokePoint | DrawnPoint)[], expected: number): StrokeJudgement {
  const median = character.medians[expected];
  if (!median) return { matched: false, miss: 'order' };
  const line = drawn.map((p): StrokePoint => [p[0], p[1]]);
  if (line.length < 2 || lineLength(line) < lineLength(median) * MIN_LENGTH_SHARE - DOT_ALLOWANCE) return { matched: false, miss: 'tooShort' };
  const fit = fitTo(line, median);
  const later = character.medians.slice(expected + 1).map((m) => fitTo(line, m));
  if (later.some((other) => other.fits && other.mean + ORDER_MARGIN < fit.mean)) return { matched: false, miss: 'order' };
  if (fit.fits) return { matched: true };
  if (fitTo([...line].reverse(), median).fits) return { matched: false, miss: 'direction' };
  return { matched: false, miss: 'shape' };
}
