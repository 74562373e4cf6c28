/** Message keys of classes (spread into MESSAGE_KEYS; texts in the client's errors catalogue). */
export const CLASS_MESSAGE_KEYS = [
  'classCreated',
  'classNotFound',
  'classCodeInvalid',
  'classCodeUsed',
  'tooManyUnusedCodes',
  'joinCodesMade',
  'classJoined',
  'alreadyInClass',
  'classFull',
  'pupilsOnly',
  'pupilRemoved',
  'pupilNotInClass',
  'raceForOtherClass',
  'homeworkAssigned',
  'dueInPast',
  'homeworkNotFound',
] as const;
