import { z } from 'zod';
import { GAME_LEVELS } from '../content/levels.js';
import { QUESTION_KINDS } from '../content/questions.js';
import type { TypingText } from '../content/typing.js';
import { gradeCodeSchema } from './accounts.js';

/** The client never downloads the whole bank: each call returns what one game needs. */
export const MAX_WORDS_PER_REQUEST = 30;
export const MAX_TEXTS_PER_REQUEST = 10;
export const MAX_QUESTIONS_PER_REQUEST = 30;

const seedSchema = z.string().trim().min(1).max(100).default('practice');
const levelSchema = z.enum(GAME_LEVELS, { error: 'invalidValue' });

export const drawWordsQuerySchema = z.object({
  gradeCode: gradeCodeSchema,
  level: levelSchema,
  count: z.coerce.number().int().min(1).max(MAX_WORDS_PER_REQUEST).default(10),
  seed: seedSchema,
});
export type DrawWordsQuery = z.infer<typeof drawWordsQuerySchema>;

export const typingTextsQuerySchema = z.object({
  gradeCode: gradeCodeSchema,
  level: levelSchema,
  mode: z.enum(['hanzi', 'pinyin']).default('hanzi'),
  count: z.coerce.number().int().min(1).max(MAX_TEXTS_PER_REQUEST).default(1),
  seed: seedSchema,
});
export type TypingTextsQuery = z.infer<typeof typingTextsQuerySchema>;

const pinyinKey = z.string().regex(/^[a-z]+$/);

/** A text to type as the API hands it to the match server: its keys line up with its accepted keys. */
export const typingTextSchema = z
  .object({
    source: z.enum(['passage', 'words']),
    id: z.string().min(1),
    text: z.string().min(1),
    pinyin: z.string(),
    pinyinKeys: z.string().min(1),
    acceptedKeys: z.array(z.array(pinyinKey).min(1)).min(1),
    characterCount: z.number().int().nonnegative(),
    pinyinLetterCount: z.number().int().nonnegative(),
    target: z.string().min(1),
  })
  .refine((t) => t.acceptedKeys.map((keys) => keys[0]).join(' ') === t.pinyinKeys, { path: ['acceptedKeys'], error: 'invalidValue' }) satisfies z.ZodType<TypingText>;

export const questionsQuerySchema = z.object({
  gradeCode: gradeCodeSchema,
  level: levelSchema,
  count: z.coerce.number().int().min(1).max(MAX_QUESTIONS_PER_REQUEST).default(10),
  seed: seedSchema,
  kinds: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',') : undefined))
    .pipe(z.array(z.enum(QUESTION_KINDS)).optional()),
});
export type QuestionsQuery = z.infer<typeof questionsQuerySchema>;

/** One Chinese character (a code point of the CJK blocks). */
export const hanziParamSchema = z.string().regex(/^\p{Script=Han}$/u, { error: 'invalidValue' });
export const wordParamSchema = z.string().regex(/^\p{Script=Han}{1,8}$/u, { error: 'invalidValue' });
