import { z } from 'zod';

export const POINTS_REASONS = ['signupBonus', 'raceResult', 'practiceResult', 'miniGame', 'unlockLevel', 'redemption', 'adjustment'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Points record of SPEC §3: type, points, index, time. */
export const pointsRecordSchema = z.object({
  index: z.number().int(),
  type: z.string(),
  points: z.number().int(),
  time: z.string(),
  reference: z.string().nullable(),
});
export type PointsRecord = z.infer<typeof pointsRecordSchema>;

export const pointsPageSchema = z.object({
  rows: z.array(pointsRecordSchema),
  total: z.number().int(),
  balance: z.number().int(),
});
export type PointsPage = z.infer<typeof pointsPageSchema>;

/** POST /points/adjust (operator): a signed correction, idempotent on reference. */
export const pointsAdjustmentSchema = z.object({
  userId: z.number().int().positive(),
  delta: z.number().int().refine((n) => n !== 0, { error: 'invalidValue' }),
  reference: z.string().trim().min(1).max(100),
});
export type PointsAdjustment = z.infer<typeof pointsAdjustmentSchema>;
