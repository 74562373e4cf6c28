import type { TFunction } from 'i18next';

/** "Right 3 times, missed 1 time": each count through the language's plural rules. */
export function answerCounts(t: TFunction, right: number, wrong: number): string {
  return t('learning.rightWrong', { right: t('learning.rightTimes', { count: right }), wrong: t('learning.missedTimes', { count: wrong }) });
}
