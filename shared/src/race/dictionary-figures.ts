import { z } from 'zod';

/** A dictionary race's own measures (it has no typing speed): right answers of those answered, and the time spent answering. */
export const dictionaryFiguresSchema = z.object({ right: z.number().int(), answered: z.number().int(), seconds: z.number() });
export type DictionaryFigures = z.infer<typeof dictionaryFiguresSchema>;

/**
 * From a stored dictionary result: correctChars counts the right answers and completed the questions
 * answered (as the match server writes them); each answer in detail.answers carries its milliseconds.
 */
export function dictionaryResultFigures(result: { correctChars: number; completed: number; detail: unknown }): DictionaryFigures {
  const answers = (result.detail as { answers?: Record<string, { ms?: unknown } | null> } | null)?.answers ?? {};
  const ms = Object.values(answers).reduce((sum, a) => sum + (typeof a?.ms === 'number' && a.ms > 0 ? a.ms : 0), 0);
  return { right: result.correctChars, answered: result.completed, seconds: Math.round(ms / 100) / 10 };
}
