export * from './messages.js';
export * from './constants.js';
export * from './schemas.js';
