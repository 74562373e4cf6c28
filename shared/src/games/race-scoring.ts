import { typingScore } from '../race/points-rule.js';
import { chars } from '../race/racer-progress.js';
import { accuracy, charactersPerMinute, wordsPerMinute } from '../scoring.js';
import type { TimedAnswer } from './answer-timing.js';
import type { GameOutcome } from './scoring.js';
import { applyCommit, hareFinishMs } from './race-track.js';
import type { Hare, MissedWord, RacePassage } from './schemas.js';

/** Score added when the tortoise crosses the line before the hare. */
export const RACE_BEAT_HARE_BONUS = 100;

const HAN = /\p{Script=Han}/u;

/** For each position of the target, the Chinese character (and its pinyin) it belongs to, if any. */
function characterAt(passage: RacePassage): ({ word: string; pinyin: string } | undefined)[] {
  const han = chars(passage.text).filter((c) => HAN.test(c));
  const syllables = passage.pinyin.trim().split(/\s+/);
  const at = (k: number) => (han[k] ? { word: han[k], pinyin: syllables[k] ?? '' } : undefined);
  if (passage.mode === 'hanzi') {
    let k = 0;
    return chars(passage.target).map((c) => (HAN.test(c) ? at(k++) : undefined));
  }
  let syllable = 0;
  return chars(passage.target).map((c) => (c === ' ' ? (syllable++, undefined) : at(syllable)));
}

/**
 * Replays the commits on the server's copy of the target: a commit replaces what was typed from its
 * start on (a retype after deleting). Accuracy counts every character entered, as in typing races;
 * CPM runs to the finish, or to the last commit when the pupil did not finish.
 */
export function scoreRace(passage: RacePassage, hare: Hare, answers: readonly TimedAnswer[]): GameOutcome {
  const target = chars(passage.target);
  let typed: string[] = [];
  let typedChars = 0;
  let correctKeystrokes = 0;
  let finishMs: number | null = null;
  const mistakes = new Set<number>();
  for (const { itemId, input, atMs } of answers) {
    const start = Number(itemId.slice(1));
    chars(input).forEach((c, i) => {
      const position = start + i;
      if (position >= target.length) return;
      typedChars++;
      if (c === target[position]) correctKeystrokes++;
      else mistakes.add(position);
    });
    typed = applyCommit(typed, start, input, target.length);
    if (finishMs === null && typed.join('') === passage.target) finishMs = atMs;
  }
  const correctChars = typed.filter((c, i) => c === target[i]).length;
  const elapsed = finishMs ?? answers.at(-1)?.atMs ?? 0;
  const hareMs = hareFinishMs(hare, target.length);
  const beatHare = finishMs !== null && finishMs < hareMs;
  const figures = {
    correctChars,
    typedChars,
    cpm: charactersPerMinute(correctChars, elapsed),
    wpm: wordsPerMinute(correctChars, elapsed),
    accuracy: accuracy(correctKeystrokes, typedChars),
    finishMs,
    hareFinishMs: hareMs,
    beatHare,
  };
  const owner = characterAt(passage);
  const missed = new Map<string, MissedWord>();
  for (const position of [...mistakes].sort((a, b) => a - b)) {
    const character = owner[position];
    if (character && !missed.has(character.word)) missed.set(character.word, { itemId: `c${position}`, ...character, meaning: '' });
  }
  return {
    score: typingScore({ correctChars, accuracy: figures.accuracy, submitted: true }) + (beatHare ? RACE_BEAT_HARE_BONUS : 0),
    correct: correctChars,
    answered: answers.length,
    missed: [...missed.values()],
    race: figures,
  };
}
