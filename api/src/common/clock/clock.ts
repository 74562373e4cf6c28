/** Injectable time source, so time windows are tested by moving the clock, not by sleeping. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
