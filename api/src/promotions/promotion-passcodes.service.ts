import { Inject, Injectable } from '@nestjs/common';
import { verifyPassword, type Database } from '@learnstar/db';
import { ERROR_CODES, PROMOTION_PASSCODE_FAILURE_LIMIT, PROMOTION_PASSCODE_LOCK_MS, PROMOTION_PASSCODE_LOOKBACK_MS } from '@learnstar/shared';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { DATABASE } from '../common/database/database.module.js';
import { AppError } from '../common/envelope/app-error.js';
import { RateLimiter } from '../common/rate-limit/rate-limiter.js';
import { PromotionEntries } from './promotion-entries.js';
import { stateOf } from './promotion-view.js';

/**
 * SPEC §5 "a passcode is required". Passcodes are stored as argon2 hashes, so a passcode is checked
 * against each recent promotion's hash (a handful at a time; the hashes run in parallel on libuv's
 * pool). After PROMOTION_PASSCODE_FAILURE_LIMIT wrong tries within 5 minutes the user waits 5
 * minutes from the last one. A right passcode does not clear the count: otherwise a pupil who knows
 * one passcode could interleave it with guesses at the others.
 */
@Injectable()
export class PromotionPasscodes {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly entries: PromotionEntries,
  ) {}

  /** Opens the promotion whose passcode this is to the user; answers its id. */
  async enter(userId: number, passcode: string): Promise<{ id: number }> {
    const failureKey = `promotion-passcode-failure:${userId}`;
    if (await this.limiter.isLocked(failureKey, PROMOTION_PASSCODE_FAILURE_LIMIT, PROMOTION_PASSCODE_LOCK_MS, PROMOTION_PASSCODE_LOCK_MS)) {
      throw new AppError(ERROR_CODES.tooManyRequests, 'tooFrequent5min');
    }
    const now = this.clock.now();
    const candidates = await this.db.prisma.promotion.findMany({
      where: { endsAt: { gt: new Date(now.getTime() - PROMOTION_PASSCODE_LOOKBACK_MS) } },
      select: { id: true, passcodeHash: true, startsAt: true, endsAt: true },
    });
    const verdicts = await Promise.all(candidates.map((c) => verifyPassword(c.passcodeHash, passcode)));
    const promotion = candidates.find((_, i) => verdicts[i]);
    if (!promotion) {
      await this.limiter.record(failureKey);
      throw new AppError(ERROR_CODES.badRequest, 'passcodeWrong', [{ field: 'passcode', msg: 'passcodeWrong' }]);
    }
    if (stateOf(promotion, now) === 'ended') throw new AppError(ERROR_CODES.conflict, 'promotionEnded');
    await this.entries.record(promotion.id, userId);
    return { id: promotion.id };
  }
}
