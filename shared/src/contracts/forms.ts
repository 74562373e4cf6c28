import { z } from 'zod';
import { emailSchema } from './common.js';
import { gradeCodeSchema, singaporePhoneSchema } from './accounts.js';

const text = (max: number) =>
  z
    .string({ error: (i) => (i.input === undefined || i.input === null ? 'required' : 'invalidValue') })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' });

/** yyyy-MM-dd, a real calendar date. */
export const isoDateSchema = z
  .string({ error: 'required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalidDate' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: 'invalidDate' });

/**
 * Warranty form of SPEC §3. The spec gives two names for some fields (purchaseTime / purchaseDate);
 * the API reads purchaseTime. "Not in the future" needs today's date, so the API checks it.
 */
export const warrantyRequestSchema = z.object({
  name: text(60),
  email: emailSchema,
  phone: z.union([z.literal(''), singaporePhoneSchema]).optional(),
  purchaseTime: isoDateSchema,
  product: text(40),
  purchasePlace: text(100),
  serialCode: text(40).pipe(z.string().regex(/^[A-Za-z0-9-]+$/, { error: 'invalidSerialCode' })),
  acceptTerms: z.literal(true, { error: 'acceptTermsRequired' }),
});
export type WarrantyRequest = z.infer<typeof warrantyRequestSchema>;

export const freeTrialRequestSchema = z.object({
  parentName: text(60),
  email: emailSchema,
  phone: singaporePhoneSchema,
  gradeCode: gradeCodeSchema,
  school: z.string().trim().max(100, { error: 'tooLong' }).optional(),
  address: text(200),
});
export type FreeTrialRequest = z.infer<typeof freeTrialRequestSchema>;
