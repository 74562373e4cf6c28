import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Database, Product as ProductRow, User } from '@learnstar/db';
import {
  ERROR_CODES,
  makeOrderCode,
  priceOrder,
  type BuyNow,
  type CartRow,
  type CheckoutForm,
  type Locale,
  type Order,
  type Quote,
  type ShippingChoice,
} from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { CONTENDED_TRANSACTION, type Tx } from '../../common/database/transaction.js';
import { AppError } from '../../common/envelope/app-error.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { CartService } from '../cart/cart.service.js';
import { CouponService } from '../coupons/coupon.service.js';
import { isExpired, purchaseLimitOf } from '../catalogue/product-view.js';
import { toCartRow } from '../cart/cart-view.js';
import { ORDER_INCLUDE, toOrder, type OrderWithItems } from './order-view.js';
import { OrderLifecycle } from './order-lifecycle.service.js';
import { OrderMailService } from './order-mail.service.js';
import { MailService } from '../../mail/mail.service.js';
import { IdempotentRequests } from '../../common/idempotency/idempotent-requests.service.js';

/** Checkout and the buyer's orders. Every total is computed here by the shared price rule. */
@Injectable()
export class OrdersService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly carts: CartService,
    private readonly coupons: CouponService,
    private readonly lifecycle: OrderLifecycle,
    private readonly mails: OrderMailService,
    private readonly mail: MailService,
    private readonly keyed: IdempotentRequests,
  ) {}

  async quote(user: User, choice: ShippingChoice): Promise<Quote> {
    const lines = await this.lines(user, choice.buyNow);
    const goodsCents = lines.reduce((sum, line) => sum + line.totalPriceCents, 0);
    const coupon = choice.couponCode ? await this.coupons.check(choice.couponCode, user.id, goodsCents, this.clock.now()) : null;
    const price = priceOrder({ lines: lines.map(toPricedLine), discountCents: coupon?.discountCents ?? 0, country: choice.country, method: choice.shippingMethod, gstRegistered: this.config.gstRegistered });
    if (!price) throw new AppError(ERROR_CODES.badRequest, 'shippingNotOffered', [{ field: 'shippingMethod', msg: 'shippingNotOffered' }]);
    return { price, coupon: coupon && { result: coupon.result, discountCents: coupon.discountCents }, lines };
  }

  /** What the caller is buying: their cart, or only the buy-now line (a cart row with its problem, held in no cart). */
  async lines(user: User, buyNow: BuyNow | undefined): Promise<CartRow[]> {
    if (!buyNow) return this.carts.rows(user.ranId, { userId: user.id, ranId: user.ranId });
    const { productId, quantity } = buyNow;
    const product = await this.db.prisma.product.findUnique({ where: { id: productId } });
    if (!product?.active) throw new AppError(ERROR_CODES.notFound, 'productNotFound', [{ field: 'buyNow.productId', msg: 'productNotFound' }]);
    return [toCartRow({ id: 0, quantity, product }, this.clock.now())];
  }

  /**
   * Places an order from the caller's whole cart, or of the one `buyNow` line (the cart then stays
   * as it is), in one transaction. Everything that can be
   * refused is checked first; the stock is taken last, by one conditional UPDATE per product in id
   * order (the row lock is held only from there to the commit, and never in two orders that could
   * deadlock). When a product has too few units left the UPDATE changes nothing, the buyer hears
   * "sold out" and the whole order — coupon use and emptied cart included — rolls back. With an
   * Idempotency-Key the same key answers the first order again instead of placing another.
   */
  async place(user: User, form: CheckoutForm, locale: Locale, key?: string): Promise<Order> {
    const { answer, fresh } = await this.keyed.run({ userId: user.id, scope: 'order/place', key, body: form }, async (tx) => {
      const cart = form.buyNow ? [form.buyNow] : await tx.cartItem.findMany({ where: { ranId: user.ranId }, orderBy: { productId: 'asc' } });
      if (cart.length === 0) throw new AppError(ERROR_CODES.badRequest, 'cartEmpty');
      const products = new Map((await tx.product.findMany({ where: { id: { in: cart.map((l) => l.productId) } } })).map((p) => [p.id, p]));
      const now = this.clock.now();
      if (form.buyNow) this.assertBuyNowQuantity(products.get(form.buyNow.productId), form.buyNow.quantity);
      const lines = cart.map((line) => ({ line, product: this.orderable(products.get(line.productId), line.quantity, now) }));
      const goodsCents = lines.reduce((sum, { line, product }) => sum + product.priceCents * line.quantity, 0);
      const coupon = form.couponCode ? await this.coupons.lockForOrder(tx, form.couponCode, user.id, goodsCents, now) : null;
      const price = priceOrder({
        lines: lines.map(({ line, product }) => ({ unitPriceCents: product.priceCents, quantity: line.quantity })),
        discountCents: coupon?.discountCents ?? 0,
        country: form.country,
        method: form.shippingMethod,
        gstRegistered: this.config.gstRegistered,
      });
      if (!price) throw new AppError(ERROR_CODES.badRequest, 'shippingNotOffered', [{ field: 'shippingMethod', msg: 'shippingNotOffered' }]);
      const created = await tx.order.create({
        data: {
          code: makeOrderCode(randomBytes),
          userId: user.id,
          originalPriceCents: price.originalCents,
          discountCents: price.discountCents,
          shippingFeeCents: price.shippingCents,
          payAmountCents: price.payAmountCents,
          gstIncludedCents: price.gstIncludedCents,
          totalItems: price.totalItems,
          couponCode: coupon ? coupon.coupon.code : null,
          country: form.country,
          shippingMethod: form.shippingMethod,
          address: { block: form.block, street: form.street, unit: form.unit, building: form.building },
          postcode: form.postcode,
          firstName: form.firstName,
          lastName: form.lastName,
          email: form.email.toLowerCase(),
          phone: form.phone,
          locale,
          expiresAt: new Date(now.getTime() + this.config.orderPaymentWindowMs),
          items: { create: lines.map(({ line, product }) => ({ productId: line.productId, nameEn: product.nameEn, nameZh: product.nameZh, unitPriceCents: product.priceCents, quantity: line.quantity })) },
        },
        include: ORDER_INCLUDE,
      });
      if (coupon) await this.coupons.consume(tx, coupon.coupon.id, user.id, created.id);
      if (!form.buyNow) await tx.cartItem.deleteMany({ where: { ranId: user.ranId } });
      for (const { line } of lines) await this.takeStock(tx, line.productId, line.quantity);
      // The confirmation is part of the order: it is in the outbox exactly when the order exists.
      const placed = toOrder(created);
      return { view: placed, mailId: await this.mails.queue(tx, 'placed', placed, locale) };
    }, CONTENDED_TRANSACTION);
    // A replayed answer's email went with the first: it is in the outbox already.
    if (fresh) await this.mail.deliver([answer.mailId]);
    return answer.view;
  }

  async list(userId: number, page: number, pageSize: number): Promise<{ rows: Order[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.db.prisma.order.findMany({ where: { userId }, include: ORDER_INCLUDE, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (page - 1) * pageSize, take: pageSize }),
      this.db.prisma.order.count({ where: { userId } }),
    ]);
    return { rows: rows.map(toOrder), total };
  }

  async get(userId: number, code: string): Promise<Order> {
    return toOrder(await this.owned(userId, code));
  }

  async cancel(userId: number, code: string): Promise<Order> {
    return toOrder(await this.lifecycle.apply((await this.owned(userId, code)).id, 'cancel'));
  }

  async confirmReceipt(userId: number, code: string): Promise<Order> {
    return toOrder(await this.lifecycle.apply((await this.owned(userId, code)).id, 'confirmReceipt'));
  }

  /** An order of this user; someone else's order is "not found", not "forbidden", to reveal nothing. */
  async owned(userId: number, code: string): Promise<OrderWithItems> {
    const order = await this.db.prisma.order.findUnique({ where: { code }, include: ORDER_INCLUDE });
    if (!order || order.userId !== userId) throw new AppError(ERROR_CODES.notFound, 'orderNotFound');
    return order;
  }

  /** Row-locking conditional decrement: nothing changes (→ sold out) when too few units are left. */
  private async takeStock(tx: Tx, productId: number, quantity: number): Promise<void> {
    const taken = await tx.$queryRawUnsafe<unknown[]>('UPDATE "Product" SET stock = stock - $2, "updatedAt" = now() WHERE id = $1 AND stock >= $2 RETURNING id', productId, quantity);
    if (taken.length === 0) throw new AppError(ERROR_CODES.conflict, 'soldOut');
  }

  /** A buy-now quantity is the request's own, not a stored cart line's, so too many is a bad request. */
  private assertBuyNowQuantity(product: ProductRow | undefined, quantity: number): void {
    if (product && quantity > purchaseLimitOf(product)) throw new AppError(ERROR_CODES.badRequest, 'overPurchaseLimit', [{ field: 'buyNow.quantity', msg: 'overPurchaseLimit' }]);
  }

  private orderable(product: ProductRow | undefined, quantity: number, now: Date): ProductRow {
    if (!product?.active) throw new AppError(ERROR_CODES.conflict, 'productRemoved');
    if (isExpired(product, now)) throw new AppError(ERROR_CODES.conflict, 'productExpired');
    if (quantity > purchaseLimitOf(product)) throw new AppError(ERROR_CODES.conflict, 'overPurchaseLimit');
    if (product.stock < quantity) throw new AppError(ERROR_CODES.conflict, 'soldOut');
    return product;
  }
}

function toPricedLine(line: CartRow) {
  return { unitPriceCents: line.unitPriceCents, quantity: line.quantity };
}
