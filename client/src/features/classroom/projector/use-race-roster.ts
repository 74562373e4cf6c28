import { useEffect, useRef, useState } from 'react';
import type { RaceRoster, RosterRacer } from '@learnstar/shared';
import { useSession } from '../../../stores/session';
import { gameServerFetch } from '../game-server-fetch';

/** Joins arriving together (a class typing the code at once) are asked for in one go. */
const GATHER_MS = 300;

/**
 * The host's racers with avatars, frames and previous race, asked of the match server whenever
 * someone not yet known appears on the board, and once more when the results are in (so the
 * previous race is the one before this). The live board itself never carries them.
 */
export function useRaceRoster(raceId: string | null, userIds: number[], finished: boolean): Map<number, RosterRacer> {
  const token = useSession((s) => s.token);
  const [roster, setRoster] = useState<Map<number, RosterRacer>>(new Map());
  const asked = useRef(0);
  const unknown = userIds.some((id) => !roster.has(id));
  useEffect(() => {
    if (!raceId || (!unknown && !finished) || userIds.length === 0) return;
    const ask = ++asked.current;
    const timer = setTimeout(() => {
      void gameServerFetch(`/races/${raceId}/roster`, token)
        .then((r) => (r.ok ? (r.json() as Promise<RaceRoster>) : null))
        .then((answer) => {
          if (answer && ask === asked.current) setRoster(new Map(answer.racers.map((racer) => [racer.userId, racer])));
        })
        .catch(() => undefined);
    }, GATHER_MS);
    return () => clearTimeout(timer);
  }, [raceId, unknown, finished, token, userIds.length]);
  return roster;
}
