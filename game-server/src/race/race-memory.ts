import { chars, dictionaryAnswers, judgedText, missedCharacters, syllableAnswers, typingAnswers, type MemoryAnswer } from '@learnstar/shared';
import { parseAccepted, parseQuestions, type RaceMeta, type RacerRecord } from './race-records.js';

/**
 * What a racer's answers say about each character, sent with the result (detail.memory) for the
 * API's learning memory. In pinyin mode each syllable stands for its character (races made before
 * the race kept its Chinese teach nothing).
 */
export function raceMemory(meta: RaceMeta, racer: RacerRecord | undefined, cpm: number): MemoryAnswer[] {
  if (!racer) return [];
  if (meta.game === 2) return dictionaryAnswers(parseQuestions(meta), racer.answers ?? {});
  if (meta.mode !== 'pinyin') return typingAnswers(meta.text, racer.progress.typed, racer.progress.mistakes, cpm);
  if (!meta.hanzi) return [];
  const accepted = parseAccepted(meta);
  const judged = accepted ? judgedText(accepted, chars(racer.progress.typed)) : chars(meta.text);
  return syllableAnswers(meta.hanzi, judged, racer.progress.typed, racer.progress.missedSyllables ?? [], cpm);
}

/**
 * The racer's ten most frequent slips for the results, by character of the text; in pinyin mode by
 * the character of each syllable mistyped (a child learns nothing from "a×2").
 */
export function raceMistakes(meta: RaceMeta, racer: RacerRecord): [string, number][] {
  const byCharacter = (meta.mode === 'pinyin' && meta.hanzi && missedCharacters(meta.hanzi, meta.text, racer.progress.missedSyllables ?? [])) || racer.progress.mistakes;
  return Object.entries(byCharacter).sort((a, b) => b[1] - a[1]).slice(0, 10);
}
