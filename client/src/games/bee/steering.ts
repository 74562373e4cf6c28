import { minAnswerGapMs } from '@learnstar/shared';
import { FIELD_HEIGHT, FIELD_WIDTH } from '../canvas-text';
import { FLOWER_RADIUS, type Point } from './meadow';

/** Field pixels per millisecond: crossing the meadow takes about two seconds. */
export const BEE_SPEED = 0.45;
/** The bee lands on a flower when its centre is this close to the flower's centre (the middle of the petals). */
export const LANDING_RADIUS = 40;
const EDGE = 24;

export interface HeldKeys {
  left: boolean;
  right: boolean;
  up: boolean;
  down: boolean;
}

/** The bee's next position while keys are held: the same speed diagonally, never off the field. */
export function steer(from: Point, keys: HeldKeys, deltaMs: number): Point {
  const dx = Number(keys.right) - Number(keys.left);
  const dy = Number(keys.down) - Number(keys.up);
  if (dx === 0 && dy === 0) return from;
  const step = (BEE_SPEED * deltaMs) / Math.hypot(dx, dy);
  return {
    x: Math.min(FIELD_WIDTH - EDGE, Math.max(EDGE, from.x + dx * step)),
    y: Math.min(FIELD_HEIGHT - EDGE, Math.max(EDGE, from.y + dy * step)),
  };
}

/** Index of the flower the bee is on, or -1. */
export function flowerUnder(bee: Point, flowers: readonly Point[]): number {
  return flowers.findIndex((f) => Math.hypot(f.x - bee.x, f.y - bee.y) <= LANDING_RADIUS);
}

/** Index of the flower a tap at `tap` is meant for: the nearest whose petals or word it touches, or -1. */
export function flowerTapped(tap: Point, flowers: readonly Point[]): number {
  let best = -1;
  let bestDistance = FLOWER_RADIUS;
  flowers.forEach((f, i) => {
    const distance = Math.hypot(f.x - tap.x, f.y - tap.y);
    if (distance <= bestDistance) [best, bestDistance] = [i, distance];
  });
  return best;
}

/** How long a flight to a tapped flower takes at the bee's speed; never quicker than a finger or bee can get there. */
export function flightMs(from: Point, to: Point, minimumMs: number): number {
  return Math.max(minimumMs, Math.round(Math.hypot(to.x - from.x, to.y - from.y) / BEE_SPEED));
}

/** How far the bee buzzes back from a wrong flower. */
export const BUZZ_BACK_DISTANCE = 120;

/**
 * Where the bee buzzes back to from a wrong flower at `flower`: back the way it came, on the field;
 * a bee that landed dead centre (a tap) buzzes back to the left.
 */
export function buzzBackTo(bee: Point, flower: Point): Point {
  const dx = bee.x - flower.x;
  const dy = bee.y - flower.y;
  const away = dx === 0 && dy === 0 ? Math.PI : Math.atan2(dy, dx);
  const within = (value: number, size: number) => Math.min(size - EDGE, Math.max(EDGE, value));
  return { x: within(flower.x + Math.cos(away) * BUZZ_BACK_DISTANCE, FIELD_WIDTH), y: within(flower.y + Math.sin(away) * BUZZ_BACK_DISTANCE, FIELD_HEIGHT) };
}

/** Margin over the server's floor, so rounding of the logged times never lands an answer under it. */
const GATE_MARGIN_MS = 40;

/**
 * How long the bee must still hover before a flower for `itemId` may count, `sinceMs` after the
 * previous answer (or the start): the server's own floor (shared minAnswerGapMs) plus a margin.
 */
export function pickWaitMs(itemId: string, previousItemId: string | undefined, sinceMs: number): number {
  const previous = previousItemId === undefined ? undefined : { itemId: previousItemId, input: '', atMs: 0 };
  const gap = minAnswerGapMs('bee', { itemId, input: '', atMs: 0 }, previous);
  return Math.max(0, gap + GATE_MARGIN_MS - sinceMs);
}
