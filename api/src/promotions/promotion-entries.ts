import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { PROMOTION_ENTRY_TTL_MS } from '@learnstar/shared';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { DATABASE } from '../common/database/database.module.js';
import type { Tx } from '../common/database/transaction.js';

/**
 * Who has entered which promotion's passcode. A right passcode writes a row to the key/time log the
 * rate limiter already keeps (RateLimitEvent, key `promotion-entry:<promotion>:<user>`), and the
 * detail is open to that user for PROMOTION_ENTRY_TTL_MS from then. Kept on the server, so there
 * is no token for the page to store, leak or forge, no secret to configure, and it holds across
 * reloads and API instances; the injected clock lets tests expire it.
 */
@Injectable()
export class PromotionEntries {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(promotionId: number, userId: number): Promise<void> {
    await this.db.prisma.rateLimitEvent.create({ data: { key: entryKey(promotionId, userId), at: this.clock.now() } });
  }

  /** `tx`: the caller's transaction (the embedded database has one connection, so no second client inside one). */
  async isOpen(promotionId: number, userId: number, tx: Tx = this.db.prisma): Promise<boolean> {
    const since = new Date(this.clock.now().getTime() - PROMOTION_ENTRY_TTL_MS);
    return (await tx.rateLimitEvent.count({ where: { key: entryKey(promotionId, userId), at: { gt: since } } })) > 0;
  }
}

function entryKey(promotionId: number, userId: number): string {
  return `promotion-entry:${promotionId}:${userId}`;
}
