import { useTranslation } from 'react-i18next';
import { NewsletterBox } from './NewsletterBox';

const CONTACTS = [
  { key: 'generalEnquiries', phone: '+65 6123 4567', email: 'hello@learnstar.sg', hours: 'hoursMonSat' },
  { key: 'customerSupport', phone: '+65 6123 4568', email: 'support@learnstar.sg', hours: 'hoursMonSat' },
  { key: 'technical', phone: '+65 6123 4569', email: 'tech@learnstar.sg', hours: 'hoursMonFri' },
  { key: 'salesBusiness', phone: '+65 6123 4570', email: 'sales@learnstar.sg', hours: 'hoursMonFri' },
];

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        {CONTACTS.map((c) => (
          <section key={c.key} className="contact-block">
            <h2>{t(`footer.${c.key}`)}</h2>
            <p>☎ {c.phone}</p>
            <p>✉ {c.email}</p>
            <p className="hours">{t(`footer.${c.hours}`)}</p>
          </section>
        ))}
        <NewsletterBox />
      </div>
      <div className="footer-bottom">
        <span>
          {t('footer.addressTitle')}: {t('footer.address')}
        </span>
        <span>{t('footer.copyright')}</span>
      </div>
    </footer>
  );
}
