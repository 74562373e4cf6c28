import { JOIN_CODE_ALPHABET } from '../race/constants.js';

/** The one-time code a child shows in the account centre so a parent can link (the child's consent). */
export const PARENT_LINK_CODE_LENGTH = 6;
export const PARENT_LINK_CODE_ALPHABET = JOIN_CODE_ALPHABET;
export const PARENT_LINK_CODE_TTL_MS = 24 * 60 * 60 * 1000;
/** Wrong account/code pairs a parent may try before waiting: 31^6 codes stay out of reach. */
export const PARENT_LINK_ATTEMPTS = { max: 10, windowMs: 15 * 60 * 1000 } as const;
/** Rows of each list on the family page. */
export const PROGRESS_RECENT = 20;

/**
 * A child's sign-in card (issue 50; schemas in sign-in-cards.ts, kept apart so the first load's
 * sign-in dialog links the card page without zod).
 */
export const SIGN_IN_CARD_PATH = '/signin-card';
/** A device signed in by a card stays signed in this long: a family tablet, a class's iPads. */
export const SIGN_IN_CARD_SESSION_TTL_MS = 180 * 24 * 60 * 60 * 1000;
/** The QR's secret: 32 random bytes in base64url (43 characters). */
export const SIGN_IN_CARD_SECRET_BYTES = 32;
export const SIGN_IN_CARD_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The typed fallback: 10 letters of the join-code alphabet (about 49 bits), printed as two groups of 5. */
export const SIGN_IN_CARD_CODE_LENGTH = 10;
export const SIGN_IN_CARD_CODE_ALPHABET = JOIN_CODE_ALPHABET;
