import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { ERROR_CODES, type Order, type OrderStatus } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
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
  ) {}

  async list(status: OrderStatus | undefined, page: number, pageSize: number): Promise<{ rows: Order[]; total: number }> {
    const where = status ? { status } : {};
    const [rows, total] = await Promise.all([
      this.db.prisma.order.findMany({ where, include: ORDER_INCLUDE, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.order.count({ where }),
    ]);
    return { rows: rows.map(toOrder), total };
  }

  confirmPayNow(code: string): Promise<Order> {
    return this.payments.confirmPayNow(code);
  }

  async ship(code: string): Promise<Order> {
    const order = await this.db.prisma.order.findUnique({ where: { code }, select: { id: true } });
    if (!order) throw new AppError(ERROR_CODES.notFound, 'orderNotFound');
    return toOrder(await this.lifecycle.apply(order.id, 'ship'));
  }
}
