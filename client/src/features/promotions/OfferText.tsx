import { useTranslation } from 'react-i18next';
import type { PromotionGrant, PromotionOfferView } from '@learnstar/shared';
import { Link } from 'react-router-dom';
import { localized, money, sgTime } from '../shop/shop-format';

/** What the promotion offers, in friendly words. */
export function OfferText({ offer }: { offer: PromotionOfferView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (offer.type === 'bonusPoints') return <p className="promo-offer">{t('promotions.offer_bonusPoints', { points: offer.points })}</p>;
  if (offer.type === 'coupon') {
    const discount = offer.kind === 'fixed' ? money(offer.value, lang) : `${offer.value}%`;
    return <p className="promo-offer">{t('promotions.offer_coupon', { discount, minSpend: money(offer.minSpendCents, lang), days: offer.validDays })}</p>;
  }
  return (
    <div className="promo-offer promo-product">
      {offer.image && <img src={offer.image} alt="" />}
      <p>{t('promotions.offer_productPrice', { name: localized(offer, 'name', lang), price: money(offer.priceCents, lang), regular: money(offer.regularPriceCents, lang) })}</p>
    </div>
  );
}

/** What the claim gave the user: the points, or the personal code and how to use it. */
export function GrantText({ grant, offer }: { grant: PromotionGrant; offer: PromotionOfferView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (grant.type === 'bonusPoints') return <p>{t('promotions.grant_bonusPoints', { points: grant.points })}</p>;
  const code = (
    <p className="promo-code">
      {t('promotions.yourCode')} <strong data-testid="promotion-code">{grant.code}</strong>
    </p>
  );
  if (grant.type === 'coupon') {
    return (
      <>
        {code}
        <p>{t('promotions.grant_coupon', { until: sgTime(grant.validUntil, lang) })}</p>
      </>
    );
  }
  const name = offer.type === 'productPrice' ? localized(offer, 'name', lang) : '';
  return (
    <>
      {code}
      <p>{t('promotions.grant_productPrice', { name, price: money(grant.priceCents, lang), until: sgTime(grant.validUntil, lang) })}</p>
      <Link className="button ghost" to={`/productdetail?id=${grant.productId}`}>
        {t('promotions.seeProduct')}
      </Link>
    </>
  );
}
