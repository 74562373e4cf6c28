import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOODS_CATEGORIES, isSuccess, type GoodsCategory, type PointsGoodsList } from '@learnstar/shared';
import { useSession } from '../../stores/session';
import { EmptyState } from '../../common/EmptyState';
import { GoodCard } from './GoodCard';
import { MyLooks } from './MyLooks';
import { pointshopApi } from './pointshop-api';
import './pointshop.css';

/** /pointshop: the pupil's points, category tabs and the goods; signed in, the looks they own. */
export function PointShopPage() {
  const { t } = useTranslation();
  const userId = useSession((s) => s.user?.id);
  const [list, setList] = useState<PointsGoodsList | null>(null);
  const [failed, setFailed] = useState(false);
  const [category, setCategory] = useState<GoodsCategory | 'all'>('all');
  useEffect(() => {
    void pointshopApi.goods().then((r) => (isSuccess(r) && r.data ? setList(r.data) : setFailed(true)));
  }, [userId]);
  const goods = list?.goods.filter((g) => category === 'all' || g.category === category) ?? [];

  return (
    <section className="ps-page">
      <h1>{t('pointshop.title')}</h1>
      <p className="ps-intro">{t('pointshop.intro')}</p>
      <p className="ps-balance" data-testid="points-balance">
        {list?.balance != null ? t('pointshop.myPoints', { points: list.balance }) : t('pointshop.signInToRedeem')}
      </p>
      {list?.balance === 0 && <EmptyState text={t('pointshop.emptyBalance')} to="/gamecenter" link={t('pointshop.earnMore')} />}
      {failed && <p className="field-error" role="alert">{t('errors.dataFetchFailed')}</p>}
      <nav className="tabs ps-tabs" aria-label={t('pointshop.title')}>
        {(['all', ...GOODS_CATEGORIES] as const).map((key) => (
          <button key={key} type="button" className={category === key ? 'on' : ''} aria-pressed={category === key} onClick={() => setCategory(key)}>
            {t(key === 'all' ? 'pointshop.all' : `pointshop.category_${key}`)}
          </button>
        ))}
      </nav>
      {!list && !failed && <p className="muted">{t('common.loading')}</p>}
      <ul className="ps-grid">
        {goods.map((good) => (
          <GoodCard key={good.id} good={good} />
        ))}
      </ul>
      {userId !== undefined && <MyLooks />}
    </section>
  );
}
