/**
 * Business constants of SPEC §9, written once. Client, API and game server import these;
 * no other file may repeat one of these numbers as a literal.
 */
export const PASSWORD_MIN_LENGTH = 6;
/** Same forgot-password form again within this window is refused (SPEC §5). */
export const RESET_EMAIL_RESEND_MS = 60_000;
/** Second warranty submit within this window is refused (SPEC §5). */
export const WARRANTY_RESUBMIT_MS = 30_000;
/** A POST made when the stored token expires within this window opens the login dialog first. */
export const TOKEN_EXPIRY_WINDOW_MS = 60 * 60 * 1000;
/** The waits named by the 'operation too frequent' messages (30 seconds, 5 minutes, until tomorrow). */
export const RATE_LIMIT_SHORT_WAIT_MS = 30_000;
export const RATE_LIMIT_LONG_WAIT_MS = 5 * 60_000;
export const RATE_LIMIT_DAY_WAIT_MS = 24 * 60 * 60_000;
export const HEADER_HEIGHT_PX = 175;
/** The header becomes fixed after scrolling past this many pixels. */
export const HEADER_FIXED_THRESHOLD_PX = 175;
export const MIN_LAYOUT_WIDTH_PX = 1200;
/** The email validation page tries to close itself after this delay. */
export const EMAIL_VALIDATION_CLOSE_MS = 4_000;
/** Dictionary type of the product options (GET /user/getDictData). */
export const DICT_TYPE_DEVICE = 'hs_device_type';
/** Avatar upload limit: 2M. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
/** Expiry classification: expired, within 30 days, or later. */
export const EXPIRY_WARNING_WINDOW_MS = 2_592_000_000;
/** Free shipping on orders over SGD 50, in cents (money is integer cents). */
export const FREE_SHIPPING_THRESHOLD_CENTS = 5_000;
export const CURRENCY = 'SGD';
export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Results are points-based with a speed unit of words per minute. */
export const SPEED_UNIT = 'wpm';
/** The display time zone; storage is UTC. */
export const DISPLAY_TIME_ZONE = 'Asia/Singapore';
/** One day in milliseconds (Singapore keeps no daylight saving, so its days are all this long). */
export const DAY_MS = 24 * 60 * 60 * 1000;

// Accounts (issue 3): lifetimes and limits beyond SPEC §9, still one place.
/** Session token lifetime with "remember me" (default on) and without. */
export const SESSION_TTL_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Brute force: this many failures per account and IP within the long wait locks login for the long wait. */
export const LOGIN_FAILURE_LIMIT = 5;
/** Guessing from many IPs: this many failures on one account within the long wait lock it (a password reset unlocks it). */
export const ACCOUNT_LOCK_FAILURE_LIMIT = 10;
/** Guessing many accounts from one IP: this many failures within the long wait lock the IP (high: a school shares one). */
export const LOGIN_IP_FAILURE_LIMIT = 50;
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;
export const EMAIL_VALIDATION_TTL_MS = 24 * 60 * 60 * 1000;
/** New parent sign-ups get a trial of this length. */
export const TRIAL_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;
/** Free-trial requests: one per email per day, five per IP per hour. */
export const FREE_TRIAL_PER_EMAIL_WINDOW_MS = 24 * 60 * 60 * 1000;
export const FREE_TRIAL_PER_IP_LIMIT = 5;
export const FREE_TRIAL_PER_IP_WINDOW_MS = 60 * 60 * 1000;
