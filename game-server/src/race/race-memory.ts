import { dictionaryAnswers, typingAnswers, type MemoryAnswer } from '@learnstar/shared';
import { parseQuestions, type RaceMeta, type RacerRecord } from './race-records.js';

/**
 * What a racer's answers say about each character, sent with the result (detail.memory) for the
 * API's learning memory. Typing races in pinyin mode are judged by keys, not characters: they teach
 * nothing here (the tortoise race in pinyin mode does, by the characters it reached).
 */
export function raceMemory(meta: RaceMeta, racer: RacerRecord | undefined, cpm: number): MemoryAnswer[] {
  if (!racer) return [];
  if (meta.game === 2) return dictionaryAnswers(parseQuestions(meta), racer.answers ?? {});
  if (meta.mode !== 'hanzi') return [];
  return typingAnswers(meta.text, racer.progress.typed, racer.progress.mistakes, cpm);
}
