import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { ERROR_CODES, type CartRow } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import type { Tx } from '../../common/database/transaction.js';
import { AppError } from '../../common/envelope/app-error.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { isExpired, purchaseLimitOf } from '../catalogue/product-view.js';
import { toCartRow } from './cart-view.js';

/** Who is asking: a visitor (no user) or a signed-in user with their own ranId. */
export interface CartCaller {
  userId?: number;
  ranId?: string;
}

/**
 * Carts keyed by ranId (SPEC §3): a visitor's generated id or a user's ranId. A user's cart is
 * private to that user; a visitor's id is a random secret only its browser knows.
 */
@Injectable()
export class CartService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async rows(ranId: string, caller: CartCaller, tx: Tx = this.db.prisma): Promise<CartRow[]> {
    await this.assertAccess(ranId, caller, tx);
    const items = await tx.cartItem.findMany({ where: { ranId }, include: { product: true }, orderBy: { id: 'asc' } });
    const now = this.clock.now();
    return items.map((item) => toCartRow(item, now));
  }

  /** Adds to a line (or creates it); the resulting quantity must respect stock and purchase limit. */
  async add(ranId: string, productId: number, quantity: number, caller: CartCaller): Promise<CartRow[]> {
    await this.assertAccess(ranId, caller);
    await this.db.prisma.$transaction(async (tx) => {
      const item = await tx.cartItem.upsert({
        where: { ranId_productId: { ranId, productId: await this.orderableProductId(tx, productId) } },
        create: { ranId, productId, quantity },
        update: { quantity: { increment: quantity } },
      });
      await this.assertQuantity(tx, productId, item.quantity);
    });
    return this.rows(ranId, caller);
  }

  async setQuantity(ranId: string, productId: number, quantity: number, caller: CartCaller): Promise<CartRow[]> {
    await this.assertAccess(ranId, caller);
    await this.db.prisma.$transaction(async (tx) => {
      const { count } = await tx.cartItem.updateMany({ where: { ranId, productId }, data: { quantity } });
      if (count === 0) throw new AppError(ERROR_CODES.notFound, 'productNotFound');
      await this.assertQuantity(tx, productId, quantity);
    });
    return this.rows(ranId, caller);
  }

  async remove(ranId: string, productId: number, caller: CartCaller): Promise<CartRow[]> {
    await this.assertAccess(ranId, caller);
    await this.db.prisma.cartItem.deleteMany({ where: { ranId, productId } });
    return this.rows(ranId, caller);
  }

  async clear(ranId: string, caller: CartCaller): Promise<void> {
    await this.assertAccess(ranId, caller);
    await this.db.prisma.cartItem.deleteMany({ where: { ranId } });
  }

  /**
   * Moves a visitor's cart into the user's in one transaction: quantities add up, capped by stock
   * and purchase limit. The visitor rows are deleted with RETURNING, so when the same visitor cart
   * is merged by two logins at once the second finds nothing left to add.
   */
  async merge(userId: number, userRanId: string, visitorRanId: string): Promise<CartRow[]> {
    if (visitorRanId !== userRanId) {
      await this.assertAccess(visitorRanId, {});
      await this.db.prisma.$transaction(async (tx) => {
        await tx.$queryRawUnsafe('SELECT id FROM "User" WHERE id = $1 FOR UPDATE', userId);
        const moved = await tx.$queryRawUnsafe<{ productId: number; quantity: number }[]>(
          'DELETE FROM "CartItem" WHERE "ranId" = $1 RETURNING "productId", quantity',
          visitorRanId,
        );
        for (const line of moved) await this.mergeLine(tx, userRanId, line.productId, line.quantity);
      });
    }
    return this.rows(userRanId, { userId, ranId: userRanId });
  }

  private async mergeLine(tx: Tx, ranId: string, productId: number, quantity: number): Promise<void> {
    const product = await tx.product.findUnique({ where: { id: productId } });
    if (!product?.active) return;
    const existing = (await tx.cartItem.findUnique({ where: { ranId_productId: { ranId, productId } } }))?.quantity ?? 0;
    const cap = Math.min(purchaseLimitOf(product), Math.max(product.stock, 0));
    // A line that cannot be bought (sold out) still moves over, marked, so the buyer sees it.
    const merged = Math.max(existing, Math.min(existing + quantity, cap)) || Math.min(quantity, purchaseLimitOf(product));
    await tx.cartItem.upsert({ where: { ranId_productId: { ranId, productId } }, create: { ranId, productId, quantity: merged }, update: { quantity: merged } });
  }

  /** A signed-in user's ranId answers only to that user; any other id is a visitor cart. */
  private async assertAccess(ranId: string, caller: CartCaller, tx: Tx = this.db.prisma): Promise<void> {
    if (caller.ranId === ranId) return;
    const owner = await tx.user.findUnique({ where: { ranId }, select: { id: true } });
    if (owner && owner.id !== caller.userId) throw new AppError(ERROR_CODES.forbidden, 'cartNotYours');
  }

  private async orderableProductId(tx: Tx, productId: number): Promise<number> {
    const product = await tx.product.findUnique({ where: { id: productId } });
    if (!product?.active) throw new AppError(ERROR_CODES.notFound, 'productNotFound');
    if (isExpired(product, this.clock.now())) throw new AppError(ERROR_CODES.conflict, 'productExpired');
    if (product.stock <= 0) throw new AppError(ERROR_CODES.conflict, 'soldOut');
    return product.id;
  }

  private async assertQuantity(tx: Tx, productId: number, quantity: number): Promise<void> {
    const product = await tx.product.findUniqueOrThrow({ where: { id: productId } });
    if (quantity > purchaseLimitOf(product)) throw new AppError(ERROR_CODES.conflict, 'overPurchaseLimit');
    if (quantity > product.stock) throw new AppError(ERROR_CODES.conflict, 'notEnoughStock');
  }
}
