import { isGradeCode, judgePlausibility, newTimingStats, timingStatsSchema, type FlagReason, type RaceResultInput } from '@learnstar/shared';
import type { Tx } from '../common/database/transaction.js';

/** The most lenient grade code: a pupil with no grade is judged as the oldest. */
const DEFAULT_GRADE = 8;

/**
 * Judges typing-race results against the fair-play model with each racer's grade code and
 * certified speed. A result without usable timing stats (an older match server, a dictionary
 * race) is judged on its speed alone.
 */
export async function judgeTypingResults(tx: Tx, game: number, results: readonly RaceResultInput[]): Promise<Map<number, FlagReason[]>> {
  const verdicts = new Map<number, FlagReason[]>();
  if (game !== 1) return verdicts;
  const users = await tx.user.findMany({ where: { id: { in: results.map((r) => r.userId) } }, select: { id: true, gradeCode: true, certifiedCpm: true } });
  const byId = new Map(users.map((u) => [u.id, u]));
  for (const result of results) {
    const user = byId.get(result.userId);
    if (!user || !result.submitted) continue;
    const parsed = timingStatsSchema.safeParse(result.detail?.timing);
    const reasons = judgePlausibility({
      stats: parsed.success ? parsed.data : newTimingStats(),
      gradeCode: isGradeCode(user.gradeCode) ? user.gradeCode : DEFAULT_GRADE,
      cpm: result.cpm,
      certifiedCpm: user.certifiedCpm,
      mode: result.detail?.mode === 'pinyin' ? 'pinyin' : 'hanzi',
    });
    if (reasons.length) verdicts.set(result.userId, reasons);
  }
  return verdicts;
}
