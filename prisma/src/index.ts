export { openDatabase } from './database.js';
export type { Database, DatabaseKind, DatabaseOptions } from './database.js';
export { applyMigrations } from './migrations.js';
export { seedIfEmpty, DEMO_PASSWORD } from './seed/index.js';
export { seedContent, readContent } from './seed/content.js';
export { seedPromotionsIfNone } from './seed/promotions.js';
export { seedPointsGoodsIfNone } from './seed/points-goods.js';
export { hashPassword, verifyPassword } from './passwords.js';
export * from '../generated/client.js';
