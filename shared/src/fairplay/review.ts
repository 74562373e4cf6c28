/**
 * A race result's fair-play state. A result beyond the model is `flagged`: stored and shown to the
 * pupil as "being checked", but it earns nothing and stays out of rankings until a passed check,
 * the teacher of the race or an operator clears it, or a teacher or operator disqualifies it.
 */
export const FAIR_PLAY_STATES = ['ok', 'flagged', 'cleared', 'disqualified'] as const;
export type FairPlayState = (typeof FAIR_PLAY_STATES)[number];

export type FairPlayAction = 'clear' | 'disqualify';

const TRANSITIONS: Record<FairPlayState, Partial<Record<FairPlayAction, FairPlayState>>> = {
  ok: {},
  flagged: { clear: 'cleared', disqualify: 'disqualified' },
  cleared: {},
  disqualified: {},
};

/** The state after `action`, or null when the result is not waiting for a decision. */
export function reviewFairPlay(state: FairPlayState, action: FairPlayAction): FairPlayState | null {
  return TRANSITIONS[state][action] ?? null;
}

/** States whose results count for points, rankings, leagues and boards. */
export const COUNTED_FAIR_PLAY_STATES: readonly FairPlayState[] = ['ok', 'cleared'];
