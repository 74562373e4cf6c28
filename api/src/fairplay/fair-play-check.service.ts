import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Database, RaceResult, User } from '@learnstar/db';
import {
  CHECK_ATTEMPTS,
  CHECK_DURATION_MS,
  CHECK_MIN_CHARS,
  ERROR_CODES,
  certifiedCeiling,
  checkConfirms,
  isGradeCode,
  judgePlausibility,
  scoreCheck,
  VERIFY_TOLERANCE,
  type FairPlayCheckFinish,
  type FairPlayCheckIssued,
  type FairPlayCheckResult,
} from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { AppError } from '../common/envelope/app-error.js';
import { ContentService } from '../content/content.service.js';
import { FairPlayReviewService } from './fair-play-review.service.js';

/** A late finish is still read within this grace (slow networks), then refused. */
const FINISH_GRACE_MS = 10_000;
/** The check must cover most of the text, not a lucky first line. */
const MIN_SHARE_TYPED = 0.9;

/**
 * The fast typist's way out of a flag: a fresh text of their grade, timed by the server from the
 * moment it is shown. Typing within 25% of the flagged speed, with a human rhythm, clears the
 * result and certifies the pupil up to that speed plus 25%, so they are flagged once, not every race.
 */
@Injectable()
export class FairPlayCheckService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly content: ContentService,
    private readonly review: FairPlayReviewService,
  ) {}

  async start(user: User, raceId: string): Promise<FairPlayCheckIssued> {
    const result = await this.db.prisma.raceResult.findUnique({ where: { raceId_userId: { raceId, userId: user.id } } });
    if (!result || result.fairPlay !== 'flagged') throw new AppError(ERROR_CODES.conflict, 'checkNotNeeded');
    const resultId = result.id;
    const taken = await this.db.prisma.fairPlayCheck.count({ where: { userId: user.id, resultId } });
    if (taken >= CHECK_ATTEMPTS) throw new AppError(ERROR_CODES.tooManyRequests, 'checkAttemptsUsed');
    const text = await this.freshText(user.gradeCode, taken);
    const check = await this.db.prisma.fairPlayCheck.create({ data: { id: randomUUID(), userId: user.id, resultId, text, deadline: new Date(Date.now() + CHECK_DURATION_MS) } });
    return { checkId: check.id, text, deadline: check.deadline.toISOString(), targetCpm: targetOf(result), attemptsLeft: CHECK_ATTEMPTS - taken - 1 };
  }

  async finish(user: User, checkId: string, { commits }: FairPlayCheckFinish): Promise<FairPlayCheckResult> {
    const outcome = await this.db.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "FairPlayCheck" WHERE id = ${checkId} FOR UPDATE`;
      const check = await tx.fairPlayCheck.findUnique({ where: { id: checkId } });
      if (!check || check.userId !== user.id || check.status !== 'open') throw new AppError(ERROR_CODES.notFound, 'checkNotFound');
      const result = (await tx.raceResult.findUnique({ where: { id: check.resultId } }))!;
      const attemptsLeft = CHECK_ATTEMPTS - (await tx.fairPlayCheck.count({ where: { userId: user.id, resultId: result.id } }));
      const now = Date.now();
      if (now > check.deadline.getTime() + FINISH_GRACE_MS) {
        await tx.fairPlayCheck.update({ where: { id: checkId }, data: { status: 'failed', reasons: ['late'], finishedAt: new Date(now) } });
        return { passed: false, cpm: 0, targetCpm: targetOf(result), certifiedCpm: null, reasons: ['late'], attemptsLeft, cleared: null };
      }
      const typing = scoreCheck(check.text, commits, now - check.issuedAt.getTime());
      // Judged against the speed being checked, so a pupil really that fast is not flagged again here.
      const reasons = judgePlausibility({ stats: typing.stats, gradeCode: isGradeCode(user.gradeCode) ? user.gradeCode : 8, cpm: typing.cpm, certifiedCpm: certifiedCeiling(result.cpm) });
      const passed = reasons.length === 0 && typing.correctChars >= Array.from(check.text).length * MIN_SHARE_TYPED && checkConfirms(result.cpm, typing.cpm);
      await tx.fairPlayCheck.update({ where: { id: checkId }, data: { status: passed ? 'passed' : 'failed', cpm: typing.cpm, reasons, finishedAt: new Date(now) } });
      let certifiedCpm: number | null = null;
      let cleared: RaceResult | null = null;
      if (passed) {
        certifiedCpm = Math.max(user.certifiedCpm ?? 0, certifiedCeiling(typing.cpm));
        await tx.user.update({ where: { id: user.id }, data: { certifiedCpm } });
        await tx.$queryRaw`SELECT id FROM "RaceResult" WHERE id = ${result.id} FOR UPDATE`;
        cleared = await this.review.decideIn(tx, result, 'clear', user.id);
      }
      return { passed, cpm: typing.cpm, targetCpm: targetOf(result), certifiedCpm, reasons, attemptsLeft, cleared };
    });
    const { cleared, ...answer } = outcome;
    if (cleared) await this.review.afterDecision(cleared);
    return answer;
  }

  /** Passages of the pupil's grade joined to check length, starting at a different one each attempt. */
  private async freshText(gradeCode: number | null, attempt: number): Promise<string> {
    const bank = await this.content.wordBank();
    const own = bank.passages.filter((p) => p.gradeCode === gradeCode);
    const pool = own.length ? own : bank.passages;
    const offset = (Date.now() + attempt * 7) % pool.length;
    let text = '';
    for (let i = 0; Array.from(text).length < CHECK_MIN_CHARS && i < pool.length * 4; i++) text += pool[(offset + i) % pool.length].text;
    return text;
  }
}

/** The speed to reach: within the tolerance of the flagged speed. */
function targetOf(result: RaceResult): number {
  return Math.ceil(result.cpm * (1 - VERIFY_TOLERANCE));
}
