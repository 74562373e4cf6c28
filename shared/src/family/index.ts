export * from './constants.js';
export * from './messages.js';
export * from './schemas.js';
export * from './sign-in-cards.js';
export * from './trends.js';
