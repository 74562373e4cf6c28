export * from './messages.js';
export * from './constants.js';
export * from './state-rule.js';
export * from './schemas.js';
