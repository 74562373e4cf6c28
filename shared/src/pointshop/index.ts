export * from './messages.js';
export * from './cosmetics.js';
export * from './constants.js';
export * from './redemption-state.js';
export * from './schemas.js';
