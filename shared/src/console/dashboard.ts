import { z } from 'zod';

/** The periods the operator's sales chart offers, in Singapore days ending today. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/**
 * A product or points good at or under its own low-stock line (`lowStockLine`, set in its form) is
 * "low stock" on the operator's home; this is the line a new item starts with.
 */
export const LOW_STOCK_LINE = 5;
/** How long the operator's home figures are reused across requests (see ConsoleDashboardService). */
export const DASHBOARD_CACHE_MS = 30_000;

export const dashboardQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'invalidValue' })
    .refine((n): n is DashboardPeriod => (DASHBOARD_PERIODS as readonly number[]).includes(n), { error: 'invalidValue' })
    .default(7),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** One Singapore day's paid orders (placed this period and the same day one period earlier). */
const salesDaySchema = z.object({
  day: z.iso.date(),
  salesCents: z.number().int(),
  gstCents: z.number().int(),
  orders: z.number().int(),
  previousSalesCents: z.number().int(),
});

const lowStockSchema = z.object({ kind: z.enum(['product', 'pointsGood']), id: z.number().int(), sku: z.string(), nameEn: z.string(), nameZh: z.string(), stock: z.number().int(), line: z.number().int() });

/**
 * The operator's home (/console?tab=dashboard): every figure computed by the database, days are
 * Singapore days, money in integer cents (SGD, GST included as the orders show it).
 */
export const consoleDashboardSchema = z.object({
  days: z.number().int(),
  today: z.iso.date(),
  /** When the figures were computed: they may be up to DASHBOARD_CACHE_MS old. */
  computedAt: z.string(),
  sales: z.object({
    daily: z.array(salesDaySchema),
    totalCents: z.number().int(),
    gstCents: z.number().int(),
    orders: z.number().int(),
    previousTotalCents: z.number().int(),
  }),
  orders: z.object({ payNowToConfirm: z.number().int(), toShip: z.number().int(), cancelledToday: z.number().int() }),
  /** `total` counts every low item; `items` are the lowest few, fewest units first. */
  lowStock: z.object({ total: z.number().int(), items: z.array(lowStockSchema) }),
  parcelsToDeliver: z.number().int(),
  heldResults: z.number().int(),
  activePupils: z.object({ today: z.number().int(), week: z.number().int() }),
  nextRaces: z.array(z.object({ id: z.number().int(), title: z.string(), titleZh: z.string().nullable(), startTime: z.string(), signups: z.number().int(), capacity: z.number().int() })),
});
export type ConsoleDashboard = z.infer<typeof consoleDashboardSchema>;
