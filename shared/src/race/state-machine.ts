/**
 * The race lifecycle of SPEC §4, written once as a transition table; every change of state goes
 * through `transition`, which returns an error key instead of throwing for a refused move.
 */
export const RACE_STATES = ['notStarted', 'registered', 'inProgress', 'calculating', 'finished'] as const;
export type RaceState = (typeof RACE_STATES)[number];

export const RACE_EVENTS = ['register', 'start', 'timeUp', 'allFinished', 'end', 'resultsWritten'] as const;
export type RaceEvent = (typeof RACE_EVENTS)[number];

const TRANSITIONS: Record<RaceState, Partial<Record<RaceEvent, RaceState>>> = {
  notStarted: { register: 'registered' },
  registered: { register: 'registered', start: 'inProgress', end: 'finished' },
  inProgress: { timeUp: 'calculating', allFinished: 'calculating', end: 'calculating' },
  calculating: { resultsWritten: 'finished' },
  finished: {},
};

export type TransitionResult = { ok: true; state: RaceState } | { ok: false; error: 'illegalTransition' };

export function transition(state: RaceState, event: RaceEvent): TransitionResult {
  const next = TRANSITIONS[state][event];
  return next ? { ok: true, state: next } : { ok: false, error: 'illegalTransition' };
}

export function canTransition(state: RaceState, event: RaceEvent): boolean {
  return TRANSITIONS[state][event] !== undefined;
}
