/** Every localStorage key of SPEC §3, in one place; logout clears the session ones. */
export const STORAGE_KEYS = {
  user: 'ls.user',
  token: 'ls.token',
  tokenExpiry: 'ls.tokenExpiry',
  cart: 'ls.cart',
  mallInfo: 'ls.mallInfo',
  locale: 'ls.locale',
  lastWarrantySubmit: 'ls.lastWarrantySubmit',
  emailValidationState: 'ls.emailValidationState',
  visitorCartId: 'ls.visitorCartId',
  /** "My tricky characters": how the pupil last chose to type, per user (`ls.reviewMode.<id>`). */
  reviewMode: 'ls.reviewMode',
} as const;

export const SESSION_KEYS = [STORAGE_KEYS.user, STORAGE_KEYS.token, STORAGE_KEYS.tokenExpiry, STORAGE_KEYS.cart, STORAGE_KEYS.mallInfo] as const;
