import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Pages whose issue has not landed yet. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <section className="coming-soon" data-testid="coming-soon">
      <h1>{t('common.comingSoonTitle')}</h1>
      <p>{t('common.comingSoon')}</p>
      <Link to="/index" className="button">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
