export * from './memory-answers.js';
export * from './memory-schedule.js';
export * from './schemas.js';
export * from './review-material.js';
