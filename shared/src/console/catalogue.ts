import { z } from 'zod';
import { gradeCodeSchema } from '../contracts/accounts.js';
import { goodsEffectSchema } from '../pointshop/schemas.js';
import { GOODS_CATEGORIES, GOODS_KINDS, PHYSICAL_GOODS_CATEGORIES, type GoodsCategory } from '../pointshop/constants.js';
import { PRODUCT_MAX_FILES, PRODUCT_MAX_IMAGES, SHOP_ASSET_PATTERNS } from '../shop/constants.js';
import { LOW_STOCK_LINE } from './dashboard.js';

/**
 * The console's product and points-good forms: one schema each, checked by the form as the
 * operator types and again by the API. Stock is set once, on create; afterwards it only moves by
 * the guarded delta (stockChangeSchema), so an edit can never overwrite units an order just took.
 */
const text = (max: number) => z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });
const longText = (max: number) => z.string({ error: 'invalidValue' }).trim().max(max, { error: 'tooLong' }).default('');
/** Empty means "not given" (stored as null, so the shop hides the line). */
const optionalText = (max: number) =>
  z.string({ error: 'invalidValue' }).trim().max(max, { error: 'tooLong' }).nullish().transform((v) => v || null);
const count = (min: number, max: number) =>
  z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidValue') })
    .int({ error: 'invalidValue' })
    .min(min, { error: 'invalidValue' })
    .max(max, { error: 'invalidValue' });
const optionalCount = (min: number, max: number) => count(min, max).nullish().transform((v) => v ?? null);
const asset = (kind: keyof typeof SHOP_ASSET_PATTERNS) => z.string({ error: 'invalidValue' }).regex(SHOP_ASSET_PATTERNS[kind], { error: 'invalidValue' });
const images = z.array(asset('images'), { error: 'invalidValue' }).min(1, { error: 'required' }).max(PRODUCT_MAX_IMAGES, { error: 'invalidValue' });
const sku = text(40).regex(/^[A-Za-z0-9-]+$/, { error: 'invalidValue' });
const initialStock = count(0, 100_000);
/** Units at or under which the operator's home lists the item as low stock (0: only when sold out). */
const lowStockLine = count(0, 100_000).default(LOW_STOCK_LINE);

export const productEditSchema = z.object({
  sku,
  categoryId: count(1, 2_147_483_647),
  nameEn: text(100),
  nameZh: text(100),
  descriptionEn: longText(2000),
  descriptionZh: longText(2000),
  priceCents: count(1, 100_000_000),
  lowStockLine,
  purchaseLimit: optionalCount(1, 1000),
  weightGrams: optionalCount(1, 1_000_000),
  specificationEn: optionalText(1000),
  specificationZh: optionalText(1000),
  dimensions: optionalText(100),
  packingListEn: optionalText(1000),
  packingListZh: optionalText(1000),
  gradeCodes: z.array(gradeCodeSchema, { error: 'invalidValue' }).max(8, { error: 'invalidValue' }).default([]),
  images,
  files: z.array(asset('files'), { error: 'invalidValue' }).max(PRODUCT_MAX_FILES, { error: 'invalidValue' }).default([]),
  videoUrl: asset('videos').nullish().transform((v) => v ?? null),
  expiresAt: z.iso.datetime({ error: 'invalidValue' }).nullish().transform((v) => v ?? null),
  active: z.boolean({ error: 'invalidValue' }).default(true),
});
export type ProductEdit = z.infer<typeof productEditSchema>;
export const productCreateSchema = productEditSchema.extend({ stock: initialStock });
export type ProductCreate = z.infer<typeof productCreateSchema>;

/** A product as the console edits it: every stored field, names of assets rather than URLs. */
export const consoleProductSchema = productEditSchema.extend({ id: z.number().int(), stock: z.number().int(), expiresAt: z.string().nullable() });
export type ConsoleProduct = z.infer<typeof consoleProductSchema>;

/**
 * A physical good has a category the operator picks; a virtual good has an effect the points
 * shop knows how to grant (goodsEffectSchema: a cosmetic, or a level unlock), and its category is
 * that effect's type. No free-form JSON reaches the table.
 */
const pointsGoodFields = z.object({
  sku,
  kind: z.enum(GOODS_KINDS, { error: 'invalidValue' }),
  category: z.enum(PHYSICAL_GOODS_CATEGORIES, { error: 'invalidValue' }).nullish().transform((v) => v ?? null),
  effect: goodsEffectSchema.nullish().transform((v) => v ?? null),
  nameEn: text(100),
  nameZh: text(100),
  descriptionEn: longText(1000),
  descriptionZh: longText(1000),
  points: count(1, 1_000_000),
  lowStockLine,
  perUserLimit: optionalCount(1, 1000),
  images,
  active: z.boolean({ error: 'invalidValue' }).default(true),
});
const kindRules = <T extends { kind: string; category: unknown; effect: unknown }>(good: T, ctx: z.RefinementCtx) => {
  if (good.kind === 'physical' && !good.category) ctx.addIssue({ code: 'custom', path: ['category'], message: 'required' });
  if (good.kind === 'virtual' && !good.effect) ctx.addIssue({ code: 'custom', path: ['effect'], message: 'required' });
};
export const pointsGoodEditSchema = pointsGoodFields.superRefine(kindRules);
export type PointsGoodEdit = z.infer<typeof pointsGoodEditSchema>;
export const pointsGoodCreateSchema = pointsGoodFields.extend({ stock: initialStock }).superRefine(kindRules);
export type PointsGoodCreate = z.infer<typeof pointsGoodCreateSchema>;

/** Where /pointshop files the good: the operator's category, or the virtual good's effect type. */
export function goodsCategoryOf(good: Pick<PointsGoodEdit, 'kind' | 'category' | 'effect'>): GoodsCategory {
  return good.kind === 'virtual' && good.effect ? good.effect.type : (good.category ?? 'stationery');
}

export const consolePointsGoodSchema = pointsGoodFields.extend({
  id: z.number().int(),
  stock: z.number().int(),
  category: z.enum(GOODS_CATEGORIES),
});
export type ConsolePointsGood = z.infer<typeof consolePointsGoodSchema>;

/** The pictures, guides and videos an operator can choose from (committed and uploaded). */
export const shopAssetsSchema = z.object({ images: z.array(z.string()), files: z.array(z.string()), videos: z.array(z.string()) });
export type ShopAssets = z.infer<typeof shopAssetsSchema>;
export const uploadedImageSchema = z.object({ name: z.string(), url: z.string() });
