import type { TFunction } from 'i18next';
import { raceKindOf } from '@learnstar/shared';
import { matchTitle } from '../../matches/match-title';

/**
 * What a race is called on a page: a scheduled match by its title (matchTitle); a pupil's practice
 * and a classroom race, which have no title of their own, by what they were, in the reader's language.
 */
export function raceTitle(t: TFunction, language: string, race: { raceId: string; game: number; title: string; titleZh?: string }): string {
  const kind = raceKindOf(race.raceId);
  return kind === 'practice' || kind === 'classroom' ? t(`report.title_${kind}_${race.game}`) : matchTitle(race, language);
}
