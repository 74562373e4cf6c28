import { z } from 'zod';
import { isGradeCode, type GradeCode } from '../grades.js';
import { GAME_LEVELS } from './levels.js';
import { withPrintedToneChanges } from './printed-pinyin.js';
import type { WordBank } from './types.js';

const level = z.enum(GAME_LEVELS);
const gradeCode = z.custom<GradeCode>(isGradeCode, 'not a grade code');

export const wordEntrySchema = z.object({
  simplified: z.string().min(1),
  traditional: z.string().min(1),
  pinyin: z.string().min(1),
  pinyinNumbered: z.string().min(1),
  otherReadings: z.array(z.string()).optional(),
  meanings: z.array(z.string().min(1)).min(1),
  radicals: z.array(z.string()),
  strokeCounts: z.array(z.number().int().positive()),
  strokeCount: z.number().int().positive(),
  frequencyRank: z.number().int().positive(),
  hsk: z.number().int().min(0).max(6),
  grades: z.record(z.string(), level),
  example: z.string().optional(),
  tags: z.array(z.string()).optional(),
});

export const characterEntrySchema = z.object({
  radical: z.string().min(1),
  strokes: z.number().int().positive(),
  readings: z.array(z.string()),
  imeKeys: z.array(z.string().regex(/^[a-z]+$/)).min(1),
  otherRadicals: z.array(z.string()).optional(),
  otherStrokeCounts: z.array(z.number().int().positive()).optional(),
});

export const passageSchema = z.object({
  id: z.string(),
  gradeCode,
  level,
  text: z.string().min(1),
  pinyin: z.string().min(1),
  pinyinKeys: z.string().min(1),
  characterCount: z.number().int().positive(),
  pinyinLetterCount: z.number().int().positive(),
});

export const wordBankSchema = z.object({
  version: z.number().int(),
  words: z.array(wordEntrySchema),
  characters: z.record(z.string(), characterEntrySchema),
  passages: z.array(passageSchema),
});

/** Validates parsed JSON (the committed file, or a copy the API seeded) as a WordBank, its pinyin as printed. */
export function parseWordBank(json: unknown): WordBank {
  return withPrintedToneChanges(wordBankSchema.parse(json) as WordBank);
}
