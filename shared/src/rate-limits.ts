import { RATE_LIMIT_DAY_WAIT_MS, RATE_LIMIT_LONG_WAIT_MS, RATE_LIMIT_SHORT_WAIT_MS, WARRANTY_RESUBMIT_MS } from './constants.js';

/** At most `max` attempts within `windowMs` (a sliding window). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Limits of one action: per account (or the email/account name a form names) and per client IP. */
export interface ActionRateLimits {
  account: RateLimit;
  ip: RateLimit;
}

const perLongWait = (max: number): RateLimit => ({ max, windowMs: RATE_LIMIT_LONG_WAIT_MS });
const perDay = (max: number): RateLimit => ({ max, windowMs: RATE_LIMIT_DAY_WAIT_MS });

/**
 * Every action that signs in, sends an email or spends points, with its limits: the one table the
 * API enforces (`ActionLimiter`) and tests read. Per-IP limits are high because a school or a
 * family shares one address; per-account limits sit well above what a person does by hand.
 * Windows are the waits the 'operation too frequent' messages name, so the message is true.
 * Failed-password lockouts (LOGIN_FAILURE_LIMIT and friends) come on top of these.
 */
export const ACTION_RATE_LIMITS = {
  login: { account: perLongWait(30), ip: perLongWait(600) },
  register: { account: perLongWait(3), ip: perLongWait(20) },
  sendResetEmail: { account: perLongWait(5), ip: perLongWait(30) },
  resetPassword: { account: perLongWait(10), ip: perLongWait(60) },
  sendValidateEmail: { account: perLongWait(5), ip: perLongWait(60) },
  changePassword: { account: perLongWait(10), ip: perLongWait(120) },
  newsletter: { account: perLongWait(3), ip: perLongWait(30) },
  warranty: { account: perLongWait(5), ip: { max: 1, windowMs: WARRANTY_RESUBMIT_MS } },
  placeOrder: { account: perLongWait(10), ip: perLongWait(120) },
  redeem: { account: perLongWait(20), ip: perLongWait(300) },
  unlockLevel: { account: perLongWait(10), ip: perLongWait(300) },
  claimPromotion: { account: perLongWait(10), ip: perLongWait(300) },
  /** Class codes (8 characters): a pupil joins a class or two by hand; a school's pupils share an address. */
  joinClass: { account: perLongWait(10), ip: perLongWait(300) },
  /** Child accounts a parent creates: a family adds a few, once. */
  createChild: { account: perDay(5), ip: perDay(30) },
} as const satisfies Record<string, ActionRateLimits>;

export type RateLimitedAction = keyof typeof ACTION_RATE_LIMITS;

/** The 'operation too frequent' message that names the wait of a window. */
export function rateLimitMessage(windowMs: number): 'tooFrequent30s' | 'tooFrequent5min' | 'tooFrequentToday' {
  if (windowMs <= RATE_LIMIT_SHORT_WAIT_MS) return 'tooFrequent30s';
  return windowMs <= RATE_LIMIT_LONG_WAIT_MS ? 'tooFrequent5min' : 'tooFrequentToday';
}

/**
 * Card sign-ins (a child's sign-in card, issue 50). Not in ACTION_RATE_LIMITS: the card is known
 * only after its secret is looked up, so every try counts for the address first (wrong secrets
 * included) and a found card's sign-ins then count for the card. A class's tablets share an
 * address; one card signs in a child's few devices.
 */
export const SIGN_IN_CARD_RATE_LIMITS = {
  card: { max: 10, windowMs: RATE_LIMIT_LONG_WAIT_MS },
  ip: { max: 120, windowMs: RATE_LIMIT_LONG_WAIT_MS },
} as const satisfies { card: RateLimit; ip: RateLimit };

/**
 * Wrong classroom join codes on the match server (a 6-character code is all that keeps a stranger
 * out of a class race), counted per account, per socket and per client address across nodes. Past
 * `max` within `windowMs`, every join of that account, socket or address is refused
 * ('tooManyWrongCodes') for `waitMs`, a right code included, so guesses cannot be mixed with a
 * known code. The address limit is higher: a school's pupils share one and some mistype.
 */
export const JOIN_CODE_GUESS_LIMITS = {
  account: { max: 10, windowMs: 60_000 },
  socket: { max: 10, windowMs: 60_000 },
  ip: { max: 200, windowMs: 60_000 },
  waitMs: RATE_LIMIT_LONG_WAIT_MS,
} as const satisfies { account: RateLimit; socket: RateLimit; ip: RateLimit; waitMs: number };

/**
 * Events one match-server socket may send (a token bucket: `perSecond` sustained, `burst` at once);
 * beyond it they are answered 'tooManyRequests' without being run. A racer's fastest typing (a key
 * at a time in pinyin mode) and a page's resend after a drop stay well under it.
 */
export const SOCKET_EVENT_BUDGET = { perSecond: 40, burst: 80 } as const;

/**
 * Tests and the browser suite sign in and register far more often from one address than people
 * do; this variable multiplies every max above for them. A production start refuses it.
 */
export const RATE_LIMIT_FACTOR_VARIABLE = 'LEARNSTAR_RATE_LIMIT_FACTOR';
/** What the browser suite sets it to. */
export const TEST_RATE_LIMIT_FACTOR = 10;
