import { useTranslation } from 'react-i18next';
import { money } from './shop-format';

interface Totals {
  originalCents: number;
  discountCents: number;
  shippingCents: number;
  payAmountCents: number;
  gstIncludedCents: number;
  totalItems: number;
}

/** Goods, discount, shipping, GST contained and the amount to pay, as the server computed them. */
export function OrderTotals({ price }: { price: Totals }) {
  const { t, i18n } = useTranslation();
  const m = (cents: number) => money(cents, i18n.language);
  return (
    <dl className="totals" data-testid="order-totals">
      <dt>{t('shop.totalItems')}</dt>
      <dd>{price.totalItems}</dd>
      <dt>{t('shop.originalPrice')}</dt>
      <dd>{m(price.originalCents)}</dd>
      {/* No coupon, no line: a "−$0.00" only makes a buyer wonder what they missed. */}
      {price.discountCents > 0 && (
        <>
          <dt>{t('shop.discount')}</dt>
          <dd data-testid="discount">−{m(price.discountCents)}</dd>
        </>
      )}
      <dt>{t('shop.shippingFee')}</dt>
      <dd>{price.shippingCents === 0 ? t('shop.free') : m(price.shippingCents)}</dd>
      <dt className="strong">{t('shop.payAmount')}</dt>
      <dd className="strong" data-testid="pay-amount">
        {m(price.payAmountCents)}
      </dd>
      {price.gstIncludedCents > 0 && (
        <>
          <dt className="muted">{t('shop.gstContained')}</dt>
          <dd className="muted">{m(price.gstIncludedCents)}</dd>
        </>
      )}
    </dl>
  );
}
