/** Message keys of promotions (spread into MESSAGE_KEYS; texts in the client's errors catalogue). */
export const PROMOTION_MESSAGE_KEYS = [
  'passcodeRequired',
  'passcodeWrong',
  'promotionNotFound',
  'promotionNotEntered',
  'promotionNotStarted',
  'promotionEnded',
  'promotionAlreadyClaimed',
  'promotionProductUnavailable',
  // The console's promotion actions.
  'promotionUpdated',
  'promotionDeleted',
  'promotionEndedNow',
  'promotionHasClaims',
] as const;
