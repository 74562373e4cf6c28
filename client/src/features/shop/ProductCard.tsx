import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Product } from '@learnstar/shared';
import { localized, money } from './shop-format';
import { ExpiryBadge } from './ExpiryBadge';

export function ProductCard({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  return (
    <Link to={`/productdetail?id=${product.id}`} className="product-card" data-testid={`product-${product.sku}`}>
      {product.images[0] && <img src={product.images[0]} alt="" loading="lazy" />}
      <strong>{localized(product, 'name', i18n.language)}</strong>
      <span className="price">{money(product.priceCents, i18n.language)}</span>
      <span className="badges">
        {product.soldOut && <span className="badge bad">{t('shop.soldOut')}</span>}
        <ExpiryBadge expiresAt={product.expiresAt} />
      </span>
    </Link>
  );
}
