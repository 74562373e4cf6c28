import { useTranslation } from 'react-i18next';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '@learnstar/shared';

/** SPEC §1: the shop says it is under construction and links to the external shop. */
export function ShopPage() {
  const { t } = useTranslation();
  return (
    <section className="shop">
      <div className="banner">{t('shop.freeShipping', { amount: FREE_SHIPPING_THRESHOLD_CENTS / 100 })}</div>
      <p className="notice">{t('shop.underConstruction')}</p>
      <a className="button" href="https://shop.learnstar.sg" target="_blank" rel="noreferrer">
        {t('shop.externalShop')}
      </a>
    </section>
  );
}
