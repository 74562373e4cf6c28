/** Message keys of the console's coupon actions (spread into MESSAGE_KEYS; texts in the console catalogue's errors). */
export const COUPON_ADMIN_MESSAGE_KEYS = [
  'couponNotFound',
  'couponUpdated',
  'couponDeleted',
  'couponDisabled',
  'couponAlreadyDisabled',
  'couponHasUses',
  'belowUsesMade',
] as const;
