import { accuracy, charactersPerMinute, wordsPerMinute } from '../scoring.js';
import type { AcceptedKeys } from '../content/accepted-keys.js';
import { judgedAgainst, type RaceWindow, type RacerProgress } from './racer-progress.js';
import { charCount, matchingChars } from './typed-walk.js';

/** The figures shown to racers (acks, boards, results), worked out from the server's copy of a racer's progress. */
export interface RacerFigures {
  position: number;
  correctChars: number;
  errors: number;
  accuracy: number;
  cpm: number;
  wpm: number;
  progress: number;
  finished: boolean;
}

/** Where a racer stands in the text: what `racerFigures` needs that depends only on what was typed. */
interface Standing {
  typed: string;
  text: string;
  accepted: AcceptedKeys | null | undefined;
  position: number;
  correct: number;
  total: number;
}

/**
 * The standing of each progress object, worked out once and kept on the object itself, under a
 * symbol that JSON and spreads leave out (a WeakMap beside it cost a hash lookup per use, and its
 * entries are extra work for every garbage collection). The match server asks for a racer's
 * figures for the ack and then in every board until they type again (several times a second per
 * racer), and the standing is the part that walks the typed text. The match server changes a
 * racer's progress in place (foldInput), so the standing is checked against the typed text and the
 * race on every use, and a changed object can never be answered from a stale one; it is then
 * worked out again into the same object, so a commit leaves nothing new alive here.
 */
const STANDING = Symbol('standing');
type WithStanding = RacerProgress & { [STANDING]?: Standing };

function standingOf(progress: WithStanding, race: RaceWindow): Standing {
  const known = progress[STANDING];
  if (known && known.typed === progress.typed && known.text === race.text && known.accepted === race.accepted) return known;
  const target = judgedAgainst(race, progress.typed);
  const standing: Standing = known ?? { typed: '', text: '', accepted: null, position: 0, correct: 0, total: 0 };
  standing.typed = progress.typed;
  standing.text = race.text;
  standing.accepted = race.accepted;
  standing.position = charCount(progress.typed);
  standing.correct = matchingChars(progress.typed, target);
  standing.total = target.length;
  // Not enumerable: a copy of the progress ({ ...progress }) starts without it. A frozen progress is worked out each time.
  if (!known && Object.isExtensible(progress)) Object.defineProperty(progress, STANDING, { value: standing });
  return standing;
}

/** Every figure shown to racers, computed from the server's copy; elapsed ends at finish or at `now`. */
export function racerFigures(progress: RacerProgress, race: RaceWindow, now: number): RacerFigures {
  const { position, correct, total } = standingOf(progress, race);
  const end = progress.finishedAt ?? Math.min(now, race.endAt);
  const elapsed = Math.max(0, end - race.startAt);
  return {
    position,
    correctChars: correct,
    errors: progress.typedChars - progress.correctKeystrokes,
    accuracy: accuracy(progress.correctKeystrokes, progress.typedChars),
    cpm: charactersPerMinute(correct, elapsed),
    wpm: wordsPerMinute(correct, elapsed),
    progress: total === 0 ? 0 : Math.round((correct / total) * 1000) / 10,
    finished: progress.finishedAt !== null,
  };
}
