import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Database, User } from '@learnstar/db';
import {
  ERROR_CODES,
  type Order,
  PAYMENT_CALLBACK_MAX_AGE_MS,
  PAYNOW_PAYMENT_WINDOW_MS,
  paymentCallbackSchema,
  type Payment,
  type PaymentProvider,
  type PaymentStatus,
} from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { CONTENDED_TRANSACTION } from '../../common/database/transaction.js';
import { AppError } from '../../common/envelope/app-error.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { OrdersService } from '../orders/orders.service.js';
import { OrderLifecycle } from '../orders/order-lifecycle.service.js';
import { toOrder } from '../orders/order-view.js';
import { isValidCallbackSignature } from './callback-signature.js';
import { toPayment } from './payment-view.js';
import { AuditService, type AuditActor } from '../../audit/audit.service.js';

/**
 * Payments behind one interface with two providers: the sandbox card gateway (hosted page, signed
 * callback) and PayNow (SGQR with the order code as reference, confirmed by an operator).
 */
@Injectable()
export class PaymentsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly orders: OrdersService,
    private readonly lifecycle: OrderLifecycle,
    private readonly audit: AuditService,
  ) {}

  async start(user: User, orderCode: string, provider: PaymentProvider): Promise<Payment> {
    const order = await this.orders.owned(user.id, orderCode);
    const now = this.clock.now();
    if (order.status !== 'pending_payment' || (order.expiresAt && order.expiresAt <= now)) throw new AppError(ERROR_CODES.conflict, 'orderNotPayable');
    const payment = await this.db.prisma.$transaction(async (tx) => {
      if (provider === 'paynow') {
        // A transfer is confirmed the next working day: the order keeps its stock that long.
        const expiresAt = new Date(Math.max(order.expiresAt?.getTime() ?? 0, now.getTime() + PAYNOW_PAYMENT_WINDOW_MS));
        await tx.order.update({ where: { id: order.id }, data: { paymentProvider: 'paynow', expiresAt } });
        const existing = await tx.payment.findFirst({ where: { orderId: order.id, provider: 'paynow', status: 'waiting' } });
        return { row: existing ?? (await tx.payment.create({ data: { id: randomUUID(), orderId: order.id, provider, amountCents: order.payAmountCents } })), expiresAt };
      }
      await tx.order.update({ where: { id: order.id }, data: { paymentProvider: 'sandbox' } });
      const row = await tx.payment.create({ data: { id: randomUUID(), orderId: order.id, provider, amountCents: order.payAmountCents, expiresAt: new Date(now.getTime() + this.config.sandboxSessionTtlMs) } });
      return { row, expiresAt: order.expiresAt };
    });
    return toPayment(payment.row, { code: order.code, expiresAt: payment.expiresAt });
  }

  async status(id: string): Promise<Payment> {
    const payment = await this.findWithTimeout(id);
    return toPayment(payment, payment.order);
  }

  /** A payment with its order; a sandbox session nobody completed in time becomes 'timeout'. */
  async findWithTimeout(id: string) {
    await this.db.prisma.payment.updateMany({ where: { id, status: 'waiting', expiresAt: { lte: this.clock.now() }, provider: 'sandbox' }, data: { status: 'timeout', completedAt: this.clock.now() } });
    const payment = await this.db.prisma.payment.findUnique({ where: { id }, include: { order: true } });
    if (!payment) throw new AppError(ERROR_CODES.notFound, 'paymentNotFound');
    return payment;
  }

  /**
   * The gateway's signed result. Forged → refused; stale (older than the replay window) → refused;
   * the same nonce again → answered with the current state and no second effect (idempotent).
   */
  async receiveCallback(rawBody: Buffer | undefined, signature: string | undefined): Promise<Payment> {
    if (!rawBody || !isValidCallbackSignature(this.config.paymentGatewaySecret, rawBody, signature)) throw new AppError(ERROR_CODES.forbidden, 'invalidSignature');
    const parsed = paymentCallbackSchema.safeParse(JSON.parse(rawBody.toString('utf8')));
    if (!parsed.success) throw new AppError(ERROR_CODES.badRequest, 'validationFailed');
    const callback = parsed.data;
    if (Math.abs(this.clock.now().getTime() - callback.timestamp) > PAYMENT_CALLBACK_MAX_AGE_MS) throw new AppError(ERROR_CODES.conflict, 'callbackReplayed');

    let mails: number[] = [];
    const payment = await this.db.prisma.$transaction(async (tx) => {
      const fresh = await tx.$queryRawUnsafe<unknown[]>('INSERT INTO "PaymentCallbackNonce" (nonce, "paymentId") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING nonce', callback.nonce, callback.paymentId);
      const [locked] = await tx.$queryRawUnsafe<{ id: string }[]>('SELECT id FROM "Payment" WHERE id = $1 FOR UPDATE', callback.paymentId);
      if (!locked) throw new AppError(ERROR_CODES.notFound, 'paymentNotFound');
      const current = await tx.payment.findUniqueOrThrow({ where: { id: locked.id } });
      if (fresh.length === 0 || current.status !== 'waiting') return current;
      if (callback.amountCents !== current.amountCents) throw new AppError(ERROR_CODES.badRequest, 'invalidValue');
      let status: PaymentStatus = callback.outcome;
      if (status === 'success') {
        try {
          const paidOrder = await this.lifecycle.applyIn(tx, current.orderId, 'pay', { paymentProvider: 'sandbox' });
          mails = await this.lifecycle.noticeIn(tx, paidOrder, 'pay');
        } catch (error) {
          // The order expired or was cancelled meanwhile: the charge is declined, not applied.
          if (!(error instanceof AppError)) throw error;
          status = 'failed';
        }
      }
      return tx.payment.update({ where: { id: current.id }, data: { status, completedAt: this.clock.now() } });
    }, CONTENDED_TRANSACTION);
    await this.lifecycle.deliver(mails);
    return this.status(payment.id);
  }

  /** Operator: the PayNow transfer with this order code as reference arrived. */
  async confirmPayNow(code: string, operator: AuditActor): Promise<Order> {
    const order = await this.db.prisma.order.findUnique({ where: { code } });
    if (!order) throw new AppError(ERROR_CODES.notFound, 'orderNotFound');
    const { paid, mails } = await this.db.prisma.$transaction(async (tx) => {
      const { before, order: updated } = await this.lifecycle.transitionIn(tx, order.id, 'pay', { paymentProvider: 'paynow' });
      await this.audit.recordIn(tx, operator, {
        action: 'order.confirmPayNow',
        targetType: 'order',
        targetId: code,
        before: { status: before, paymentProvider: order.paymentProvider },
        after: { status: updated.status, paymentProvider: 'paynow', paidAt: updated.paidAt?.toISOString() ?? null, amountCents: order.payAmountCents },
      });
      const waiting = await tx.payment.findFirst({ where: { orderId: order.id, provider: 'paynow', status: 'waiting' } });
      if (waiting) await tx.payment.update({ where: { id: waiting.id }, data: { status: 'success', completedAt: this.clock.now() } });
      else await tx.payment.create({ data: { id: randomUUID(), orderId: order.id, provider: 'paynow', amountCents: order.payAmountCents, status: 'success', completedAt: this.clock.now() } });
      return { paid: updated, mails: await this.lifecycle.noticeIn(tx, updated, 'pay') };
    }, CONTENDED_TRANSACTION);
    await this.lifecycle.deliver(mails);
    return toOrder(paid);
  }
}
