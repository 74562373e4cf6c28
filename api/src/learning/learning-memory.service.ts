import { Injectable } from '@nestjs/common';
import { Prisma } from '@learnstar/db';
import {
  MEMORY_SKILLS,
  gradeOf,
  memoryAnswersSchema,
  memoryStateOf,
  reviewCard,
  sessionAnswers,
  skillOf,
  type GameAnswer,
  type GameSessionResult,
  type IssuedContent,
  type MemoryAnswer,
  type MemoryCard,
  type MemorySkill,
  type MiniGame,
} from '@learnstar/shared';
import type { Tx } from '../common/database/transaction.js';
import { singaporeDayLabel } from './learning-days.js';

export interface PupilAnswers {
  userId: number;
  answers: readonly MemoryAnswer[];
}

/** Each skill's cards (same columns): reading in CharacterMemory, writing by hand in WritingMemory. */
const MEMORY_TABLES: Record<MemorySkill, Prisma.Sql> = { read: Prisma.sql`"CharacterMemory"`, write: Prisma.sql`"WritingMemory"` };

/** One character's answers of one skill within what is being written, merged: one review per result. */
interface Review {
  userId: number;
  skill: MemorySkill;
  character: string;
  answer: MemoryAnswer;
  confusions: string[];
}

interface StoredCard extends Omit<MemoryCard, 'state'> {
  userId: number;
  character: string;
  fsrsState: number;
  right: number;
  wrong: number;
  confusedWith: Record<string, number>;
  knownAt: Date | null;
  state: string;
}

/**
 * The learning memory: every judged answer reviews the pupil's FSRS card for that character, in
 * the transaction that stores the result (the caller's `tx`), so a result and what it taught are
 * written together or not at all. One read (rows locked) and one upsert per skill met, however
 * many results and characters it holds, so a batch of race results costs two statements. Answers
 * written by hand review the "write" skill's card (skillOf), never the reading one.
 */
@Injectable()
export class LearningMemory {
  async rememberIn(tx: Tx, batch: readonly PupilAnswers[], now: Date): Promise<number> {
    const reviews = mergeReviews(batch);
    if (reviews.length === 0) return 0;
    let written = 0;
    for (const skill of MEMORY_SKILLS) {
      const ofSkill = reviews.filter((r) => r.skill === skill);
      if (ofSkill.length) written += await this.reviewIn(tx, MEMORY_TABLES[skill], ofSkill, now);
    }
    const pupils = JSON.stringify([...new Set(reviews.map((r) => r.userId))].map((userId) => ({ userId })));
    await tx.$executeRaw`
      INSERT INTO "LearningDay" ("userId", "day") SELECT "userId", ${singaporeDayLabel(now)} FROM jsonb_to_recordset(${pupils}::jsonb) AS p("userId" int)
      ON CONFLICT DO NOTHING`;
    return written;
  }

  /** One skill's cards: read (rows locked) and upserted in two statements. */
  private async reviewIn(tx: Tx, table: Prisma.Sql, reviews: readonly Review[], now: Date): Promise<number> {
    const keys = JSON.stringify(reviews.map(({ userId, character }) => ({ userId, character })));
    const stored = await tx.$queryRaw<StoredCard[]>`
      SELECT m.* FROM ${table} m
      JOIN jsonb_to_recordset(${keys}::jsonb) AS k("userId" int, "character" text) ON m."userId" = k."userId" AND m."character" = k."character"
      ORDER BY m."userId", m."character" FOR UPDATE OF m`;
    const byKey = new Map(stored.map((card) => [`${card.userId}\u0000${card.character}`, card]));
    const rows = reviews.map((review) => nextRow(review, byKey.get(`${review.userId}\u0000${review.character}`), now));
    await tx.$executeRaw`
      INSERT INTO ${table} ("userId", "character", "fsrsState", "due", "stability", "difficulty", "scheduledDays", "learningSteps", "reps", "lapses", "lastReview", "lastGrade", "state", "right", "wrong", "confusedWith", "knownAt", "updatedAt")
      SELECT "userId", "character", "fsrsState", "due", "stability", "difficulty", "scheduledDays", "learningSteps", "reps", "lapses", "lastReview", "lastGrade", "state", "right", "wrong", "confusedWith", "knownAt", "updatedAt"
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r("userId" int, "character" text, "fsrsState" int, "due" timestamp(3), "stability" float8, "difficulty" float8, "scheduledDays" int, "learningSteps" int, "reps" int, "lapses" int, "lastReview" timestamp(3), "lastGrade" int, "state" text, "right" int, "wrong" int, "confusedWith" jsonb, "knownAt" timestamp(3), "updatedAt" timestamp(3))
      ON CONFLICT ("userId", "character") DO UPDATE SET
        "fsrsState" = EXCLUDED."fsrsState", "due" = EXCLUDED."due", "stability" = EXCLUDED."stability", "difficulty" = EXCLUDED."difficulty",
        "scheduledDays" = EXCLUDED."scheduledDays", "learningSteps" = EXCLUDED."learningSteps", "reps" = EXCLUDED."reps", "lapses" = EXCLUDED."lapses",
        "lastReview" = EXCLUDED."lastReview", "lastGrade" = EXCLUDED."lastGrade", "state" = EXCLUDED."state", "right" = EXCLUDED."right", "wrong" = EXCLUDED."wrong",
        "confusedWith" = EXCLUDED."confusedWith", "knownAt" = EXCLUDED."knownAt", "updatedAt" = EXCLUDED."updatedAt"`;
    return rows.length;
  }

  /** Race results as the match server judged them (detail.memory); held ones are left out by the caller. */
  rememberRaceResultsIn(tx: Tx, results: readonly { userId: number; detail?: unknown }[], now: Date): Promise<number> {
    return this.rememberIn(tx, results.map((r) => ({ userId: r.userId, answers: raceMemoryAnswers(r.detail) })), now);
  }

  /** A game-centre session that counts (finished, or cleared after being held). */
  rememberSessionIn(tx: Tx, session: { userId: number; game: string; items: unknown; answers: unknown; detail: unknown }, now: Date): Promise<number> {
    const issued = session.items as IssuedContent;
    const log = ((session.answers as { answers?: GameAnswer[] } | null)?.answers ?? []).filter((a) => typeof a?.atMs === 'number');
    const result = (session.detail ?? { missed: [] }) as GameSessionResult;
    const answers = sessionAnswers(session.game as MiniGame, issued, log, { missed: result.missed ?? [], race: result.race });
    return this.rememberIn(tx, [{ userId: session.userId, answers }], now);
  }
}

/** detail.memory of a stored race result; anything else (older results) teaches nothing. */
export function raceMemoryAnswers(detail: unknown): MemoryAnswer[] {
  const parsed = memoryAnswersSchema.safeParse((detail as { memory?: unknown } | null)?.memory);
  return parsed.success ? parsed.data : [];
}

function mergeReviews(batch: readonly PupilAnswers[]): Review[] {
  const reviews = new Map<string, Review>();
  for (const { userId, answers } of batch) {
    for (const answer of answers) {
      const skill = skillOf(answer);
      const key = `${userId}\u0000${skill}\u0000${answer.character}`;
      const seen = reviews.get(key);
      const confusions = answer.confusedWith ? [answer.confusedWith] : [];
      if (!seen) {
        reviews.set(key, { userId, skill, character: answer.character, answer, confusions });
        continue;
      }
      // The same character twice in what is written: one review, a miss if either was missed.
      seen.answer = { ...seen.answer, right: seen.answer.right && answer.right, ms: Math.max(seen.answer.ms, answer.ms) };
      seen.confusions.push(...confusions);
    }
  }
  return [...reviews.values()];
}

function nextRow(review: Review, stored: StoredCard | undefined, now: Date) {
  const grade = gradeOf(review.answer);
  const card = reviewCard(stored ? { ...stored, state: stored.fsrsState } : null, grade, now);
  const state = memoryStateOf(card, grade);
  const confusedWith = { ...(stored?.confusedWith ?? {}) };
  for (const c of review.confusions) confusedWith[c] = (confusedWith[c] ?? 0) + 1;
  const becameKnown = state === 'known' && stored?.state !== 'known';
  return {
    userId: review.userId,
    character: review.character,
    fsrsState: card.state,
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduledDays,
    learningSteps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.lastReview?.toISOString() ?? null,
    lastGrade: grade,
    state,
    right: (stored?.right ?? 0) + (review.answer.right ? 1 : 0),
    wrong: (stored?.wrong ?? 0) + (review.answer.right ? 0 : 1),
    confusedWith,
    knownAt: becameKnown ? now.toISOString() : (stored?.knownAt?.toISOString() ?? null),
    updatedAt: now.toISOString(),
  };
}
