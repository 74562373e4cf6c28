import { z } from 'zod';
import { promotionOfferSchema, promotionSummarySchema } from '../promotions/schemas.js';
import { PROMOTION_PASSCODE_MAX_LENGTH, PROMOTION_STATES } from '../promotions/constants.js';
import { sortQuery } from '../contracts/points.js';
import { consolePageSchema, searchSchema } from './paging.js';

const text = (max: number) => z.string({ error: 'invalidValue' }).trim().max(max, { error: 'tooLong' });
const title = text(100).min(1, { error: 'required' });
const passcodeSchema = z.string({ error: 'invalidValue' }).trim().min(4, { error: 'invalidValue' }).max(PROMOTION_PASSCODE_MAX_LENGTH, { error: 'tooLong' });
const endsAfterStart = (p: { startsAt: string; endsAt: string }) => Date.parse(p.endsAt) > Date.parse(p.startsAt);
const END_BEFORE_START = { error: 'endBeforeStart', path: ['endsAt'] };

/** What an operator writes on a promotion: bilingual texts, dates (UTC instants) and the offer. */
const promotionFieldsSchema = z.object({
  titleEn: title,
  titleZh: title,
  summaryEn: text(300).default(''),
  summaryZh: text(300).default(''),
  descriptionEn: text(2000).default(''),
  descriptionZh: text(2000).default(''),
  startsAt: z.iso.datetime({ error: 'invalidValue' }),
  endsAt: z.iso.datetime({ error: 'invalidValue' }),
  offer: promotionOfferSchema,
});

/** A promotion an operator creates: its address name, the fields, a passcode (stored hashed). */
export const createPromotionSchema = promotionFieldsSchema
  .extend({ slug: z.string({ error: 'invalidValue' }).trim().regex(/^[a-z0-9-]{3,60}$/, { error: 'invalidValue' }), passcode: passcodeSchema })
  .refine(endsAfterStart, END_BEFORE_START);
export type CreatePromotion = z.infer<typeof createPromotionSchema>;

/** An edit: every field again (the form sends what it shows); a new passcode only when one is typed. The address name stays. */
export const updatePromotionSchema = promotionFieldsSchema.extend({ passcode: passcodeSchema.optional() }).refine(endsAfterStart, END_BEFORE_START);
export type UpdatePromotion = z.infer<typeof updatePromotionSchema>;

/** A promotion as the console lists and edits it: the card's fields, its descriptions, offer and number of claims. */
export const consolePromotionSchema = promotionSummarySchema.omit({ image: true, offerType: true }).extend({
  descriptionEn: z.string(),
  descriptionZh: z.string(),
  offer: promotionOfferSchema,
  claims: z.number().int(),
});
export type ConsolePromotion = z.infer<typeof consolePromotionSchema>;
export const consolePromotionPageSchema = z.object({ rows: z.array(consolePromotionSchema), total: z.number().int() });

export const CONSOLE_PROMOTION_SORTS = ['createdAt', 'startsAt', 'endsAt', 'slug'] as const;
/** Promotions: by state (from the server's clock), an address-name or title search, sorted. */
export const consolePromotionQuerySchema = consolePageSchema.extend({
  state: z.enum(PROMOTION_STATES, { error: 'invalidValue' }).optional(),
  q: searchSchema,
  ...sortQuery(CONSOLE_PROMOTION_SORTS, 'createdAt'),
});
export type ConsolePromotionQuery = z.infer<typeof consolePromotionQuerySchema>;
