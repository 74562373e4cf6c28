import type { InternalSession } from '@learnstar/shared';
import type { RaceRepository } from '../race-repository.js';
import { RaceRefusal } from '../race-errors.js';
import type { RacerRecord } from '../race-records.js';
import { applyAnswer } from './dictionary-race.js';

/**
 * A dictionary race's answer, scored by the shared rule as of its arrival and written with a
 * compare-and-set (retried if the racer's record changed meanwhile). The answer stays secret
 * until the reveal: the racer learns only that it was taken.
 */
export async function submitAnswer(repo: RaceRepository, session: InternalSession, raceId: string, questionIndex: number, optionIndex: number, socketId: string, arrivedAt: number) {
  if ((await repo.owner(raceId, session.userId)) !== socketId) throw new RaceRefusal('replacedByNewConnection');
  const meta = await repo.meta(raceId);
  if (!meta || meta.game !== 2) throw new RaceRefusal('raceNotFound');
  for (let attempt = 0; attempt < 5; attempt++) {
    const raw = await repo.racerRaw(raceId, session.userId);
    if (!raw) throw new RaceRefusal('raceNotFound');
    const racer = JSON.parse(raw) as RacerRecord;
    if (racer.removed) throw new RaceRefusal('removedFromRace');
    const outcome = applyAnswer(meta, racer, questionIndex, optionIndex, arrivedAt);
    if (!outcome.ok) {
      if (outcome.reason === 'alreadySubmitted') throw new RaceRefusal('alreadySubmitted');
      return { accepted: false as const, reason: outcome.reason };
    }
    if (await repo.casRacer(raceId, session.userId, raw, outcome.racer)) return { accepted: true as const, questionIndex };
  }
  throw new RaceRefusal('inputRefused');
}
