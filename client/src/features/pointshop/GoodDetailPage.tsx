import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, type PointsGood, type RedeemResult } from '@learnstar/shared';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { localized } from '../shop/shop-format';
import { GoodStock } from './GoodCard';
import { pointshopApi } from './pointshop-api';
import { RedeemDialog } from './RedeemDialog';
import { RedeemHint, tooFewPoints, useRedeemer } from './RedeemHint';
import './pointshop.css';
import { PageMessage } from '../../common/PageMessage';

/** /pointshop/gooddetail?id=: pictures, description, points, stock, limit and Redeem. */
export function GoodDetailPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const user = useSession((s) => s.user);
  const [good, setGood] = useState<PointsGood | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [redeeming, setRedeeming] = useState(false);
  const [done, setDone] = useState<RedeemResult | null>(null);
  const redeemer = useRedeemer(user?.id, done);
  const load = useCallback(async () => {
    const r = await pointshopApi.good(id);
    if (isSuccess(r) && r.data) setGood(r.data);
    else setError(r.msg ?? 'dataFetchFailed');
  }, [id]);
  useEffect(() => {
    void load();
  }, [load, user?.id]);

  if (error) return <p className="notice" role="alert">{t(`errors.${error}`)}</p>;
  if (!good) return <PageMessage busy text={t('common.loading')} />;
  const name = localized(good, 'name', i18n.language);
  const reachedLimit = good.perUserLimit !== null && good.redeemedByMe >= good.perUserLimit;
  const openForm = () => (user ? setRedeeming(true) : useUi.getState().openLogin());
  const redeemed = (result: RedeemResult) => {
    setRedeeming(false);
    setDone(result);
    void load();
  };

  return (
    <article className="ps-detail">
      <Link to="/pointshop">‹ {t('pointshop.back')}</Link>
      <div className="ps-detail-body">
        <div className="ps-pictures">
          {good.images.map((src) => (
            <img key={src} src={src} alt={name} />
          ))}
        </div>
        <div className="ps-detail-text">
          <p className="ps-kind">{t(`pointshop.category_${good.category}`)} · {t(`pointshop.kind_${good.kind}`)}</p>
          <h1>{name}</h1>
          <p>{localized(good, 'description', i18n.language)}</p>
          <p className="ps-points big">{t('pointshop.points', { points: good.points })}</p>
          <p>
            <GoodStock good={good} />
          </p>
          {good.redeemedByMe > 0 && <p>{t('pointshop.redeemedByMe', { count: good.redeemedByMe })}</p>}
          {redeemer && !done && <RedeemHint redeemer={redeemer} points={good.points} />}
          <button type="button" className="button ps-redeem" disabled={good.soldOut || reachedLimit || tooFewPoints(redeemer, good.points)} onClick={openForm}>
            {t('pointshop.redeem')}
          </button>
          {done && (
            <div className="ps-done" role="status" data-testid="redeem-done">
              <p>{t(good.kind === 'virtual' ? 'pointshop.redeemedVirtual' : 'pointshop.redeemedPhysical', { name })}</p>
              <p>{t('pointshop.myPoints', { points: done.balance })}</p>
              <Link to="/accountcenter?type=redemptions">{t('pointshop.seeRecords')}</Link>
            </div>
          )}
        </div>
      </div>
      {redeeming && <RedeemDialog good={good} onDone={redeemed} onCancel={() => setRedeeming(false)} />}
    </article>
  );
}
