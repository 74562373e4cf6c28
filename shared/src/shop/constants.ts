/** Shop constants: one place for every limit, fee and interval of the shop (SPEC §9, issue #6). */

/** Singapore GST rate in whole percent; prices are GST-inclusive when the seller is registered. */
export const GST_RATE_PERCENT = 9;

/** An unpaid order keeps its stock this long, then expires and releases it. */
export const ORDER_PAYMENT_WINDOW_MS = 30 * 60 * 1000;

/** A sandbox card-gateway session times out when nobody completes it in this time. */
export const SANDBOX_SESSION_TTL_MS = 10 * 60 * 1000;

/** Signed gateway callbacks older than this are refused (replay protection with the nonce table). */
export const PAYMENT_CALLBACK_MAX_AGE_MS = 5 * 60 * 1000;

/** The /callback page closes (returns to the order) this long after a final result. */
export const PAYMENT_RESULT_CLOSE_MS = 4_000;

/** Order codes: short, no 0/O/1/I/L, usable as a bank-transfer reference. */
export const ORDER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ORDER_CODE_LENGTH = 8;

/** Coupon codes are guessable by trying: a buyer may check this many a minute (then "too frequent"). */
export const COUPON_CHECK_LIMIT = 10;
export const COUPON_CHECK_WINDOW_MS = 60_000;

/** Most of one product a cart line may hold when the product sets no purchase limit. */
export const DEFAULT_PURCHASE_LIMIT = 10;

/** Countries we ship to; Singapore first. Postcode patterns per country. */
export const SHIPPING_COUNTRIES = ['SG', 'MY'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];
export const POSTCODE_PATTERNS: Record<ShippingCountry, RegExp> = { SG: /^\d{6}$/, MY: /^\d{5}$/ };

export const SHIPPING_METHODS = ['standard', 'express', 'pickup'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** Fee in cents per country and method; a missing entry means the method is not offered there. */
export const SHIPPING_FEES_CENTS: Record<ShippingCountry, Partial<Record<ShippingMethod, number>>> = {
  SG: { standard: 399, express: 899, pickup: 0 },
  MY: { standard: 1_500, express: 2_900 },
};

export const PAYMENT_PROVIDERS = ['sandbox', 'paynow'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Results a payment can end in (SPEC §4 payment result: waiting, success, failed, cancelled, timeout). */
export const PAYMENT_STATUSES = ['waiting', 'success', 'failed', 'cancelled', 'timeout'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** What the sandbox gateway's hosted page lets the payer choose. */
export const SANDBOX_OUTCOMES = ['success', 'failed', 'cancelled', 'timeout'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** The seller's PayNow details (company UEN) shown with the bank-transfer instructions. */
export const PAYNOW_MERCHANT = { uen: '202612345K', name: 'LearnStar Pte. Ltd.', city: 'Singapore', bank: 'DBS Bank Ltd', account: '072-123456-7' } as const;

/** A PayNow transfer is confirmed by an operator the next working day, so such orders wait longer. */
export const PAYNOW_PAYMENT_WINDOW_MS = 4 * 24 * 60 * 60 * 1000;

/**
 * File names of the shop's pictures, guides and videos (api/assets/shop/<kind>/): the committed
 * ones are built by api/scripts/build-shop-*.mjs; pictures operators upload in the console get a
 * random name with the type read from their bytes. Nothing else is ever served.
 */
export const SHOP_ASSET_PATTERNS = {
  images: /^([a-z0-9-]+\.svg|upload-[0-9a-f]{16}\.(jpg|png))$/,
  files: /^[a-z0-9-]+\.pdf$/,
  videos: /^[a-z0-9-]+\.webm$/,
} as const;
export type ShopAssetKind = keyof typeof SHOP_ASSET_PATTERNS;
export const UPLOADED_IMAGE_PATTERN = /^upload-[0-9a-f]{16}\.(jpg|png)$/;

/** A product or points-good picture an operator uploads: JPG or PNG, at most 2 MB. */
export const PRODUCT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Most pictures and guides one product or good shows. */
export const PRODUCT_MAX_IMAGES = 8;
export const PRODUCT_MAX_FILES = 4;
