import { Inject, Injectable } from '@nestjs/common';
import type { Database, Prisma } from '@learnstar/db';
import { ERROR_CODES, redemptionTransition, type RedemptionStatus } from '@learnstar/shared';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { DATABASE } from '../common/database/database.module.js';
import { AppError } from '../common/envelope/app-error.js';
import { WITH_GOOD, type RedemptionWithGood } from './pointshop-view.js';
import { RedemptionMailService } from './redemption-mail.service.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';

/** Who may move a redemption: the operator ships anyone's; a pupil confirms only their own. */
export type RedemptionActor = { role: 'operator'; operator: AuditActor } | { role: 'owner'; userId: number };

/**
 * Every change of a stored redemption's status: the row is locked, the shared transition table
 * decides, and the shipping email is queued in the same transaction and tried after the commit.
 */
@Injectable()
export class RedemptionLifecycle {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly mails: RedemptionMailService,
    private readonly audit: AuditService,
  ) {}

  ship(id: number, trackingNote: string, operator: AuditActor): Promise<RedemptionWithGood> {
    return this.apply(id, 'ship', { role: 'operator', operator }, { trackingNote, shippedAt: this.clock.now() });
  }

  confirmReceipt(id: number, userId: number): Promise<RedemptionWithGood> {
    return this.apply(id, 'confirmReceipt', { role: 'owner', userId }, { completedAt: this.clock.now() });
  }

  private async apply(id: number, event: 'ship' | 'confirmReceipt', actor: RedemptionActor, extra: Prisma.RedemptionUpdateInput): Promise<RedemptionWithGood> {
    const { redemption, mail } = await this.db.prisma.$transaction(async (tx) => {
      const [row] = await tx.$queryRawUnsafe<{ status: RedemptionStatus; userId: number }[]>('SELECT status, "userId" FROM "Redemption" WHERE id = $1 FOR UPDATE', id);
      // Another pupil's redemption is "not found": ids are not a way to learn what others redeemed.
      if (!row || (actor.role === 'owner' && row.userId !== actor.userId)) throw new AppError(ERROR_CODES.notFound, 'redemptionNotFound');
      const step = redemptionTransition(row.status, event);
      if (!step.ok) throw new AppError(ERROR_CODES.conflict, step.error);
      const updated = await tx.redemption.update({ where: { id }, data: { ...extra, status: step.status }, include: WITH_GOOD });
      if (actor.role === 'operator') {
        const after = { status: updated.status, trackingNote: updated.trackingNote, shippedAt: updated.shippedAt?.toISOString() ?? null };
        await this.audit.recordIn(tx, actor.operator, { action: 'redemption.ship', targetType: 'redemption', targetId: id, before: { status: row.status }, after });
      }
      return { redemption: updated, mail: event === 'ship' ? await this.mails.queue(tx, 'shipped', updated) : undefined };
    });
    if (mail !== undefined) await this.mails.deliver([mail]);
    return redemption;
  }
}
