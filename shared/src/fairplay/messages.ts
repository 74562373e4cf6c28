/** Message keys of fair play (spread into MESSAGE_KEYS; texts in the client's errors catalogue). */
export const FAIR_PLAY_MESSAGE_KEYS = ['resultNotFound', 'resultNotFlagged', 'resultCleared', 'resultDisqualified'] as const;
/** Message keys of the fast-typist check. */
export const FAIR_PLAY_CHECK_MESSAGE_KEYS = ['checkNotNeeded', 'checkAttemptsUsed', 'checkNotFound', 'checkFinishedLate', 'checkPassed', 'checkNotPassed'] as const;
