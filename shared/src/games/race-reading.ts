import { judgedText } from '../race/judged-text.js';
import { chars } from '../race/racer-progress.js';
import type { TimedAnswer } from './answer-timing.js';
import { applyCommit, correctPrefix } from './race-track.js';
import type { RacePassage } from './schemas.js';

/**
 * The tortoise race in pinyin mode accepts every reading a pinyin IME offers, as typing races do
 * (shared/race/judged-text): the pupil is judged against each syllable in the reading they chose.
 * Track positions stay in characters of the written target, so the hare and a ghost, which run
 * the written target, share the track with a pupil whose readings are longer or shorter.
 */

/** What the pupil is judged against, given what they typed (the written target in hanzi mode). */
export function raceTarget(passage: RacePassage, typed: readonly string[]): readonly string[] {
  return passage.mode === 'pinyin' && passage.acceptedKeys ? judgedText(passage.acceptedKeys, typed) : chars(passage.target);
}

/** The most characters a pupil may type: every syllable in its longest accepted reading. */
export function raceMaxLength(passage: RacePassage): number {
  if (passage.mode !== 'pinyin' || !passage.acceptedKeys) return chars(passage.target).length;
  return passage.acceptedKeys.reduce((sum, options) => sum + Math.max(...options.map((o) => chars(o).length)) + 1, -1);
}

/** Whether `typed` is all of `target`: the pupil has crossed the line. */
export function isWhole(typed: readonly string[], target: readonly string[]): boolean {
  return typed.length === target.length && correctPrefix(typed, target) === target.length;
}

/** Whether what was typed is the whole text, in readings the pupil chose. */
export function raceFinished(passage: RacePassage, typed: readonly string[]): boolean {
  return isWhole(typed, raceTarget(passage, typed));
}

/** How far along the track the pupil is, in characters of the written target. */
export function raceProgress(passage: RacePassage, typed: readonly string[]): number {
  const written = chars(passage.target).length;
  const target = raceTarget(passage, typed);
  if (isWhole(typed, target)) return written;
  return Math.min(written - 1, Math.floor((correctPrefix(typed, target) * written) / target.length));
}

/** A ghost's place `ms` into its recorded race: its commits up to then, replayed on the passage. */
export function ghostPosition(passage: RacePassage, timeline: readonly TimedAnswer[], ms: number): number {
  const maxLength = raceMaxLength(passage);
  let typed: string[] = [];
  for (const { itemId, input, atMs } of timeline) {
    if (atMs > ms) break;
    typed = applyCommit(typed, Number(itemId.slice(1)), input, maxLength);
  }
  return raceProgress(passage, typed);
}

/** When a recorded race had typed the whole passage, or null when it never did. */
export function ghostFinishMs(passage: RacePassage, timeline: readonly TimedAnswer[]): number | null {
  const maxLength = raceMaxLength(passage);
  let typed: string[] = [];
  for (const { itemId, input, atMs } of timeline) {
    typed = applyCommit(typed, Number(itemId.slice(1)), input, maxLength);
    if (raceFinished(passage, typed)) return atMs;
  }
  return null;
}
