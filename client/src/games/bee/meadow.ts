import { createRandom } from '@learnstar/shared';
import { FIELD_HEIGHT, FIELD_WIDTH } from '../canvas-text';

export interface Point {
  x: number;
  y: number;
}

/** Reach of a flower's petals and word label from its centre: no two flowers come closer than twice this. */
export const FLOWER_RADIUS = 62;
/** The honey jar's corner (bottom left) is kept clear of flowers. */
export const JAR_AREA = { x: 0, y: FIELD_HEIGHT - 150, width: 150, height: 150 };
/** The strip along the top where the sky and sun are drawn. */
const SKY_HEIGHT = 40;
const COLUMNS = 3;
const ROWS = 2;
/** The most flowers a meadow can hold: one per cell (advanced level has six). */
export const MAX_FLOWERS = COLUMNS * ROWS;

/**
 * Where the flowers of one prompt grow: one flower per cell of a 3 × 2 grid right of the jar,
 * shifted within its cell by a seeded amount that never takes it past the cell's edge, so flowers
 * never overlap and the same prompt always looks the same.
 */
export function layoutMeadow(count: number, seed: string): Point[] {
  if (count > MAX_FLOWERS) throw new Error(`a meadow holds at most ${MAX_FLOWERS} flowers, not ${count}`);
  const random = createRandom(seed);
  const left = JAR_AREA.width;
  const cellWidth = (FIELD_WIDTH - left) / COLUMNS;
  const cellHeight = (FIELD_HEIGHT - SKY_HEIGHT) / ROWS;
  const slackX = cellWidth / 2 - FLOWER_RADIUS;
  const slackY = cellHeight / 2 - FLOWER_RADIUS;
  const cells = Array.from({ length: MAX_FLOWERS }, (_, i) => i);
  // A seeded shuffle picks which cells stay empty when there are fewer flowers than cells.
  for (let i = cells.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cells[i], cells[j]] = [cells[j], cells[i]];
  }
  return cells.slice(0, count).map((cell) => ({
    x: Math.round(left + (cell % COLUMNS + 0.5) * cellWidth + (random() * 2 - 1) * slackX),
    y: Math.round(SKY_HEIGHT + (Math.floor(cell / COLUMNS) + 0.5) * cellHeight + (random() * 2 - 1) * slackY),
  }));
}
