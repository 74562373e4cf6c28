import { Inject, Injectable } from '@nestjs/common';
import type { Database, Prisma } from '@learnstar/db';
import { DAY_MS, ERROR_CODES, type ConsoleOrderQuery, type Order, type OrderEvent, type OrderStatus } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { CONTENDED_TRANSACTION } from '../../common/database/transaction.js';
import { AuditService, type AuditActor } from '../../audit/audit.service.js';
import { AppError } from '../../common/envelope/app-error.js';
import { OrderLifecycle } from '../orders/order-lifecycle.service.js';
import { ORDER_INCLUDE, toOrder } from '../orders/order-view.js';
import { PaymentsService } from '../payments/payments.service.js';

@Injectable()
export class OperatorOrdersService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly lifecycle: OrderLifecycle,
    private readonly payments: PaymentsService,
    private readonly audit: AuditService,
  ) {}

  list(status: OrderStatus | undefined, page: number, pageSize: number): Promise<{ rows: Order[]; total: number }> {
    return this.search({ status, page, pageSize, sort: 'createdAt', dir: 'desc' });
  }

  /** Orders by status, Singapore calendar days of creation, order code or email, sorted and paged. */
  async search(query: ConsoleOrderQuery): Promise<{ rows: Order[]; total: number }> {
    const { status, from, to, q, sort, dir, page, pageSize } = query;
    const where: Prisma.OrderWhereInput = {
      status,
      createdAt: from || to ? { gte: from ? singaporeDayStart(from) : undefined, lt: to ? singaporeDayStart(to, 1) : undefined } : undefined,
      OR: q ? [{ code: q.toUpperCase() }, { email: { contains: q, mode: 'insensitive' } }] : undefined,
    };
    const [rows, total] = await Promise.all([
      this.db.prisma.order.findMany({ where, include: ORDER_INCLUDE, orderBy: [{ [sort]: dir }, { id: dir }], skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.order.count({ where }),
    ]);
    return { rows: rows.map(toOrder), total };
  }

  confirmPayNow(code: string, operator: AuditActor): Promise<Order> {
    return this.payments.confirmPayNow(code, operator);
  }

  ship(code: string, operator: AuditActor, trackingNote?: string): Promise<Order> {
    return this.transition(code, operator, 'ship', trackingNote ? { trackingNote } : {});
  }

  /** An unpaid order dropped by the shop: stock and coupon go back (OrderLifecycle), and the buyer is emailed. */
  cancel(code: string, operator: AuditActor): Promise<Order> {
    return this.transition(code, operator, 'cancel');
  }

  private async transition(code: string, operator: AuditActor, event: Extract<OrderEvent, 'ship' | 'cancel'>, extra: Prisma.OrderUpdateInput = {}): Promise<Order> {
    const order = await this.db.prisma.order.findUnique({ where: { code }, select: { id: true } });
    if (!order) throw new AppError(ERROR_CODES.notFound, 'orderNotFound');
    const { changed, mails } = await this.db.prisma.$transaction(async (tx) => {
      const { before, order: updated } = await this.lifecycle.transitionIn(tx, order.id, event, extra);
      const after = { status: updated.status, ...(event === 'ship' ? { shippedAt: updated.shippedAt?.toISOString() ?? null, trackingNote: updated.trackingNote } : {}) };
      await this.audit.recordIn(tx, operator, { action: `order.${event}`, targetType: 'order', targetId: code, before: { status: before }, after });
      return { changed: updated, mails: await this.lifecycle.noticeIn(tx, updated, event, true) };
    }, CONTENDED_TRANSACTION);
    await this.lifecycle.deliver(mails);
    return toOrder(changed);
  }
}

/** Midnight in Singapore (UTC+8, no daylight saving) of a yyyy-MM-dd day, plus `days`. */
function singaporeDayStart(day: string, days = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00+08:00`) + days * DAY_MS);
}
