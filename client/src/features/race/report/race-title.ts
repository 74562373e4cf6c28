import type { i18n as I18n, TFunction } from 'i18next';
import { raceKindOf } from '@learnstar/shared';

/**
 * What a race is called on a page: a scheduled match by its title (its Chinese one in Chinese,
 * where it has one); a pupil's practice and a classroom race, which have no title of their own,
 * by what they were, in the reader's language.
 */
export function raceTitle(t: TFunction, i18n: I18n, race: { raceId: string; game: number; title: string; titleZh?: string }): string {
  const kind = raceKindOf(race.raceId);
  if (kind === 'practice' || kind === 'classroom') return t(`report.title_${kind}_${race.game}`);
  return i18n.language === 'zh' && race.titleZh ? race.titleZh : race.title;
}
