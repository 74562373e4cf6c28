import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './promotions.css';

/**
 * The promotion pages sit outside the main layout (SPEC §2), so they bring their own slim bar:
 * the way home and the language switch.
 */
export function PromotionsFrame({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const languages = [
    { code: 'zh', label: '中文' },
    { code: 'en', label: 'English' },
  ];
  return (
    <div className="promo-page">
      <header className="promo-bar">
        <Link to="/index" className="logo" aria-label={t('app.name')}>
          <span className="logo-star">★</span> {t('app.name')}
        </Link>
        <nav className="promo-links" aria-label={t('promotions.title')}>
          <Link to="/promotions">{t('promotions.allPromotions')}</Link>
          <Link to="/promotion">{t('promotions.enterPasscode')}</Link>
        </nav>
        <div className="promo-languages" role="group" aria-label={t('header.language')}>
          {languages.map(({ code, label }) => (
            <button key={code} type="button" lang={code} aria-pressed={i18n.language === code} onClick={() => void i18n.changeLanguage(code)}>
              {label}
            </button>
          ))}
        </div>
      </header>
      <main className="promo-main">{children}</main>
    </div>
  );
}
