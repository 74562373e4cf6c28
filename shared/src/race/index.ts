export * from './constants.js';
export * from './state-machine.js';
export * from './racer-progress.js';
export * from './input-timeline.js';
export * from './points-rule.js';
export * from './join-code.js';
export * from './dictionary-rule.js';
export * from './input-sequence.js';
