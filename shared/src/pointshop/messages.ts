/** Message keys of the points shop and redemptions (spread into MESSAGE_KEYS; texts in the client's errors catalogue). */
export const POINTSHOP_MESSAGE_KEYS = [
  'goodsNotFound',
  'redeemEmailNotVerified',
  'loginPasswordWrong',
  'redemptionLimitReached',
  'alreadyOwned',
  'recipientRequired',
  'redeemed',
  'redemptionNotFound',
  'illegalRedemptionTransition',
  'trackingNoteRequired',
  'redemptionShipped',
  'cosmeticNotOwned',
  'cosmeticEquipped',
] as const;
