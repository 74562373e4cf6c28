import { z } from 'zod';
import { MEMORY_STATES } from './memory-schedule.js';
import { ANSWER_KINDS, MEMORY_SKILLS } from './memory-answers.js';
import { typingTextSchema } from '../contracts/content.js';
import { QUESTION_KINDS } from '../content/questions.js';
import { rowIdSchema } from '../ids.js';

/**
 * GET /learning/characters?state=&skill=: one state (of reading, or of writing with skill=write), or
 * every character of the pupil's grade when omitted.
 */
export const learningCharactersQuerySchema = z.object({
  state: z.enum(MEMORY_STATES, { error: 'invalidValue' }).optional(),
  skill: z.enum(MEMORY_SKILLS, { error: 'invalidValue' }).default('read'),
});
export type LearningCharactersQuery = z.infer<typeof learningCharactersQuerySchema>;

/** How a pupil writes a character by hand (Write it): a skill remembered apart from reading it. */
export const writeMemorySchema = z.object({
  state: z.enum(MEMORY_STATES),
  right: z.number().int(),
  wrong: z.number().int(),
  dueAt: z.string(),
});
export type WriteMemoryView = z.infer<typeof writeMemorySchema>;

/** One character (or word) of a pupil's memory: how they answer it and when it is due again. */
export const characterMemorySchema = z.object({
  character: z.string(),
  pinyin: z.string(),
  meaning: z.string(),
  state: z.enum(MEMORY_STATES),
  right: z.number().int(),
  wrong: z.number().int(),
  /** null for a character never met (new). */
  dueAt: z.string().nullable(),
  /** What was typed or picked instead, most often first. */
  confusedWith: z.array(z.string()),
  /** Writing it by hand; null when never written from memory. */
  write: writeMemorySchema.nullable(),
});
export type CharacterMemoryView = z.infer<typeof characterMemorySchema>;

export const memoryCountsSchema = z.object({ new: z.number().int(), learning: z.number().int(), known: z.number().int(), tricky: z.number().int() });
export type MemoryCounts = z.infer<typeof memoryCountsSchema>;

export const learningCharactersSchema = z.object({
  characters: z.array(characterMemorySchema),
  counts: memoryCountsSchema,
  /** Characters due for review now (tricky ones included). */
  due: z.number().int(),
  /** Days in a row (Singapore days, up to today or yesterday) with at least one answer remembered. */
  streakDays: z.number().int(),
});
export type LearningCharacters = z.infer<typeof learningCharactersSchema>;

/** The family page: the child's tricky characters and how many became known each week. */
export const childCharactersSchema = z.object({
  tricky: z.array(characterMemorySchema),
  counts: memoryCountsSchema,
  /** The last weeks, oldest first: Monday (Singapore) and characters that became known in that week. */
  knownPerWeek: z.array(z.object({ weekStart: z.string(), known: z.number().int() })),
  streakDays: z.number().int(),
  /** Characters whose last writing from memory had a miss (they may well be read right). */
  writeTricky: z.array(characterMemorySchema),
});
export type ChildCharacters = z.infer<typeof childCharactersSchema>;

/** The class page: the class's most-missed characters, with what they were confused with. */
export const classTrickyCharacterSchema = z.object({
  character: z.string(),
  pinyin: z.string(),
  wrong: z.number().int(),
  /** Pupils of the class who missed it at least once. */
  pupils: z.number().int(),
  confusedWith: z.array(z.string()),
});
export const classTrickyCharactersSchema = z.object({
  characters: z.array(classTrickyCharacterSchema),
  /** The characters the class most often misses when writing them from memory (confusedWith empty). */
  written: z.array(classTrickyCharacterSchema),
});
export type ClassTrickyCharacters = z.infer<typeof classTrickyCharactersSchema>;

/** How many most-missed characters the class page lists. */
export const CLASS_TRICKY_LIMIT = 20;
/** Weeks of "became known" the family page shows. */
export const KNOWN_WEEKS_SHOWN = 6;

/** A race result's detail.memory, as the match server judged it (read back when a held result is cleared). */
export const memoryAnswerSchema = z.object({
  character: z.string().min(1).max(16),
  right: z.boolean(),
  kind: z.enum(ANSWER_KINDS),
  ms: z.number().min(0),
  confusedWith: z.string().min(1).max(16).optional(),
});
export const memoryAnswersSchema = z.array(memoryAnswerSchema).max(2_000);

/** GET /internal/learning/review: what the match server needs for a "My tricky characters" practice. */
export const reviewMaterialQuerySchema = z.object({
  userId: z.coerce.number().int().positive(),
  game: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
  mode: z.enum(['hanzi', 'pinyin']).default('hanzi'),
  seed: z.string().min(1).max(80),
});
export type ReviewMaterialQuery = z.infer<typeof reviewMaterialQuerySchema>;

/** The characters reviewed, and the sentences to type (game 1) or the questions (game 2, answers included). */
export const reviewMaterialSchema = z.object({
  characters: z.array(z.string()),
  texts: z.array(typingTextSchema),
  questions: z.array(z.object({ id: z.string(), kind: z.enum(QUESTION_KINDS), word: z.string(), phrase: z.string().optional(), hint: z.string().optional(), options: z.array(z.string()), answerIndex: z.number().int() })),
});
export type ReviewMaterial = z.infer<typeof reviewMaterialSchema>;

/** GET /internal/learning/homework: a homework practice for one of the pupil's open homework. */
export const homeworkMaterialQuerySchema = z.object({
  userId: rowIdSchema,
  homeworkId: rowIdSchema,
  seed: z.string().min(1).max(80),
});
export type HomeworkMaterialQuery = z.infer<typeof homeworkMaterialQuerySchema>;

/** What the practice is (the homework's game, grade code, level and mode, so it counts) and its material. */
export const homeworkMaterialSchema = z.object({
  game: z.union([z.literal(1), z.literal(2)]),
  gradeCode: z.number().int(),
  level: z.string(),
  mode: z.enum(['hanzi', 'pinyin']),
  material: reviewMaterialSchema,
});
export type HomeworkMaterial = z.infer<typeof homeworkMaterialSchema>;
