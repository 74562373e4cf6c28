import { JOIN_CODE_ALPHABET } from '../race/constants.js';

/** The one-time code a child shows in the account centre so a parent can link (the child's consent). */
export const PARENT_LINK_CODE_LENGTH = 6;
export const PARENT_LINK_CODE_ALPHABET = JOIN_CODE_ALPHABET;
export const PARENT_LINK_CODE_TTL_MS = 24 * 60 * 60 * 1000;
/** Wrong account/code pairs a parent may try before waiting: 31^6 codes stay out of reach. */
export const PARENT_LINK_ATTEMPTS = { max: 10, windowMs: 15 * 60 * 1000 } as const;
/** Rows of each list on the family page. */
export const PROGRESS_RECENT = 20;
