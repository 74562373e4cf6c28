import type { TypingText } from '@learnstar/shared';
import type { ApiClient } from '../api-client/api-client.js';

/** Roughly what a fast P4 pupil types in the race's time: nobody should run out of text. */
export function targetLength(durationMs: number): number {
  return Math.min(240, Math.max(24, Math.round(durationMs / 1000)));
}

/**
 * The race's text: graded texts drawn for the race (its id is the seed, so a race can be
 * replayed), joined with spaces until long enough for its duration.
 */
export async function drawRaceText(api: ApiClient, query: { gradeCode: number; level: string; mode: 'hanzi' | 'pinyin'; seed: string }, durationMs: number): Promise<{ text: string; pinyin: string }> {
  const texts: TypingText[] = await api.typingTexts({ ...query, count: 10 });
  const wanted = targetLength(durationMs);
  const picked: TypingText[] = [];
  for (const text of texts) {
    picked.push(text);
    if (Array.from(picked.map((t) => t.target).join(' ')).length >= wanted) break;
  }
  return { text: picked.map((t) => t.target).join(' '), pinyin: picked.map((t) => t.pinyin).join(' ') };
}
