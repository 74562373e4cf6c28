export * from './constants.js';
export * from './messages.js';
export * from './schemas.js';
export * from './homework.js';
export * from './dashboard.js';
