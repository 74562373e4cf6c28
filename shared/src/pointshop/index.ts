export * from './messages.js';
export * from './cosmetics.js';
