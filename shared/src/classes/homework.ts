import { z } from 'zod';
import { GAME_LEVELS } from '../content/levels.js';
import { gradeCodeSchema } from '../contracts/accounts.js';
import { CLASS_TRICKY_LIMIT } from '../learning/schemas.js';
import { MINI_GAME_NUMBERS } from '../games/constants.js';

/** A writing homework ("write these characters") is played in Write it, the game centre's game 6. */
export const WRITE_HOMEWORK_GAME = MINI_GAME_NUMBERS.write;
/** Homework games: typing (1), dictionary (2) and writing by hand (Write it). */
export const HOMEWORK_GAMES = [1, 2, WRITE_HOMEWORK_GAME] as const;
export type HomeworkGame = (typeof HOMEWORK_GAMES)[number];
const homeworkGameSchema = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(WRITE_HOMEWORK_GAME)], { error: 'invalidValue' }));

/** Most passages (typing), questions (dictionary) or characters (writing) one homework asks for. */
export const HOMEWORK_MAX_COUNT = 100;
/** Practice modes of a typing homework; a dictionary homework is always 'hanzi'. */
export const HOMEWORK_MODES = ['hanzi', 'pinyin'] as const;
/** Most characters one homework practises: the class page's tricky list, in one click. */
export const HOMEWORK_MAX_CHARACTERS = CLASS_TRICKY_LIMIT;

/** One Chinese character (a homework practises characters, not words). */
const hanCharacterSchema = z.string().regex(/^\p{Script=Han}$/u, { error: 'invalidValue' });

/**
 * POST /classes/{id}/homework: practise `count` typing passages or dictionary questions of a grade,
 * level (and typing mode) before `dueAt`. Done counts passages typed right to their end or questions
 * answered in practice at exactly that grade, level and mode, between the assignment and the due time.
 * `characters` (optional, so older clients keep working): the practice is built from them
 * (sentences of the graded passages holding them, or questions on them with the class's confusions).
 * A writing homework needs them: `count` of its characters are written from memory in Write it.
 */
export const assignHomeworkSchema = z.object({
  game: homeworkGameSchema,
  gradeCode: gradeCodeSchema,
  level: z.enum(GAME_LEVELS, { error: 'invalidValue' }),
  mode: z.enum(HOMEWORK_MODES, { error: 'invalidValue' }).default('hanzi'),
  count: z.coerce.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(HOMEWORK_MAX_COUNT, { error: 'invalidValue' }),
  dueAt: z.iso.datetime({ offset: true, error: 'invalidDate' }),
  characters: z
    .array(hanCharacterSchema, { error: 'invalidValue' })
    .max(HOMEWORK_MAX_CHARACTERS, { error: 'invalidValue' })
    .transform((list) => [...new Set(list)])
    .optional(),
}).refine((h) => h.game !== WRITE_HOMEWORK_GAME || (h.characters?.length ?? 0) > 0, { path: ['characters'], error: 'invalidValue' });
export type AssignHomework = z.infer<typeof assignHomeworkSchema>;

export const homeworkSchema = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  game: z.number().int(),
  gradeCode: z.number().int(),
  level: z.enum(GAME_LEVELS),
  mode: z.enum(HOMEWORK_MODES),
  count: z.number().int(),
  dueAt: z.string(),
  createdAt: z.string(),
  /** What the practice is built from; empty: the level's usual passages or questions. */
  characters: z.array(z.string()),
});
export type Homework = z.infer<typeof homeworkSchema>;

/** How far one pupil is with one homework: passages or questions done (up to the count) and how well. */
export const homeworkProgressSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  done: z.number().int(),
  accuracy: z.number().nullable(),
  wpm: z.number().nullable(),
});
export type HomeworkProgress = z.infer<typeof homeworkProgressSchema>;

/** The teacher's view: each homework with every pupil's progress. */
export const classHomeworkSchema = homeworkSchema.extend({ pupils: z.array(homeworkProgressSchema) });
export type ClassHomework = z.infer<typeof classHomeworkSchema>;

/** The pupil's view: open homework with their own count and how well. */
export const myHomeworkSchema = homeworkSchema.extend({ done: z.number().int(), accuracy: z.number().nullable(), wpm: z.number().nullable() });
export type MyHomework = z.infer<typeof myHomeworkSchema>;

export const myHomeworkQuerySchema = z.object({ game: homeworkGameSchema });
