import { accuracy, charactersPerMinute, wordsPerMinute } from '../scoring.js';
import type { AcceptedKeys } from '../content/accepted-keys.js';
import { judgedAgainst, type RaceWindow, type RacerProgress } from './racer-progress.js';
import { charCount, matchingChars, splitsPair } from './typed-walk.js';

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
  const typed = progress.typed;
  const sameRace = known !== undefined && known.text === race.text && known.accepted === race.accepted;
  if (sameRace && known.typed === typed) return known;
  const standing: Standing = known ?? { typed: '', text: '', accepted: null, position: 0, correct: 0, total: 0 };
  // The race's text split once (cached), or in pinyin mode the readings the typed keys chose.
  const target = judgedAgainst(race, typed);
  if (!(sameRace && !race.accepted && followOn(standing, typed, target))) {
    standing.position = charCount(typed);
    standing.correct = matchingChars(typed, target);
    standing.total = target.length;
  }
  standing.typed = typed;
  standing.text = race.text;
  standing.accepted = race.accepted;
  // Not enumerable: a copy of the progress ({ ...progress }) starts without it. A frozen progress is worked out each time.
  if (!known && Object.isExtensible(progress)) Object.defineProperty(progress, STANDING, { value: standing });
  return standing;
}

/**
 * The standing moved on from what it was worked out for (`standing.typed`) to `typed` by walking
 * only the characters typed or deleted in between, when one text starts with the other (a commit
 * adds to the end, a deletion takes from it): a racer's standing is asked for on every commit, and
 * walking everything typed each time grew with the race. Only where the target is the race's text
 * (not in pinyin mode, where what is typed chooses the readings). False, and the standing left as it
 * was, when neither text starts with the other.
 */
function followOn(standing: Standing, typed: string, target: readonly string[]): boolean {
  const before = standing.typed;
  if (typed.length >= before.length && typed.startsWith(before) && !splitsPair(typed, before.length)) {
    const added = typed.slice(before.length);
    standing.correct += matchingChars(added, target, standing.position);
    standing.position += charCount(added);
    return true;
  }
  if (typed.length < before.length && before.startsWith(typed) && !splitsPair(before, typed.length)) {
    const removed = before.slice(typed.length);
    standing.position -= charCount(removed);
    standing.correct -= matchingChars(removed, target, standing.position);
    return true;
  }
  return false;
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
