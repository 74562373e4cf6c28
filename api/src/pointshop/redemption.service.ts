import { Inject, Injectable } from '@nestjs/common';
import { verifyPassword, type Database, type PointsGood as GoodRow, type User } from '@learnstar/db';
import {
  deliverySchema,
  ERROR_CODES,
  goodsEffectSchema,
  redeemEvent,
  redemptionTransition,
  toFieldErrors,
  type Delivery,
  type GoodsKind,
  type Locale,
  type RedeemRequest,
  type RedeemResult,
} from '@learnstar/shared';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { DATABASE } from '../common/database/database.module.js';
import { CONTENDED_TRANSACTION, type Tx } from '../common/database/transaction.js';
import { AppError } from '../common/envelope/app-error.js';
import { PointsLedger } from '../points/points-ledger.service.js';
import { recordOf, WITH_GOOD, type RedemptionWithGood } from './pointshop-view.js';
import { RedemptionMailService } from './redemption-mail.service.js';
import { MailService } from '../mail/mail.service.js';
import { VirtualEffects } from './virtual-effects.js';

/**
 * Redeeming a good. The checks a pupil can fix (email, password, form) come first and touch
 * nothing; then one transaction locks the pupil's row (serialising their redemptions, so the
 * idempotency key, the per-pupil limit and the balance are judged on settled data), spends the
 * points through the ledger, and takes the stock last with a guarded UPDATE that holds the
 * good's row lock only until the commit. Any refusal rolls the whole transaction back.
 */
@Injectable()
export class RedemptionService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly ledger: PointsLedger,
    private readonly effects: VirtualEffects,
    private readonly mails: RedemptionMailService,
    private readonly mail: MailService,
  ) {}

  async redeem(user: User, request: RedeemRequest, locale: Locale): Promise<RedeemResult> {
    const replay = await this.byKey(this.db.prisma, user.id, request);
    if (replay) return replay;
    const good = await this.db.prisma.pointsGood.findUnique({ where: { id: request.goodsId } });
    if (!good?.active) throw new AppError(ERROR_CODES.notFound, 'goodsNotFound');
    if (!user.email || !user.emailVerifiedAt) throw new AppError(ERROR_CODES.forbidden, 'redeemEmailNotVerified');
    if (!(await verifyPassword(user.passwordHash, request.password))) throw new AppError(ERROR_CODES.badRequest, 'loginPasswordWrong', [{ field: 'password', msg: 'loginPasswordWrong' }]);
    const delivery = good.kind === 'physical' ? deliveryOf(request) : null;

    let mailId: number | undefined;
    const redemption = await this.db.prisma.$transaction(async (tx) => {
      await tx.$queryRawUnsafe('SELECT id FROM "User" WHERE id = $1 FOR UPDATE', user.id);
      const again = await tx.redemption.findUnique({ where: { userId_idempotencyKey: { userId: user.id, idempotencyKey: request.idempotencyKey } }, include: WITH_GOOD });
      if (again) return sameRedemption(again, request);
      const made = await this.redeemIn(tx, user.id, good, request, delivery, locale);
      // The confirmation commits with the redemption, so a retried request never mails twice.
      mailId = await this.mails.queue(tx, 'redeemed', made);
      return made;
    }, CONTENDED_TRANSACTION);
    if (mailId !== undefined) await this.mail.deliver([mailId]);
    return this.result(this.db.prisma, redemption);
  }

  private async redeemIn(tx: Tx, userId: number, good: GoodRow, request: RedeemRequest, delivery: Delivery | null, locale: Locale): Promise<RedemptionWithGood> {
    const { quantity } = request;
    if (good.perUserLimit !== null) {
      const { _sum } = await tx.redemption.aggregate({ where: { userId, goodsId: good.id }, _sum: { quantity: true } });
      if ((_sum.quantity ?? 0) + quantity > good.perUserLimit) throw new AppError(ERROR_CODES.conflict, 'redemptionLimitReached');
    }
    const effect = good.effect === null ? null : goodsEffectSchema.parse(good.effect);
    if (effect) await this.effects.refuseIfOwned(tx, userId, effect);
    const { stock } = await tx.pointsGood.findUniqueOrThrow({ where: { id: good.id }, select: { stock: true } });
    if (stock < quantity) throw stockRefusal(stock);
    const points = good.points * quantity;
    await this.ledger.applyIn(tx, { userId, delta: -points, reason: 'redemption', reference: `redemption:${request.idempotencyKey}` });
    const taken = await tx.$executeRawUnsafe('UPDATE "PointsGood" SET stock = stock - $1, "updatedAt" = now() WHERE id = $2 AND stock >= $1', quantity, good.id);
    if (taken === 0) throw stockRefusal(0);
    const step = redemptionTransition('new', redeemEvent(good.kind as GoodsKind));
    if (!step.ok) throw new AppError(ERROR_CODES.conflict, step.error);
    if (effect) await this.effects.applyIn(tx, userId, effect);
    return tx.redemption.create({
      data: { userId, goodsId: good.id, quantity, points, status: step.status, idempotencyKey: request.idempotencyKey, locale, ...delivery, completedAt: step.status === 'completed' ? this.clock.now() : null },
      include: WITH_GOOD,
    });
  }

  private async byKey(tx: Tx, userId: number, request: RedeemRequest): Promise<RedeemResult | null> {
    const row = await tx.redemption.findUnique({ where: { userId_idempotencyKey: { userId, idempotencyKey: request.idempotencyKey } }, include: WITH_GOOD });
    return row && this.result(tx, sameRedemption(row, request));
  }

  private async result(tx: Tx, row: RedemptionWithGood): Promise<RedeemResult> {
    return { redemption: await recordOf(tx, row), balance: await this.ledger.balance(row.userId) };
  }
}

/** Physical goods need the whole delivery form; each missing or wrong field says which. */
function deliveryOf(request: RedeemRequest): Delivery {
  const parsed = deliverySchema.safeParse(request);
  if (!parsed.success) throw new AppError(ERROR_CODES.badRequest, 'validationFailed', toFieldErrors(parsed.error));
  return parsed.data;
}

/** A key answers only the request it was made for: the same key for another good or quantity is refused. */
function sameRedemption(row: RedemptionWithGood, request: RedeemRequest): RedemptionWithGood {
  if (row.goodsId !== request.goodsId || row.quantity !== request.quantity) throw new AppError(ERROR_CODES.unprocessable, 'idempotencyKeyReused', [{ field: 'idempotencyKey', msg: 'idempotencyKeyReused' }]);
  return row;
}

function stockRefusal(stock: number): AppError {
  return new AppError(ERROR_CODES.conflict, stock <= 0 ? 'soldOut' : 'notEnoughStock');
}
