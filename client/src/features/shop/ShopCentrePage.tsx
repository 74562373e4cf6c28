import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FREE_SHIPPING_THRESHOLD_CENTS, isSuccess } from '@learnstar/shared';
import { shopApi, type Catalogue } from './shop-api';
import { ProductCard } from './ProductCard';
import { localized } from './shop-format';

/** /shoppingcenter: banner, the under-construction notice with the partner shop, categories and products. */
export function ShopCentrePage() {
  const { t, i18n } = useTranslation();
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [failed, setFailed] = useState(false);
  const [categoryId, setCategoryId] = useState<number | undefined>();
  useEffect(() => {
    // The catalogue's cards render as a transition, in slices a slow phone's taps can get between.
    void shopApi.catalogue().then((r) => startTransition(() => (isSuccess(r) && r.data ? setCatalogue(r.data) : setFailed(true))));
  }, []);
  const products = catalogue?.products.filter((p) => categoryId === undefined || p.categoryId === categoryId) ?? [];

  return (
    <section className="shop">
      <h1>{t('shop.title')}</h1>
      <div className="banner">{t('shop.freeShipping', { amount: FREE_SHIPPING_THRESHOLD_CENTS / 100 })}</div>
      <p className="notice">
        {t('shop.underConstruction')}{' '}
        <a href="https://shop.learnstar.sg" target="_blank" rel="noreferrer">
          {t('shop.externalShop')}
        </a>
      </p>
      {failed && <p className="field-error">{t('errors.dataFetchFailed')}</p>}
      {!catalogue && !failed && <div className="shop-placeholder" aria-hidden="true" />}
      {catalogue && (
        <>
          <nav className="tabs" aria-label={t('shop.categories')}>
            <button type="button" className={categoryId === undefined ? 'on' : ''} onClick={() => setCategoryId(undefined)}>
              {t('shop.allCategories')}
            </button>
            {catalogue.categories.map((c) => (
              <button key={c.id} type="button" className={categoryId === c.id ? 'on' : ''} onClick={() => setCategoryId(c.id)}>
                {localized(c, 'name', i18n.language)}
              </button>
            ))}
          </nav>
          <p className="muted">{catalogue.settings.gstRegistered ? t('shop.gstIncluded', { rate: catalogue.settings.gstRatePercent }) : t('shop.noGst')}</p>
          <div className="product-grid">
            {products.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </>
      )}
      <p>
        <Link className="standalone-link" to="/shoppingcar">{t('shop.viewCart')}</Link>
      </p>
    </section>
  );
}
