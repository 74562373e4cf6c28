import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { ERROR_CODES, type Order, type OrderStatus } from '@learnstar/shared';
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

  async list(status: OrderStatus | undefined, page: number, pageSize: number): Promise<{ rows: Order[]; total: number }> {
    const where = status ? { status } : {};
    const [rows, total] = await Promise.all([
      this.db.prisma.order.findMany({ where, include: ORDER_INCLUDE, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.order.count({ where }),
    ]);
    return { rows: rows.map(toOrder), total };
  }

  confirmPayNow(code: string, operator: AuditActor): Promise<Order> {
    return this.payments.confirmPayNow(code, operator);
  }

  async ship(code: string, operator: AuditActor): Promise<Order> {
    const order = await this.db.prisma.order.findUnique({ where: { code }, select: { id: true } });
    if (!order) throw new AppError(ERROR_CODES.notFound, 'orderNotFound');
    const shipped = await this.db.prisma.$transaction(async (tx) => {
      const { before, order: updated } = await this.lifecycle.transitionIn(tx, order.id, 'ship');
      const after = { status: updated.status, shippedAt: updated.shippedAt?.toISOString() ?? null };
      await this.audit.recordIn(tx, operator, { action: 'order.ship', targetType: 'order', targetId: code, before: { status: before }, after });
      return updated;
    }, CONTENDED_TRANSACTION);
    await this.lifecycle.notify(shipped, 'ship');
    return toOrder(shipped);
  }
}
