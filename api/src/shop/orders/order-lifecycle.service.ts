import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Database, Prisma } from '@learnstar/db';
import { ERROR_CODES, orderHoldsStock, orderTransition, type Locale, type OrderEvent, type OrderStatus } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { CONTENDED_TRANSACTION, type Tx } from '../../common/database/transaction.js';
import { AppError } from '../../common/envelope/app-error.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { startSweep } from '../../common/sweep/periodic-sweep.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { CouponService } from '../coupons/coupon.service.js';
import { ORDER_INCLUDE, toOrder, type OrderWithItems } from './order-view.js';
import { OrderMailService } from './order-mail.service.js';

const STAMPS: Partial<Record<OrderEvent, 'paidAt' | 'shippedAt' | 'receivedAt'>> = { pay: 'paidAt', ship: 'shippedAt', confirmReceipt: 'receivedAt' };

/**
 * Every change of an order's status: the order row is locked, the shared transition table decides,
 * and leaving the stock-holding states gives the stock and the coupon back in the same transaction.
 * Also expires unpaid orders whose payment window has passed.
 */
@Injectable()
export class OrderLifecycle implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Orders');
  private stopSweep: () => void = () => undefined;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly coupons: CouponService,
    private readonly mails: OrderMailService,
  ) {}

  onModuleInit(): void {
    this.stopSweep = startSweep(this.config.orderExpirySweepMs, this.logger, 'expiry sweep', () => this.expireOverdue());
  }

  onModuleDestroy(): void {
    this.stopSweep();
  }

  async applyIn(tx: Tx, orderId: number, event: OrderEvent, extra: Prisma.OrderUpdateInput = {}): Promise<OrderWithItems> {
    return (await this.transitionIn(tx, orderId, event, extra)).order;
  }

  /** `applyIn` that also answers the status it left (the audit log records both). */
  async transitionIn(tx: Tx, orderId: number, event: OrderEvent, extra: Prisma.OrderUpdateInput = {}): Promise<{ before: OrderStatus; order: OrderWithItems }> {
    const [row] = await tx.$queryRawUnsafe<{ status: OrderStatus }[]>('SELECT status FROM "Order" WHERE id = $1 FOR UPDATE', orderId);
    if (!row) throw new AppError(ERROR_CODES.notFound, 'orderNotFound');
    const step = orderTransition(row.status, event);
    if (!step.ok) throw new AppError(ERROR_CODES.conflict, step.error);
    if (orderHoldsStock(row.status) && !orderHoldsStock(step.status)) await this.release(tx, orderId);
    const stamp = STAMPS[event];
    const order = await tx.order.update({
      where: { id: orderId },
      data: { ...extra, status: step.status, ...(stamp ? { [stamp]: this.clock.now() } : {}) },
      include: ORDER_INCLUDE,
    });
    return { before: row.status, order };
  }

  /** Applies an event in its own transaction and sends the email that goes with it. */
  async apply(orderId: number, event: OrderEvent, extra: Prisma.OrderUpdateInput = {}): Promise<OrderWithItems> {
    const { order, mails } = await this.db.prisma.$transaction(async (tx) => {
      const order = await this.applyIn(tx, orderId, event, extra);
      return { order, mails: await this.noticeIn(tx, order, event) };
    }, CONTENDED_TRANSACTION);
    await this.deliver(mails);
    return order;
  }

  /**
   * Queues the email of an event in the event's transaction, so it exists exactly when the change
   * does; `deliver` it after the commit. A cancellation is mailed only when an operator made it
   * (`byOperator`): buyers who cancel themselves see it on the page.
   */
  async noticeIn(tx: Tx, order: OrderWithItems, event: OrderEvent, byOperator = false): Promise<number[]> {
    const mail = event === 'pay' ? 'paid' : event === 'ship' ? 'shipped' : event === 'cancel' && byOperator ? 'cancelled' : undefined;
    return mail ? [await this.mails.queue(tx, mail, toOrder(order), order.locale as Locale)] : [];
  }

  /** Tries the emails `noticeIn` queued, after the commit; never throws: the change is made whatever the mail does. */
  async deliver(mails: number[]): Promise<void> {
    await this.mails.deliver(mails);
  }

  /** Expires every unpaid order past its window; answers how many. */
  async expireOverdue(): Promise<number> {
    const due = await this.db.prisma.order.findMany({ where: { status: 'pending_payment', expiresAt: { lte: this.clock.now() } }, select: { id: true } });
    let expired = 0;
    for (const { id } of due) {
      try {
        await this.apply(id, 'expire');
        expired++;
      } catch (error) {
        // Paid or cancelled meanwhile: the transition table refused, nothing to do.
        if (!(error instanceof AppError)) throw error;
      }
    }
    if (expired) this.logger.log(`expired ${expired} unpaid order(s) and released their stock`);
    return expired;
  }

  private async release(tx: Tx, orderId: number): Promise<void> {
    const items = await tx.orderItem.findMany({ where: { orderId }, orderBy: { productId: 'asc' } });
    for (const item of items) await tx.product.update({ where: { id: item.productId }, data: { stock: { increment: item.quantity } } });
    await this.coupons.release(tx, orderId);
  }
}
