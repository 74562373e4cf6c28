/** Physical goods are shipped by an operator; virtual goods take effect the moment they are redeemed. */
export const GOODS_KINDS = ['physical', 'virtual'] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];

/** Categories an operator picks for a physical good; a virtual good's category is its effect's type. */
export const PHYSICAL_GOODS_CATEGORIES = ['stationery', 'accessories', 'toys'] as const;
/** The category tabs of /pointshop, physical first. */
export const GOODS_CATEGORIES = [...PHYSICAL_GOODS_CATEGORIES, 'avatarFrame', 'planeSkin', 'tortoiseColour', 'levelUnlock'] as const;
export type GoodsCategory = (typeof GOODS_CATEGORIES)[number];

/** Most of one good in one redemption: a pupil redeems a few pencils, not a crate. */
export const REDEEM_MAX_QUANTITY = 10;

/**
 * The tabs of the redemption records (SPEC §4: all, to be delivered, pending receipt, completed)
 * as the API's `status` query names them, and the stored status each one shows.
 */
export const REDEMPTION_TABS = ['all', 'toDeliver', 'pendingReceipt', 'completed'] as const;
export type RedemptionTab = (typeof REDEMPTION_TABS)[number];
