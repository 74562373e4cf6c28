/** Message keys of families (spread into MESSAGE_KEYS; texts in the client's errors catalogue). */
export const FAMILY_MESSAGE_KEYS = [
  'childLinked',
  'linkCodeInvalid',
  'childHasParent',
  'childNotFound',
  'childCreated',
  'parentsOnly',
  'summarySettingSaved',
  'signInCardInvalid',
  'signInCardPrinted',
  'deviceSignInsEnded',
  'cardsForParentsAndTeachers',
] as const;
