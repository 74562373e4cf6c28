/** Message keys of the game centre (spread into MESSAGE_KEYS; texts in the client's errors catalogue). */
export const GAME_MESSAGE_KEYS = [] as const;
