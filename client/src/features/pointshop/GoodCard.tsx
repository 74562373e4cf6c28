import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PointsGood } from '@learnstar/shared';
import { localized } from '../shop/shop-format';

/** One good in the shop window: picture, name, points, stock in words. */
export function GoodCard({ good }: { good: PointsGood }) {
  const { t, i18n } = useTranslation();
  const name = localized(good, 'name', i18n.language);
  return (
    <li className="ps-card" data-testid={`good-${good.sku}`}>
      <Link to={`/pointshop/gooddetail?id=${good.id}`} className="ps-card-link">
        {good.images[0] && <img src={good.images[0]} alt="" />}
        <span className="ps-card-name">{name}</span>
      </Link>
      <span className="ps-points">{t('pointshop.points', { points: good.points })}</span>
      <span className="ps-kind">{t(`pointshop.kind_${good.kind}`)}</span>
      <GoodStock good={good} />
    </li>
  );
}

/** Stock and the per-pupil limit in words, never by colour alone. */
export function GoodStock({ good }: { good: PointsGood }) {
  const { t } = useTranslation();
  return (
    <span className="ps-stock">
      {/* A look or an unlock is never posted and its stock is seeded huge: a count of 100000 only puzzles a child. */}
      {good.soldOut ? <strong className="ps-sold-out">{t('pointshop.soldOut')}</strong> : good.kind === 'virtual' ? t('pointshop.inStock') : t('pointshop.stock', { count: good.stock })}
      {' · '}
      {good.perUserLimit === null ? t('pointshop.noLimit') : t('pointshop.limit', { limit: good.perUserLimit })}
    </span>
  );
}
