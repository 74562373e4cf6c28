import { typingScore } from '../race/points-rule.js';
import { chars } from '../race/racer-progress.js';
import { accuracy, charactersPerMinute, wordsPerMinute } from '../scoring.js';
import type { TimedAnswer } from './answer-timing.js';
import type { GameOutcome } from './scoring.js';
import { applyCommit, hareFinishMs } from './race-track.js';
import { isWhole, raceMaxLength, raceTarget } from './race-reading.js';
import type { Hare, MissedWord, RacePassage } from './schemas.js';

/** Score added when the tortoise crosses the line before the hare. */
export const RACE_BEAT_HARE_BONUS = 100;

const HAN = /\p{Script=Han}/u;

/** For each position of the judged text, the Chinese character (and its pinyin) it belongs to, if any. */
function characterAt(passage: RacePassage, judged: readonly string[]): ({ word: string; pinyin: string } | undefined)[] {
  const han = chars(passage.text).filter((c) => HAN.test(c));
  const syllables = passage.pinyin.trim().split(/\s+/);
  const at = (k: number) => (han[k] ? { word: han[k], pinyin: syllables[k] ?? '' } : undefined);
  if (passage.mode === 'hanzi') {
    let k = 0;
    return judged.map((c) => (HAN.test(c) ? at(k++) : undefined));
  }
  let syllable = 0;
  return judged.map((c) => (c === ' ' ? (syllable++, undefined) : at(syllable)));
}

/**
 * Replays the commits on the server's copy of the passage: a commit replaces what was typed from its
 * start on (a retype after deleting). Each character is judged against the passage in the readings
 * the pupil chose (race-reading). Accuracy counts every character entered, as in typing races; CPM
 * runs to the finish, or to the last commit when the pupil did not finish.
 */
export function scoreRace(passage: RacePassage, hare: Hare, answers: readonly TimedAnswer[]): GameOutcome {
  const maxLength = raceMaxLength(passage);
  let typed: string[] = [];
  let judged = raceTarget(passage, typed);
  let typedChars = 0;
  let correctKeystrokes = 0;
  let finishMs: number | null = null;
  const mistakes = new Set<number>();
  for (const { itemId, input, atMs } of answers) {
    const start = Number(itemId.slice(1));
    typed = applyCommit(typed, start, input, maxLength);
    judged = raceTarget(passage, typed);
    chars(input).forEach((c, i) => {
      const position = start + i;
      if (position >= maxLength) return;
      typedChars++;
      if (c === judged[position]) correctKeystrokes++;
      else mistakes.add(position);
    });
    if (finishMs === null && isWhole(typed, judged)) finishMs = atMs;
  }
  const correctChars = typed.filter((c, i) => c === judged[i]).length;
  const elapsed = finishMs ?? answers.at(-1)?.atMs ?? 0;
  const hareMs = hareFinishMs(hare, chars(passage.target).length);
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
  const owner = characterAt(passage, judged);
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
