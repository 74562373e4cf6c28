import { z } from 'zod';
import { GAME_LEVELS } from '../content/levels.js';
import { gameTypeSchema, matchSchema } from '../contracts/matches.js';
import { sortQuery } from '../contracts/points.js';
import { consolePageSchema, searchSchema } from './paging.js';
import { gradeCodeSchema } from '../contracts/accounts.js';
import { orderSchema } from '../contracts/shop.js';
import { ORDER_STATUSES } from '../shop/order-state.js';

export * from './paging.js';
export * from './promotions.js';
export * from './coupons.js';
export * from './dashboard.js';

const dateSchema = z.iso.date({ error: 'invalidValue' });

export const CONSOLE_ORDER_SORTS = ['createdAt', 'payAmountCents', 'status'] as const;

/** Orders: status, creation dates (Singapore calendar days, inclusive), order code or email search, sort. */
export const consoleOrderQuerySchema = consolePageSchema.extend({
  status: z.enum(ORDER_STATUSES, { error: 'invalidValue' }).optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  q: searchSchema,
  ...sortQuery(CONSOLE_ORDER_SORTS, 'createdAt'),
});
export type ConsoleOrderQuery = z.infer<typeof consoleOrderQuerySchema>;
export const consoleOrderPageSchema = z.object({ rows: z.array(orderSchema), total: z.number().int() });

/** Warranty registrations and free-trial requests: a name, email, phone or serial search. */
export const CONSOLE_FORM_SORTS = ['createdAt', 'email'] as const;
export const consoleFormQuerySchema = consolePageSchema.extend({ q: searchSchema, ...sortQuery(CONSOLE_FORM_SORTS, 'createdAt') });
export type ConsoleFormQuery = z.infer<typeof consoleFormQuerySchema>;
export const consoleExportQuerySchema = z.object({ q: searchSchema });
export type ConsoleExportQuery = z.infer<typeof consoleExportQuerySchema>;

export const consoleWarrantySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  purchaseDate: z.string(),
  product: z.string(),
  purchasePlace: z.string(),
  serialCode: z.string(),
  createdAt: z.string(),
});
export const consoleWarrantyPageSchema = z.object({ rows: z.array(consoleWarrantySchema), total: z.number().int() });
export type ConsoleWarranty = z.infer<typeof consoleWarrantySchema>;

export const consoleFreeTrialSchema = z.object({
  id: z.number().int(),
  parentName: z.string(),
  email: z.string(),
  phone: z.string(),
  gradeCode: z.number().int(),
  school: z.string().nullable(),
  address: z.string(),
  createdAt: z.string(),
});
export const consoleFreeTrialPageSchema = z.object({ rows: z.array(consoleFreeTrialSchema), total: z.number().int() });
export type ConsoleFreeTrial = z.infer<typeof consoleFreeTrialSchema>;

/** A scheduled match (SPEC §3 match: game, title, start time, duration, grade codes, level, capacity). */
export const createMatchSchema = z.object({
  game: gameTypeSchema,
  title: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(100, { error: 'tooLong' }),
  titleZh: z.string().trim().max(100, { error: 'tooLong' }).optional(),
  startTime: z.iso.datetime({ error: 'invalidValue' }),
  durationSec: z.coerce.number().int({ error: 'invalidValue' }).min(60, { error: 'invalidValue' }).max(3600, { error: 'invalidValue' }),
  gradeCodes: z.array(gradeCodeSchema, { error: 'invalidValue' }).min(1, { error: 'required' }).max(8),
  level: z.enum(GAME_LEVELS, { error: 'invalidValue' }),
  capacity: z.coerce.number().int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(1000, { error: 'invalidValue' }),
});
export type CreateMatch = z.infer<typeof createMatchSchema>;

export const CONSOLE_MATCH_SORTS = ['createdAt', 'startTime'] as const;
export const consoleMatchQuerySchema = consolePageSchema.extend({ game: gameTypeSchema.optional(), ...sortQuery(CONSOLE_MATCH_SORTS, 'createdAt') });
export type ConsoleMatchQuery = z.infer<typeof consoleMatchQuerySchema>;
export const consoleMatchSchema = matchSchema.extend({ signups: z.array(z.object({ userId: z.number().int(), name: z.string(), gradeCode: z.number().int().nullable() })) });
export type ConsoleMatch = z.infer<typeof consoleMatchSchema>;
export const consoleMatchPageSchema = z.object({ rows: z.array(consoleMatchSchema), total: z.number().int() });
export const matchCancelledSchema = z.object({ id: z.number().int(), notified: z.number().int() });

/** A classroom race as its host (or an operator) sees it: every racer's result. */
export const consoleRaceSchema = z.object({
  raceId: z.string(),
  game: z.number().int(),
  finishedAt: z.string(),
  results: z.array(z.object({ name: z.string(), place: z.number().int().nullable(), score: z.number().int(), cpm: z.number(), accuracy: z.number(), fairPlay: z.string() })),
});
export const consoleRacePageSchema = z.object({ rows: z.array(consoleRaceSchema), total: z.number().int() });
export type ConsoleRace = z.infer<typeof consoleRaceSchema>;
/** Classroom races: by game, newest or oldest first (races are sorted by their last finish). */
export const CONSOLE_RACE_SORTS = ['finishedAt'] as const;
export const consoleRaceQuerySchema = consolePageSchema.extend({ game: gameTypeSchema.optional(), ...sortQuery(CONSOLE_RACE_SORTS, 'finishedAt') });
export type ConsoleRaceQuery = z.infer<typeof consoleRaceQuerySchema>;

/** Stock changes are deltas (units received, written off), so an order taking stock meanwhile is never overwritten. */
export const stockChangeSchema = z.object({
  delta: z.coerce.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(-100_000, { error: 'invalidValue' }).max(100_000, { error: 'invalidValue' }).refine((n) => n !== 0, { error: 'invalidValue' }),
});
export type StockChange = z.infer<typeof stockChangeSchema>;
export const STOCK_KINDS = ['product', 'pointsGood'] as const;
export type StockKind = (typeof STOCK_KINDS)[number];
/** `active` only for points goods: an inactive good is off the points shop (shop products have no such switch). */
export const stockRowSchema = z.object({ id: z.number().int(), sku: z.string(), nameEn: z.string(), nameZh: z.string(), price: z.number().int(), stock: z.number().int(), lowStockLine: z.number().int(), active: z.boolean().optional() });
export const goodActiveSchema = z.object({ active: z.boolean({ error: 'invalidValue' }) });
export type StockRow = z.infer<typeof stockRowSchema>;
export const stockPageSchema = z.object({ rows: z.array(stockRowSchema), total: z.number().int() });
export const CONSOLE_STOCK_SORTS = ['id', 'sku', 'stock', 'price'] as const;
/** `low=1`: only items at or under their own low-stock line (the dashboard's Low stock tile opens this). */
export const stockQuerySchema = consolePageSchema.extend({ q: searchSchema, low: z.enum(['0', '1'], { error: 'invalidValue' }).optional(), ...sortQuery(CONSOLE_STOCK_SORTS, 'id', 'asc') });
export type StockQuery = z.infer<typeof stockQuerySchema>;
