import { createEmptyCard, fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs';

export { Rating };
import type { AnswerKind, MemoryAnswer } from './memory-answers.js';

/** What "My characters" shows for each character: in words and icons, never by colour alone. */
export const MEMORY_STATES = ['new', 'learning', 'known', 'tricky'] as const;
export type MemoryState = (typeof MEMORY_STATES)[number];

/**
 * Speed bands of a right answer (ms): at or under `easy` it is Easy, over `hard` it is Hard, else
 * Good. Typed characters are timed per character from the round's speed; picked answers per question.
 */
export const RIGHT_ANSWER_MS: Record<AnswerKind, { easy: number; hard: number }> = {
  typed: { easy: 1_500, hard: 6_000 },
  picked: { easy: 3_000, hard: 10_000 },
  // Per stroke from memory: a P1 pupil who knows a character writes a stroke in 1–3 s.
  written: { easy: 2_000, hard: 6_000 },
};

/** A miss is a lapse (Again); a right answer a review graded by its speed. */
export function gradeOf(answer: Pick<MemoryAnswer, 'right' | 'kind' | 'ms'>): Grade {
  if (!answer.right) return Rating.Again;
  const band = RIGHT_ANSWER_MS[answer.kind];
  if (answer.ms <= band.easy) return Rating.Easy;
  return answer.ms > band.hard ? Rating.Hard : Rating.Good;
}

/** The FSRS card as stored per pupil and character (CharacterMemory's scheduling columns). */
export interface MemoryCard {
  state: number;
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  lastReview: Date | null;
}

// Anki's defaults (short-term learning steps 1m/10m, no fuzz): the same answers give the same dates.
const scheduler = fsrs({ enable_fuzz: false });

function toCard(card: MemoryCard | null, now: Date): Card {
  if (!card) return createEmptyCard(now);
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as State,
    last_review: card.lastReview ?? undefined,
  };
}

/** One review of a card (or of a character never seen: a new card) with FSRS. */
export function reviewCard(card: MemoryCard | null, grade: Grade, now: Date): MemoryCard {
  const next = scheduler.next(toCard(card, now), now, grade).card;
  return {
    state: next.state,
    due: next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    scheduledDays: next.scheduled_days,
    learningSteps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    lastReview: next.last_review ?? now,
  };
}

/** Stability (days until recall falls to 90%) from which a reviewed character counts as known. */
export const KNOWN_STABILITY_DAYS = 7;

/**
 * Tricky: the last answer was a miss. Known: FSRS has graduated the card to review and expects the
 * pupil to still recall it a week from now (stability of a week or more; a character right once
 * after a miss is not known yet). Learning: everything in between. New: never met.
 */
export function memoryStateOf(card: Pick<MemoryCard, 'state' | 'reps' | 'stability'> | null, lastGrade: number | null): MemoryState {
  if (!card || card.reps === 0) return 'new';
  if (lastGrade === Rating.Again) return 'tricky';
  return card.state === State.Review && card.stability >= KNOWN_STABILITY_DAYS ? 'known' : 'learning';
}
