import { z } from 'zod';
import { pageQuerySchema, sortQuery } from '../contracts/points.js';

/**
 * Every operator or teacher action that changes money, stock, points, orders, redemptions,
 * results or accounts, as written in the audit log (api/src/audit).
 */
export const AUDIT_ACTIONS = [
  'order.confirmPayNow',
  'order.ship',
  'order.cancel',
  'match.create',
  'match.cancel',
  'promotion.create',
  'promotion.update',
  'promotion.end',
  'promotion.delete',
  'product.stock',
  'pointsGood.stock',
  'pointsGood.active',
  'product.create',
  'product.edit',
  'pointsGood.create',
  'pointsGood.edit',
  'coupon.create',
  'coupon.update',
  'coupon.disable',
  'coupon.delete',
  'points.adjust',
  'redemption.ship',
  'raceResult.clear',
  'raceResult.disqualify',
  'gameSession.clear',
  'gameSession.disqualify',
  'class.removePupil',
  'class.joinCodes',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about; `targetId` is that row's id (an order's code for orders). */
export const AUDIT_TARGETS = ['order', 'user', 'redemption', 'raceResult', 'gameSession', 'class', 'match', 'promotion', 'product', 'pointsGood', 'coupon'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export const AUDIT_SORTS = ['at', 'action'] as const;
export const auditQuerySchema = pageQuerySchema.extend({
  actorId: z.coerce.number().int().positive().optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'invalidValue' }).optional(),
  targetType: z.enum(AUDIT_TARGETS, { error: 'invalidValue' }).optional(),
  targetId: z.string().trim().min(1).max(64).optional(),
  /** ISO instants: entries at or after `from` and before `to`. */
  from: z.iso.datetime({ error: 'invalidValue' }).optional(),
  to: z.iso.datetime({ error: 'invalidValue' }).optional(),
  ...sortQuery(AUDIT_SORTS, 'at'),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int(),
  actorAccount: z.string(),
  actorRole: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGETS),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** UTC, ISO 8601. */
  at: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ rows: z.array(auditEntrySchema), total: z.number().int() });
export type AuditPage = z.infer<typeof auditPageSchema>;
