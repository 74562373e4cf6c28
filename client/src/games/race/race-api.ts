import { isSuccess, type RaceGhost } from '@learnstar/shared';
import { api } from '../../api/client';

/** Races the pupil can race again as a ghost (own and same-grade classmates'); none when unreadable. */
export async function fetchRaceGhosts(): Promise<RaceGhost[]> {
  const response = await api<RaceGhost[]>('GET', '/games/race/ghosts');
  return isSuccess(response) && response.data ? response.data : [];
}
