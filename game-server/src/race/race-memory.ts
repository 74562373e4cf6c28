import { chars, dictionaryAnswers, judgedText, syllableAnswers, typingAnswers, type MemoryAnswer } from '@learnstar/shared';
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
