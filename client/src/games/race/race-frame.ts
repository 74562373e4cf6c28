/** The racers on the track: the pupil's tortoise, the hare, and a ghost when racing one. */
export type Racer = 'tortoise' | 'hare' | 'ghost';

/**
 * Where everyone is at one moment, sent by the React chrome (which owns the clock and the typing)
 * to the scene, which only draws it. Positions are characters of the target.
 */
export interface RaceFrame {
  /** ms since the start; negative during the 3-2-1 countdown. */
  clockMs: number;
  /** The big 3-2-1 and the translated "Go!" over the track; empty once the race runs. */
  countdown: string;
  tortoise: number;
  hare: number;
  napping: boolean;
  ghost: number | null;
  /** Wrong characters entered so far: the scene plays the mistake sound when it grows. */
  mistakes: number;
}

/** The end of a race: finish times (null: did not reach the line), fastest first. */
export interface RaceOver {
  places: { racer: Racer; ms: number | null }[];
  /** The pupil reached the line (else the time ran out). */
  finished: boolean;
}

/** What the test hook shows of a race, so a browser test can type it as a pupil reads it. */
export interface RaceHookState {
  target: string;
  typed: string;
  /** Index of the character to type next. */
  cursor: number;
  clockMs: number;
  tortoise: number;
  hare: number;
  ghost: number | null;
}
