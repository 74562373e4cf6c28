import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Any URL that is no route of SPEC §2: say so plainly and offer the way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="not-found" data-testid="not-found">
      <p className="not-found-mark" aria-hidden="true">
        404
      </p>
      <h1>{t('common.notFoundTitle')}</h1>
      <p>{t('common.notFound')}</p>
      <div className="not-found-links">
        <Link to="/index" className="button">
          {t('common.backHome')}
        </Link>
        <Link to="/shoppingcenter" className="button ghost">
          {t('menu.shop')}
        </Link>
        <Link to="/gamecenter" className="button ghost">
          {t('menu.gameCentre')}
        </Link>
      </div>
    </section>
  );
}
