import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, type PromotionList } from '@learnstar/shared';
import { localized, sgTime } from '../shop/shop-format';
import { PromotionCountdown } from './PromotionCountdown';
import { PromotionsFrame } from './PromotionsFrame';
import { promotionsApi } from './promotions-api';
import { useServerClock } from './use-server-clock';

/** /promotions (no auth): every promotion's state and countdown by the server's clock. */
export function PromotionsPage() {
  const { t, i18n } = useTranslation();
  const [list, setList] = useState<PromotionList | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void promotionsApi.list().then((r) => (isSuccess(r) && r.data ? setList(r.data) : setFailed(true)));
  }, []);
  const now = useServerClock(list?.serverNow);
  const lang = i18n.language;
  return (
    <PromotionsFrame>
      <h1>{t('promotions.title')}</h1>
      <p className="promo-intro">{t('promotions.intro')}</p>
      {failed && <p className="notice" role="alert">{t('errors.dataFetchFailed')}</p>}
      {!list && !failed && <p className="muted">{t('common.loading')}</p>}
      {list?.promotions.length === 0 && <p className="notice">{t('promotions.none')}</p>}
      <ul className="promo-cards">
        {list?.promotions.map((p) => (
          <li key={p.id} className="promo-card" data-testid={`promotion-${p.slug}`}>
            <p className="promo-offer-type">{t(`promotions.offerType_${p.offerType}`)}</p>
            <h2>{localized(p, 'title', lang)}</h2>
            <p>{localized(p, 'summary', lang)}</p>
            <p className="muted">{t('promotions.dates', { start: sgTime(p.startsAt, lang), end: sgTime(p.endsAt, lang) })}</p>
            <PromotionCountdown promotion={p} now={now} />
          </li>
        ))}
      </ul>
      <p>
        <Link className="button" to="/promotion">
          {t('promotions.havePasscode')}
        </Link>
      </p>
    </PromotionsFrame>
  );
}
