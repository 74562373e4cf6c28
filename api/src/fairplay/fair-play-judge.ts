import { dictionaryAnswersSchema, isGradeCode, judgeDictionaryAnswers, judgePlausibility, newTimingStats, timingStatsSchema, type FlagReason, type RaceResultInput } from '@learnstar/shared';
import type { Tx } from '../common/database/transaction.js';

/** The most lenient grade code: a pupil with no grade is judged as the oldest. */
const DEFAULT_GRADE = 8;

/**
 * Judges race results against the fair-play model. Typing races: each racer's rhythm and speed
 * with their grade code and certified speed (a result without usable timing stats, from an older
 * match server, is judged on its speed alone). Dictionary races: right answers given sooner than
 * the question can be read.
 */
export async function judgeRaceResults(tx: Tx, game: number, results: readonly RaceResultInput[]): Promise<Map<number, FlagReason[]>> {
  const verdicts = new Map<number, FlagReason[]>();
  const users = await tx.user.findMany({ where: { id: { in: results.map((r) => r.userId) } }, select: { id: true, gradeCode: true, certifiedCpm: true } });
  const byId = new Map(users.map((u) => [u.id, u]));
  for (const result of results) {
    const user = byId.get(result.userId);
    if (!user || !result.submitted) continue;
    const reasons = game === 2 ? judgeDictionary(result) : judgeTyping(result, user);
    if (reasons.length) verdicts.set(result.userId, reasons);
  }
  return verdicts;
}

function judgeTyping(result: RaceResultInput, user: { gradeCode: number | null; certifiedCpm: number | null }): FlagReason[] {
  const parsed = timingStatsSchema.safeParse(result.detail?.timing);
  return judgePlausibility({
    stats: parsed.success ? parsed.data : newTimingStats(),
    gradeCode: isGradeCode(user.gradeCode) ? user.gradeCode : DEFAULT_GRADE,
    cpm: result.cpm,
    certifiedCpm: user.certifiedCpm,
    mode: result.detail?.mode === 'pinyin' ? 'pinyin' : 'hanzi',
  });
}

function judgeDictionary(result: RaceResultInput): FlagReason[] {
  const parsed = dictionaryAnswersSchema.safeParse(result.detail?.answers);
  return parsed.success ? judgeDictionaryAnswers(parsed.data) : [];
}
