import { z } from 'zod';
import { typedCodeSchema } from '../codes.js';
import { SIGN_IN_CARD_CODE_ALPHABET, SIGN_IN_CARD_CODE_LENGTH, SIGN_IN_CARD_SECRET_PATTERN } from './constants.js';

/**
 * A child's sign-in card (issue 50): a QR code and a short typed code that sign only that child in
 * on a device, for a long time, so a 6-year-old never types an account name and password.
 */

/** POST /sign-in-cards/sign-in: the QR's secret or the typed code, exactly one. */
export const cardSignInSchema = z
  .object({
    secret: z.string({ error: 'signInCardInvalid' }).regex(SIGN_IN_CARD_SECRET_PATTERN, { error: 'signInCardInvalid' }).optional(),
    code: typedCodeSchema(SIGN_IN_CARD_CODE_LENGTH, SIGN_IN_CARD_CODE_ALPHABET, 'signInCardInvalid').optional(),
  })
  .refine((v) => (v.secret === undefined) !== (v.code === undefined), { error: 'signInCardInvalid', path: ['code'] });
export type CardSignIn = z.infer<typeof cardSignInSchema>;

/** A freshly printed card: the only time its secret and code leave the server. */
export const signInCardSchema = z.object({
  childId: z.number().int(),
  name: z.string(),
  account: z.string(),
  secret: z.string(),
  code: z.string(),
  createdAt: z.string(),
});
export type SignInCard = z.infer<typeof signInCardSchema>;

/** The devices a child's cards signed in, still signed in; a parent or teacher can end them. */
export const deviceSignInsSchema = z.object({
  cardPrintedAt: z.string().nullable(),
  devices: z.array(z.object({ id: z.number().int(), signedInAt: z.string(), expiresAt: z.string() })),
});
export type DeviceSignIns = z.infer<typeof deviceSignInsSchema>;
