/**
 * Message keys the servers send in `msg`; the client translates them (`errors.<key>` in the catalogues).
 * One list so that a test can check every key has an English and a Chinese text.
 */
export const MESSAGE_KEYS = [
  'ok',
  'validationFailed',
  'notLoggedIn',
  'forbidden',
  'notFound',
  'tooFrequent30s',
  'tooFrequent5min',
  'dataFetchFailed',
  'submissionFailed',
  'alreadySubmitted',
  'internalError',
  'payloadTooLarge',
  'required',
  'invalidValue',
  'tooLong',
  'tooShort',
  'invalidEmail',
  'newsletterSubscribed',
  'newsletterAlreadySubscribed',
  'unknownDictType',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/** HTTP status (= envelope code) that goes with each failure family. */
export const ERROR_CODES = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  internal: 500,
  /** The client's own code for a network error (SPEC §8: cart fetch calls back with 501). */
  network: 501,
} as const;
