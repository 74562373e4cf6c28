/** Message keys of the points shop and redemptions (spread into MESSAGE_KEYS; texts in the client's errors catalogue). */
export const POINTSHOP_MESSAGE_KEYS = [] as const;
