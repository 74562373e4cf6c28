import {
  dictionaryAnswerPoints,
  dictionaryPhase,
  KINDS_HIDING_WORD,
  type BoardEntry,
  type DictionaryQuestion,
  type DictionaryQuestionView,
} from '@learnstar/shared';
import { parseQuestions, type RaceMeta, type RacerRecord } from '../race-records.js';

/** Dictionary races (game 2): pure functions over the stored race, used by the engine. */
export function currentPhase(meta: RaceMeta, now: number) {
  return dictionaryPhase(meta.startAt ?? Number.MAX_SAFE_INTEGER, parseQuestions(meta).length, now, meta.questionMs, meta.revealMs);
}

export function questionView(meta: RaceMeta, index: number, now: number): DictionaryQuestionView | null {
  const question = parseQuestions(meta)[index];
  if (!question || meta.startAt === null) return null;
  const opensAt = meta.startAt + index * (meta.questionMs + meta.revealMs);
  return {
    raceId: meta.raceId,
    index,
    count: parseQuestions(meta).length,
    kind: question.kind,
    word: KINDS_HIDING_WORD.includes(question.kind) ? '' : question.word,
    phrase: question.phrase,
    hint: question.hint,
    options: question.options,
    opensAt,
    closesAt: opensAt + meta.questionMs,
    serverNow: now,
  };
}

export type AnswerOutcome = { ok: true; racer: RacerRecord; points: number; correct: boolean } | { ok: false; reason: 'tooEarly' | 'tooLate' | 'alreadySubmitted' | 'invalidOption' };

/** One answer per racer per question, timed on arrival against the question's opening. */
export function applyAnswer(meta: RaceMeta, racer: RacerRecord, questionIndex: number, optionIndex: number, now: number): AnswerOutcome {
  const phase = currentPhase(meta, now);
  if (meta.state !== 'inProgress' || phase.phase === 'over') return { ok: false, reason: 'tooLate' };
  // A second answer to a question is refused as such even once the question has closed: the pupil
  // learns their first answer stands, not that they were slow.
  if (racer.answers?.[questionIndex]) return { ok: false, reason: 'alreadySubmitted' };
  if (questionIndex > phase.index || now < phase.opensAt) return { ok: false, reason: 'tooEarly' };
  if (questionIndex < phase.index || phase.phase !== 'question') return { ok: false, reason: 'tooLate' };
  const question: DictionaryQuestion = parseQuestions(meta)[questionIndex];
  if (optionIndex >= question.options.length) return { ok: false, reason: 'invalidOption' };
  const correct = optionIndex === question.answerIndex;
  const ms = now - phase.opensAt;
  const points = dictionaryAnswerPoints(correct, ms, meta.questionMs);
  return { ok: true, correct, points, racer: { ...racer, answers: { ...(racer.answers ?? {}), [questionIndex]: { option: optionIndex, correct, ms, points } } } };
}

export function dictionaryFigures(meta: RaceMeta, racer: RacerRecord) {
  const answers = Object.values(racer.answers ?? {});
  const count = parseQuestions(meta).length || 1;
  const correct = answers.filter((a) => a.correct).length;
  return {
    answered: answers.length,
    correct,
    score: answers.reduce((sum, a) => sum + a.points, 0),
    accuracy: answers.length ? Math.round((correct / answers.length) * 1000) / 10 : 0,
    progress: Math.round((answers.length / count) * 1000) / 10,
  };
}

export function dictionaryBoardEntry(meta: RaceMeta, racer: RacerRecord): BoardEntry {
  const f = dictionaryFigures(meta, racer);
  return { userId: racer.userId, name: racer.name, position: f.answered, progress: f.progress, cpm: 0, wpm: 0, accuracy: f.accuracy, finished: f.answered === parseQuestions(meta).length, score: f.score };
}
