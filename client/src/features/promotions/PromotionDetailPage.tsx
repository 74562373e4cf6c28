import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, promotionState, type PromotionDetail } from '@learnstar/shared';
import { RequireAuth } from '../auth/RequireAuth';
import { useSession } from '../../stores/session';
import { localized } from '../shop/shop-format';
import { GrantText, OfferText } from './OfferText';
import { PromotionCountdown } from './PromotionCountdown';
import { PromotionsFrame } from './PromotionsFrame';
import { promotionsApi } from './promotions-api';
import { useServerClock } from './use-server-clock';
import { PageMessage } from '../../common/PageMessage';

/** /detail?id=: the offer of a promotion whose passcode the pupil entered, and its Claim button. */
export function PromotionDetailPage() {
  return (
    <PromotionsFrame>
      <RequireAuth>
        <PromotionDetail />
      </RequireAuth>
    </PromotionsFrame>
  );
}

function PromotionDetail() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const userId = useSession((s) => s.user?.id);
  const [detail, setDetail] = useState<PromotionDetail | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [claimError, setClaimError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    const r = await promotionsApi.detail(id);
    if (isSuccess(r) && r.data) setDetail(r.data);
    else setRefusal(r.msg ?? 'dataFetchFailed');
  }, [id]);
  useEffect(() => {
    void load();
  }, [load, userId]);
  const now = useServerClock(detail?.serverNow);

  if (refusal) {
    return (
      <div className="notice" role="alert">
        <h1 className="page-message">{t(`errors.${refusal}`)}</h1>
        {refusal === 'promotionNotEntered' && <Link to="/promotion">{t('promotions.enterPasscode')}</Link>}
      </div>
    );
  }
  if (!detail) return <PageMessage busy text={t('common.loading')} />;
  const lang = i18n.language;
  const state = promotionState(new Date(detail.startsAt), new Date(detail.endsAt), now);

  const claim = async () => {
    setBusy(true);
    const r = await promotionsApi.claim(detail.id);
    setBusy(false);
    if (isSuccess(r) && r.data) return setDetail({ ...detail, claim: r.data });
    setClaimError(r.msg ?? 'submissionFailed');
    if (r.msg === 'promotionAlreadyClaimed') void load();
  };

  return (
    <article className="promo-detail">
      <h1>{localized(detail, 'title', lang)}</h1>
      <PromotionCountdown promotion={detail} now={now} />
      <p>{localized(detail, 'description', lang)}</p>
      <section className="promo-offer-box" aria-label={t('promotions.theOffer')}>
        <h2>{t('promotions.theOffer')}</h2>
        <OfferText offer={detail.offer} />
      </section>
      <section className="promo-claim" aria-live="polite">
        {detail.claim ? (
          <div data-testid="promotion-claimed">
            <h2>{t('promotions.claimed')}</h2>
            <GrantText grant={detail.claim.grant} offer={detail.offer} />
          </div>
        ) : (
          <>
            <button type="button" className="button promo-claim-button" disabled={busy || state !== 'inProgress'} onClick={() => void claim()}>
              {t('promotions.claim')}
            </button>
            {state !== 'inProgress' && <p className="muted">{t(`promotions.claimClosed_${state}`)}</p>}
            {claimError && (
              <p className="field-error" role="alert">
                {t(`errors.${claimError}`)}
              </p>
            )}
          </>
        )}
      </section>
    </article>
  );
}
