export * from './constants.js';
export * from './order-state.js';
export * from './order-code.js';
export * from './coupon-rule.js';
export * from './pricing.js';
export * from './paynow.js';
