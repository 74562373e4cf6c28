import { z } from 'zod';
import { rowIdSchema } from '../ids.js';
import { GAME_LEVELS } from '../content/levels.js';
import { levelGameSchema } from '../contracts/levels.js';
import { singaporePhoneSchema } from '../contracts/accounts.js';
import { emailSchema } from '../contracts/common.js';
import { pageQuerySchema, sortQuery } from '../contracts/points.js';
import { AVATAR_FRAMES, COSMETIC_KINDS, PLANE_SKINS, TORTOISE_COLOURS, type CosmeticKind } from './cosmetics.js';
import { GOODS_CATEGORIES, GOODS_KINDS, REDEEM_MAX_QUANTITY, REDEMPTION_TABS } from './constants.js';
import { REDEMPTION_STATUSES } from './redemption-state.js';
import { idempotencyKeySchema } from '../idempotency/index.js';

const COSMETIC_KIND_NAMES = Object.keys(COSMETIC_KINDS) as [CosmeticKind, ...CosmeticKind[]];
const cosmeticKindSchema = z.enum(COSMETIC_KIND_NAMES, { error: 'invalidValue' });

export function isCosmeticValue(kind: CosmeticKind, value: string): boolean {
  return (COSMETIC_KINDS[kind] as readonly string[]).includes(value);
}

/** What a virtual good grants (`PointsGood.effect`): a cosmetic, or a level unlocked as if bought. */
export const goodsEffectSchema = z.union([
  z.object({ type: cosmeticKindSchema, value: z.string() }).refine((c) => isCosmeticValue(c.type, c.value), { path: ['value'], error: 'invalidValue' }),
  z.object({ type: z.literal('levelUnlock'), game: levelGameSchema, level: z.enum(GAME_LEVELS) }),
]);
export type GoodsEffect = z.infer<typeof goodsEffectSchema>;

/** A good as /pointshop and its detail show it; `redeemedByMe` counts against the per-pupil limit. */
export const pointsGoodSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  kind: z.enum(GOODS_KINDS),
  category: z.enum(GOODS_CATEGORIES),
  nameEn: z.string(),
  nameZh: z.string(),
  descriptionEn: z.string(),
  descriptionZh: z.string(),
  points: z.number().int(),
  stock: z.number().int(),
  soldOut: z.boolean(),
  perUserLimit: z.number().int().nullable(),
  redeemedByMe: z.number().int(),
  images: z.array(z.string()),
  effect: goodsEffectSchema.nullable(),
});
export type PointsGood = z.infer<typeof pointsGoodSchema>;

/** The shop window: goods and, for a signed-in pupil, their balance. */
export const pointsGoodsListSchema = z.object({ goods: z.array(pointsGoodSchema), balance: z.number().int().nullable() });
export type PointsGoodsList = z.infer<typeof pointsGoodsListSchema>;
export const pointsGoodsQuerySchema = z.object({ category: z.enum(GOODS_CATEGORIES, { error: 'invalidValue' }).optional() });

const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: 'tooLong' });

/** SPEC §3/§5: where a physical good goes. All four are required; the phone is a Singapore number. */
export const deliverySchema = z.object({
  recipient: requiredText('recipientRequired', 60),
  phone: requiredText('phoneRequired', 20).pipe(singaporePhoneSchema),
  email: z.string({ error: 'emailRequired' }).trim().min(1, { error: 'emailRequired' }).pipe(emailSchema),
  address: requiredText('addressRequired', 200),
});
export type Delivery = z.infer<typeof deliverySchema>;

/**
 * POST /pointshop/redeem. The delivery fields are checked with `deliverySchema` once the good is
 * known to be physical (the server decides the kind, not the form); virtual goods need only the
 * login password.
 */
export const redeemRequestSchema = z.object({
  goodsId: z.number({ error: 'goodsNotFound' }).int({ error: 'goodsNotFound' }).positive({ error: 'goodsNotFound' }).max(2_147_483_647, { error: 'goodsNotFound' }),
  quantity: z.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(REDEEM_MAX_QUANTITY, { error: 'redemptionLimitReached' }).default(1),
  idempotencyKey: idempotencyKeySchema,
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'loginPasswordWrong' }),
  recipient: z.string().max(200).optional(),
  phone: z.string().max(40).optional(),
  email: z.string().max(300).optional(),
  address: z.string().max(400).optional(),
});
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

/** Redemption record of SPEC §3: index, product, delivery info, points, status, update time. */
export const redemptionRecordSchema = z.object({
  index: z.number().int(),
  id: z.number().int(),
  goodsId: z.number().int(),
  nameEn: z.string(),
  nameZh: z.string(),
  image: z.string().nullable(),
  kind: z.enum(GOODS_KINDS),
  quantity: z.number().int(),
  points: z.number().int(),
  status: z.enum(REDEMPTION_STATUSES),
  delivery: deliverySchema.extend({ trackingNote: z.string().nullable() }).nullable(),
  updateTime: z.string(),
});
export type RedemptionRecord = z.infer<typeof redemptionRecordSchema>;
export const redemptionPageSchema = z.object({ rows: z.array(redemptionRecordSchema), total: z.number().int() });
export type RedemptionPage = z.infer<typeof redemptionPageSchema>;

/** A parent passes a linked child's id to read that child's records (read only). */
export const redemptionQuerySchema = pageQuerySchema.extend({
  status: z.enum(REDEMPTION_TABS).default('all'),
  childId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type RedemptionQuery = z.infer<typeof redemptionQuerySchema>;

export const redeemResultSchema = z.object({ redemption: redemptionRecordSchema, balance: z.number().int() });
export type RedeemResult = z.infer<typeof redeemResultSchema>;

/** The operator's list: who redeemed, to address the parcel. */
export const operatorRedemptionSchema = redemptionRecordSchema.extend({ userId: z.number().int(), pupilName: z.string() });
export type OperatorRedemption = z.infer<typeof operatorRedemptionSchema>;
/** Oldest first unless asked: the parcel waiting longest goes out first. */
export const OPERATOR_REDEMPTION_SORTS = ['createdAt'] as const;
export const operatorRedemptionQuerySchema = pageQuerySchema.extend({ status: z.enum(REDEMPTION_TABS).default('toDeliver'), ...sortQuery(OPERATOR_REDEMPTION_SORTS, 'createdAt', 'asc') });
export type OperatorRedemptionQuery = z.infer<typeof operatorRedemptionQuerySchema>;
export const shipRedemptionSchema = z.object({ trackingNote: requiredText('trackingNoteRequired', 200) });
export type ShipRedemption = z.infer<typeof shipRedemptionSchema>;

/** What a pupil owns and wears of each cosmetic kind (the free default is always owned). */
export const cosmeticsSchema = z.object({
  avatarFrame: z.object({ owned: z.array(z.enum(AVATAR_FRAMES)), equipped: z.enum(AVATAR_FRAMES) }),
  planeSkin: z.object({ owned: z.array(z.enum(PLANE_SKINS)), equipped: z.enum(PLANE_SKINS) }),
  tortoiseColour: z.object({ owned: z.array(z.enum(TORTOISE_COLOURS)), equipped: z.enum(TORTOISE_COLOURS) }),
});
export type Cosmetics = z.infer<typeof cosmeticsSchema>;

/** The value must be one of that kind's (shared/pointshop/cosmetics.ts); owning it is checked by the API. */
export const equipCosmeticSchema = z
  .object({ kind: cosmeticKindSchema, value: z.string({ error: 'invalidValue' }) })
  .refine((c) => isCosmeticValue(c.kind, c.value), { path: ['value'], error: 'invalidValue' });
export type EquipCosmetic = z.infer<typeof equipCosmeticSchema>;

/** A redemption id in a path: anything else is "not found". */
export const redemptionIdSchema = rowIdSchema;
