export * from './ceilings.js';
export * from './timing-stats.js';
export * from './verdict.js';
export * from './review.js';
export * from './messages.js';
export * from './schemas.js';
export * from './check.js';
export * from './dictionary.js';
