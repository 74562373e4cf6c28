import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, type Product } from '@learnstar/shared';
import { shopApi } from './shop-api';
import { ProductCard } from './ProductCard';

/** The home page's shop section: a few devices that are in stock, and the way into the shop. */
export function ShopTeaser() {
  const { t } = useTranslation();
  const [products, setProducts] = useState<Product[]>([]);
  useEffect(() => {
    void shopApi.catalogue().then((r) => setProducts(isSuccess(r) && r.data ? r.data.products.filter((p) => !p.soldOut && !p.expired).slice(0, 4) : []));
  }, []);
  return (
    <section className="shop-teaser">
      <h2>{t('home.shopTeaser')}</h2>
      <p>{t('home.shopTeaserText')}</p>
      {products.length > 0 && (
        <div className="product-grid">
          {products.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </div>
      )}
      <p>
        <Link to="/shoppingcenter" className="button">
          {t('home.visitShop')}
        </Link>
      </p>
    </section>
  );
}
