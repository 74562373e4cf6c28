import { DICTIONARY_QUESTIONS_PER_RACE } from '@learnstar/shared';
import { judgedText, type AcceptedKeys, type ReviewMaterial, type TypingText } from '@learnstar/shared';
import type { ApiClient } from '../api-client/api-client.js';

/** A dictionary race's question and reveal times, and its most questions (the shared default when unset). */
export type DictionaryTiming = { questionMs: number; revealMs: number; questions?: number };

/** Roughly what a fast P4 pupil types in the race's time: nobody should run out of text. */
export function targetLength(durationMs: number): number {
  return Math.min(240, Math.max(24, Math.round(durationMs / 1000)));
}

/**
 * The race's text: graded texts drawn for the race (its id is the seed, so a race can be
 * replayed), joined with spaces until long enough for its duration.
 */
export async function drawRaceText(
  api: ApiClient,
  query: { gradeCode: number; level: string; mode: 'hanzi' | 'pinyin'; seed: string },
  durationMs: number,
): Promise<JoinedTexts> {
  return joinRaceTexts(await api.typingTexts({ ...query, count: 10 }), query.mode, targetLength(durationMs));
}

type JoinedTexts = Pick<RaceContent, 'text' | 'pinyin' | 'hanzi' | 'passageEnds' | 'accepted'>;

/** Texts joined with spaces until `wanted` characters, with where each ends and (pinyin mode) their accepted keys and Chinese. */
export function joinRaceTexts(texts: readonly TypingText[], mode: 'hanzi' | 'pinyin', wanted: number): JoinedTexts {
  const picked: TypingText[] = [];
  for (const text of texts) {
    picked.push(text);
    if (Array.from(picked.map((t) => t.target).join(' ')).length >= wanted) break;
  }
  const targets = picked.map((t) => t.target);
  // Pinyin mode: the texts' syllables joined with spaces line up with their accepted keys in order.
  const accepted = picked.flatMap((t) => t.acceptedKeys);
  const choices = mode === 'pinyin' && accepted.some((keys) => keys.length > 1);
  const hanzi = mode === 'pinyin' ? picked.map((t) => t.text).join(' ') : '';
  return { text: targets.join(' '), pinyin: picked.map((t) => t.pinyin).join(' '), hanzi, passageEnds: passageEnds(targets).join(','), accepted: choices ? JSON.stringify(accepted) : null };
}

/** Where each passage of the joined race text ends, in characters (the space between them not counted). */
export function passageEnds(targets: string[]): number[] {
  let end = -1;
  return targets.map((target) => (end += 1 + Array.from(target).length));
}

/**
 * Passages the racer has typed to their end with every character right (mistakes corrected on
 * the way count): what typing homework counts. Offsets are in characters, as `passageEnds` gives them;
 * in pinyin mode with `accepted` keys they move with the readings the racer chose (huan for hai: one on).
 */
export function passagesCompleted(ends: string, typed: string, text: string, accepted: AcceptedKeys | null = null): number {
  if (!ends) return 0;
  const mine = Array.from(typed);
  const target = accepted ? judgedText(accepted, mine) : Array.from(text);
  const judgedEnds = accepted ? movedEnds(ends.split(',').map(Number), text, target.join('')) : ends.split(',').map(Number);
  let start = 0;
  let done = 0;
  for (const end of judgedEnds) {
    if (mine.length >= end && mine.slice(start, end).join('') === target.slice(start, end).join('')) done++;
    start = end + 1;
  }
  return done;
}

/** Offsets at syllable ends of a pinyin `text`, moved to the same syllable ends of `judged`. */
function movedEnds(ends: number[], text: string, judged: string): number[] {
  const moved = new Map<number, number>();
  const judgedSyllables = judged.split(' ');
  let [at, judgedAt] = [-1, -1];
  text.split(' ').forEach((syllable, i) => moved.set((at += 1 + syllable.length), (judgedAt += 1 + judgedSyllables[i].length)));
  return ends.map((end) => moved.get(end) ?? end);
}

/** The questions of a dictionary race, drawn for the race (its id is the seed). */
export async function drawRaceQuestions(api: ApiClient, query: { gradeCode: number; level: string; seed: string }, count: number) {
  return api.questions({ ...query, count });
}

export interface RaceContent {
  text: string;
  pinyin: string;
  hanzi: string;
  accepted: string | null;
  questions: string | null;
  questionMs: number;
  revealMs: number;
  durationMs: number;
  /** Typing races: where each passage ends (comma-separated character offsets). */
  passageEnds: string;
}

/**
 * What a race is about: a text to type (game 1), or questions (game 2), as many as fit the
 * race's time with each question's answer window and reveal.
 */
export async function raceContent(
  api: ApiClient,
  timing: DictionaryTiming,
  game: number,
  query: { gradeCode: number; level: string; mode: 'hanzi' | 'pinyin'; seed: string },
  durationMs: number,
): Promise<RaceContent> {
  if (game !== 2) {
    return { ...(await drawRaceText(api, query, durationMs)), questions: null, questionMs: 0, revealMs: 0, durationMs };
  }
  return questionsContent(await drawRaceQuestions(api, query, questionCount(timing, durationMs)), timing);
}

function questionCount(timing: DictionaryTiming, durationMs: number): number {
  return Math.max(3, Math.min(timing.questions ?? DICTIONARY_QUESTIONS_PER_RACE, Math.floor(durationMs / (timing.questionMs + timing.revealMs))));
}

function questionsContent(questions: readonly unknown[], timing: DictionaryTiming): RaceContent {
  return { text: '', pinyin: '', hanzi: '', passageEnds: '', accepted: null, questions: JSON.stringify(questions), questionMs: timing.questionMs, revealMs: timing.revealMs, durationMs: questions.length * (timing.questionMs + timing.revealMs) };
}

/** A review round is a few sentences a child finishes, the trickiest character's first. */
const REVIEW_TEXT_LENGTH = 40;

/**
 * "My tricky characters": the pupil's review material from the API (sentences holding their due
 * characters, or questions on them with their own confusions as distractors). Null when there is
 * nothing to review, so the caller draws the grade's usual material.
 */
export async function reviewContent(
  api: ApiClient,
  timing: DictionaryTiming,
  game: 1 | 2,
  query: { userId: number; mode: 'hanzi' | 'pinyin'; seed: string },
  durationMs: number,
): Promise<RaceContent | null> {
  return materialContent(await api.reviewMaterial({ ...query, game }), timing, game, query.mode, durationMs);
}

/** A round of review material (a pupil's due characters, or a homework's): null when it is empty. */
export function materialContent(material: ReviewMaterial, timing: DictionaryTiming, game: 1 | 2, mode: 'hanzi' | 'pinyin', durationMs: number): RaceContent | null {
  if (game === 2) return material.questions.length ? questionsContent(material.questions.slice(0, questionCount(timing, durationMs)), timing) : null;
  if (!material.texts.length) return null;
  return { ...joinRaceTexts(material.texts, mode, Math.min(REVIEW_TEXT_LENGTH, targetLength(durationMs))), questions: null, questionMs: 0, revealMs: 0, durationMs };
}
