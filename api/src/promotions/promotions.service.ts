import { Inject, Injectable } from '@nestjs/common';
import type { Database, Promotion as PromotionRow } from '@learnstar/db';
import {
  ERROR_CODES,
  PROMOTION_PASSCODE_LOOKBACK_MS,
  type PromotionClaimView,
  type PromotionDetail,
  type PromotionList,
  type PromotionOfferView,
} from '@learnstar/shared';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { DATABASE } from '../common/database/database.module.js';
import { CONTENDED_TRANSACTION, type Tx } from '../common/database/transaction.js';
import { AppError } from '../common/envelope/app-error.js';
import { imageUrl } from '../shop/catalogue/product-view.js';
import { RANKING_CACHE, type RankingCache } from '../ranking/ranking-cache.js';
import { PromotionEntries } from './promotion-entries.js';
import { offeredProduct, PromotionOffers } from './promotion-offers.js';
import { byStateThenTime, offerOf, stateOf, toClaimView, toSummary } from './promotion-view.js';

const REFUSED_BY_STATE = { notStarted: 'promotionNotStarted', ended: 'promotionEnded' } as const;

/** The promotions page, a promotion's detail for a user who entered its passcode, and the claim. */
@Injectable()
export class PromotionsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RANKING_CACHE) private readonly rankings: RankingCache,
    private readonly entries: PromotionEntries,
    private readonly offers: PromotionOffers,
  ) {}

  /** Running and coming promotions, and those ended within the look-back, with the server's clock. */
  async list(): Promise<PromotionList> {
    const now = this.clock.now();
    const rows = await this.db.prisma.promotion.findMany({ where: { endsAt: { gt: new Date(now.getTime() - PROMOTION_PASSCODE_LOOKBACK_MS) } } });
    return { serverNow: now.toISOString(), promotions: rows.map((row) => toSummary(row, now)).sort(byStateThenTime) };
  }

  async detail(userId: number, id: number): Promise<PromotionDetail> {
    const promotion = await this.find(id);
    const claim = await this.db.prisma.promotionClaim.findUnique({ where: { promotionId_userId: { promotionId: id, userId } } });
    if (!claim) await this.requireEntry(id, userId);
    const now = this.clock.now();
    return {
      ...toSummary(promotion, now),
      descriptionEn: promotion.descriptionEn,
      descriptionZh: promotion.descriptionZh,
      offer: await this.offerView(promotion),
      claim: claim && toClaimView(claim),
      serverNow: now.toISOString(),
    };
  }

  /**
   * Claims the offer once. The user's row is locked first, so two claims at once run one after the
   * other and the second finds the first's claim (the unique (promotion, user) index backs this up).
   * The promotion is then read under a share lock, so an operator's edit, end or delete (which lock
   * it for update) waits for the claim or is waited for: the state and offer are judged as they
   * stand, by the server's clock, and a promotion deleted meanwhile is "not found", not a 500.
   */
  async claim(userId: number, id: number): Promise<PromotionClaimView> {
    const { claim, offer } = await this.db.prisma.$transaction(async (tx) => {
      await tx.$queryRawUnsafe('SELECT id FROM "User" WHERE id = $1 FOR UPDATE', userId);
      if (await tx.promotionClaim.findUnique({ where: { promotionId_userId: { promotionId: id, userId } } })) {
        throw new AppError(ERROR_CODES.conflict, 'promotionAlreadyClaimed');
      }
      const promotion = await this.find(id, tx, 'FOR SHARE');
      await this.requireEntry(id, userId, tx);
      const now = this.clock.now();
      const state = stateOf(promotion, now);
      if (state !== 'inProgress') throw new AppError(ERROR_CODES.conflict, REFUSED_BY_STATE[state]);
      const offer = offerOf(promotion);
      const grant = await this.offers.grantIn(tx, userId, promotion, offer, now);
      return { claim: await tx.promotionClaim.create({ data: { promotionId: id, userId, grant } }), offer };
    }, CONTENDED_TRANSACTION);
    if (offer.type === 'bonusPoints') await this.rankings.bump();
    return toClaimView(claim);
  }

  /** `lock`: read inside the caller's transaction under that row lock. */
  private async find(id: number, tx: Tx = this.db.prisma, lock?: 'FOR SHARE'): Promise<PromotionRow> {
    if (lock && !(await tx.$queryRawUnsafe<unknown[]>(`SELECT id FROM "Promotion" WHERE id = $1 ${lock}`, id)).length) throw new AppError(ERROR_CODES.notFound, 'promotionNotFound');
    const promotion = await tx.promotion.findUnique({ where: { id } });
    if (!promotion) throw new AppError(ERROR_CODES.notFound, 'promotionNotFound');
    return promotion;
  }

  /** Without the passcode the offer stays hidden: 403 tells the page to ask for it. */
  private async requireEntry(id: number, userId: number, tx?: Tx): Promise<void> {
    if (!(await this.entries.isOpen(id, userId, tx))) throw new AppError(ERROR_CODES.forbidden, 'promotionNotEntered');
  }

  private async offerView(promotion: PromotionRow): Promise<PromotionOfferView> {
    const offer = offerOf(promotion);
    if (offer.type !== 'productPrice') return offer;
    const product = offeredProduct(await this.db.prisma.product.findUnique({ where: { sku: offer.sku } }), offer.priceCents);
    return { ...offer, productId: product.id, nameEn: product.nameEn, nameZh: product.nameZh, regularPriceCents: product.priceCents, image: product.images[0] ? imageUrl(product.images[0]) : null };
  }
}
