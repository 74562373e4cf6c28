export * from './ceilings.js';
export * from './timing-stats.js';
export * from './verdict.js';
