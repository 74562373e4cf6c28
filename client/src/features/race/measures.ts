import type { TFunction } from 'i18next';
import type { DictionaryFigures } from '@learnstar/shared';

/**
 * A result's two measures in words: a dictionary race has right answers and time (it has no typing
 * speed, so never "0 WPM 0%"); a typed one its speed and accuracy.
 */
export function resultMeasures(t: TFunction, result: { wpm: number; accuracy: number; dictionary?: DictionaryFigures }): [string, string] {
  if (result.dictionary) return [t('home.right', { count: result.dictionary.right }), t('home.seconds', { count: result.dictionary.seconds })];
  return [`${result.wpm} ${t('home.wpm')}`, `${result.accuracy}%`];
}
