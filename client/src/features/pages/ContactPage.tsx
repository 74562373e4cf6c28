import { useTranslation } from 'react-i18next';

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <article className="text-page">
      <h1>{t('pages.contact.title')}</h1>
      <p>📍 {t('pages.contact.address')}</p>
      <p>🚇 {t('pages.contact.mrt')}</p>
      <p>🚌 {t('pages.contact.bus')}</p>
      <p>🕘 {t('pages.contact.serviceCentre')}</p>
    </article>
  );
}
