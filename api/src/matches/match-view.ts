import type { Match as MatchRow } from '@learnstar/db';
import type { Match, MatchPhase } from '@learnstar/shared';

export function matchPhase(match: Pick<MatchRow, 'startTime' | 'durationSec'>, now: Date): MatchPhase {
  const start = match.startTime.getTime();
  if (now.getTime() < start) return 'upcoming';
  return now.getTime() < start + match.durationSec * 1000 ? 'inProgress' : 'ended';
}

export function toMatch(match: MatchRow, signedUp: number, mine: boolean, now: Date): Match {
  return {
    id: match.id,
    game: match.game,
    title: match.title,
    titleZh: match.titleZh,
    startTime: match.startTime.toISOString(),
    durationSec: match.durationSec,
    gradeCodes: match.gradeCodes,
    level: match.level as Match['level'],
    capacity: match.capacity,
    signedUp,
    phase: matchPhase(match, now),
    mine,
  };
}
