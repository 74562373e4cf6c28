/** Message keys of fair play (spread into MESSAGE_KEYS; texts in the client's errors catalogue). */
export const FAIR_PLAY_MESSAGE_KEYS = ['resultNotFound', 'resultNotFlagged', 'resultCleared', 'resultDisqualified'] as const;
