import { z } from 'zod';
import { emailSchema } from './common.js';
import { COUPON_CHECK_RESULTS } from '../shop/coupon-rule.js';
import { ORDER_STATUSES } from '../shop/order-state.js';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES, POSTCODE_PATTERNS, SANDBOX_OUTCOMES, SHIPPING_COUNTRIES, SHIPPING_METHODS } from '../shop/constants.js';

const id = z.coerce.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' });
const quantity = z.coerce.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(99, { error: 'overPurchaseLimit' });

/** A cart key: a user's ranId or a visitor's generated UUID. */
export const ranIdSchema = z.string({ error: 'required' }).trim().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'invalidValue' });

export const productListQuerySchema = z.object({ categoryId: id.optional() });

export const productCategorySchema = z.object({ id: z.number().int(), slug: z.string(), nameEn: z.string(), nameZh: z.string() });
export type ProductCategory = z.infer<typeof productCategorySchema>;

export const productFileSchema = z.object({ name: z.string(), url: z.string() });

/** A product as the shop shows it (SPEC §3): both languages, price in GST-inclusive cents. */
export const productSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  categoryId: z.number().int(),
  nameEn: z.string(),
  nameZh: z.string(),
  descriptionEn: z.string(),
  descriptionZh: z.string(),
  priceCents: z.number().int(),
  images: z.array(z.string()),
  specificationEn: z.string().nullable(),
  specificationZh: z.string().nullable(),
  weightGrams: z.number().int().nullable(),
  dimensions: z.string().nullable(),
  packingListEn: z.string().nullable(),
  packingListZh: z.string().nullable(),
  gradeCodes: z.array(z.number().int()),
  purchaseLimit: z.number().int(),
  files: z.array(productFileSchema),
  videoUrl: z.string().nullable(),
  expiresAt: z.string().nullable(),
  stock: z.number().int(),
  soldOut: z.boolean(),
  expired: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const shopSettingsSchema = z.object({ gstRegistered: z.boolean(), gstRatePercent: z.number().int(), freeShippingThresholdCents: z.number().int() });
export const productListSchema = z.object({ categories: z.array(productCategorySchema), products: z.array(productSchema), settings: shopSettingsSchema });

/** Why a cart line cannot be ordered as it is; null when it can. */
export const CART_LINE_PROBLEMS = ['removed', 'soldOut', 'overLimit', 'overStock', 'expired'] as const;
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number];

export const cartRowSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  image: z.string().nullable(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  totalPriceCents: z.number().int(),
  purchaseLimit: z.number().int(),
  stock: z.number().int(),
  problem: z.enum(CART_LINE_PROBLEMS).nullable(),
});
export type CartRow = z.infer<typeof cartRowSchema>;

export const cartQuerySchema = z.object({ ranId: ranIdSchema });
export const cartLineSchema = z.object({ ranId: ranIdSchema, productId: id, quantity });
export const cartRemoveSchema = z.object({ ranId: ranIdSchema, productId: id });
export const cartMergeSchema = z.object({ visitorRanId: ranIdSchema });
export type CartLineRequest = z.infer<typeof cartLineSchema>;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: 'tooLong' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'tooLong' }).optional().default('');

export const couponCodeSchema = z.string().trim().toUpperCase().max(32, { error: 'couponInvalid' });

/** "Buy now" on a product page: an order of this one line instead of the cart, which stays as it is. */
export const buyNowSchema = z.object({ productId: id, quantity });
export type BuyNow = z.infer<typeof buyNowSchema>;

/** Where and how to ship: enough to price an order (of the cart, or of `buyNow` alone when given). */
export const shippingChoiceSchema = z.object({
  country: z.enum(SHIPPING_COUNTRIES, { error: 'countryRequired' }),
  shippingMethod: z.enum(SHIPPING_METHODS, { error: 'shippingMethodRequired' }),
  couponCode: couponCodeSchema.optional().default(''),
  buyNow: buyNowSchema.optional(),
});
export type ShippingChoice = z.infer<typeof shippingChoiceSchema>;

/**
 * The checkout form of SPEC §3/§5: country, shipping method, mailing address (block/house, street,
 * unit, building), postcode, first and last name, email, phone, coupon. Each missing field has its
 * own message; the postcode pattern depends on the country (6 digits in Singapore).
 */
export const checkoutSchema = shippingChoiceSchema
  .extend({
    block: requiredText('addressRequired', 20),
    street: requiredText('addressRequired', 100),
    unit: optionalText(20),
    building: optionalText(100),
    postcode: requiredText('postcodeRequired', 10),
    firstName: requiredText('firstNameRequired', 60),
    lastName: requiredText('lastNameRequired', 60),
    email: z.string({ error: 'emailRequired' }).trim().min(1, { error: 'emailRequired' }).pipe(emailSchema),
    phone: requiredText('phoneRequired', 20).transform((v) => v.replace(/[\s-]/g, '')).pipe(z.string().regex(/^\+?\d{7,15}$/, { error: 'invalidPhone' })),
  })
  .superRefine((form, ctx) => {
    if (!POSTCODE_PATTERNS[form.country].test(form.postcode)) ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'invalidPostcode' });
  });
export type CheckoutForm = z.infer<typeof checkoutSchema>;

export const couponCheckSchema = z.object({ code: couponCodeSchema.pipe(z.string().min(1, { error: 'couponInvalid' })), buyNow: buyNowSchema.optional() });
export type CouponCheck = z.infer<typeof couponCheckSchema>;
export const couponCheckResultSchema = z.object({ result: z.enum(COUPON_CHECK_RESULTS), discountCents: z.number().int() });

export const orderPriceSchema = z.object({
  originalCents: z.number().int(),
  discountCents: z.number().int(),
  shippingCents: z.number().int(),
  payAmountCents: z.number().int(),
  gstIncludedCents: z.number().int(),
  totalItems: z.number().int(),
  freeShipping: z.boolean(),
});
export const quoteSchema = z.object({ price: orderPriceSchema, coupon: couponCheckResultSchema.nullable(), lines: z.array(cartRowSchema) });
export type Quote = z.infer<typeof quoteSchema>;

export const orderItemSchema = z.object({ productId: z.number().int(), nameEn: z.string(), nameZh: z.string(), image: z.string().nullable(), unitPriceCents: z.number().int(), quantity: z.number().int() });

/** An order as the buyer sees it (SPEC §3): id, times, amounts, status. */
export const orderSchema = z.object({
  code: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  trackingNote: z.string().nullable(),
  receivedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  originalPriceCents: z.number().int(),
  discountCents: z.number().int(),
  shippingFeeCents: z.number().int(),
  payAmountCents: z.number().int(),
  gstIncludedCents: z.number().int(),
  totalItems: z.number().int(),
  couponCode: z.string().nullable(),
  country: z.enum(SHIPPING_COUNTRIES),
  shippingMethod: z.enum(SHIPPING_METHODS),
  address: z.object({ block: z.string(), street: z.string(), unit: z.string(), building: z.string() }),
  postcode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  paymentProvider: z.enum(PAYMENT_PROVIDERS).nullable(),
  items: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderCodeParamSchema = z.string().trim().toUpperCase().regex(/^[0-9A-Z]{8}$/, { error: 'orderNotFound' });
export const orderListQuerySchema = z.object({ page: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(50).default(10) });
export const operatorOrderQuerySchema = orderListQuerySchema.extend({ status: z.enum(ORDER_STATUSES).optional() });

export const startPaymentSchema = z.object({ orderCode: orderCodeParamSchema, provider: z.enum(PAYMENT_PROVIDERS, { error: 'invalidValue' }) });
export const paymentSchema = z.object({
  id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  orderCode: z.string(),
  amountCents: z.number().int(),
  /** Sandbox: the gateway's hosted page to open. */
  redirectUrl: z.string().nullable(),
  /** PayNow: the SGQR payload and the transfer details. */
  paynow: z.object({ payload: z.string(), uen: z.string(), merchantName: z.string(), bank: z.string(), account: z.string(), reference: z.string() }).nullable(),
  expiresAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The sandbox gateway's hosted page. */
export const sandboxSessionSchema = z.object({ id: z.string(), merchant: z.string(), orderCode: z.string(), amountCents: z.number().int(), status: z.enum(PAYMENT_STATUSES), expiresAt: z.string() });
export const sandboxCompleteSchema = z.object({ outcome: z.enum(SANDBOX_OUTCOMES, { error: 'invalidValue' }) });

/** What the gateway signs and posts back to the shop (header x-sandbox-signature: hex HMAC-SHA256 of the raw body). */
export const paymentCallbackSchema = z.object({
  paymentId: z.string().min(1).max(64),
  outcome: z.enum(SANDBOX_OUTCOMES),
  amountCents: z.number().int(),
  nonce: z.string().min(16).max(64),
  timestamp: z.number().int(),
});
export type PaymentCallback = z.infer<typeof paymentCallbackSchema>;
