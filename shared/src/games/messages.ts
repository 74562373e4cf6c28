/** Message keys of the game centre (spread into MESSAGE_KEYS; texts in the client's errors catalogue). */
export const GAME_REFUSALS = [
  'gameAnswersTooFast',
  'gameTooManyAnswers',
  'gameUnknownItem',
  'gameItemRepeated',
  'gameCommitOutOfPlace',
  'gameAnswerTimesInvalid',
  'gameLogExceedsElapsed',
  'gameFinishedLate',
  'gameStrokeImplausible',
] as const;
/** Why a finish was refused: the log is not one a child could have produced (HTTP 422, nothing credited). */
export type GameRefusal = (typeof GAME_REFUSALS)[number];

export const GAME_MESSAGE_KEYS = [
  ...GAME_REFUSALS,
  'gameUnknown',
  'gameSessionNotFound',
  'gameNeedsGradeCode',
  'gameNoContent',
  'gameGhostNotFound',
  'gameGhostModeDiffers',
  'gameGhostLevelDiffers',
] as const;
