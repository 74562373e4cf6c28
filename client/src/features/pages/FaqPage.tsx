import { useTranslation } from 'react-i18next';

export function FaqPage() {
  const { t } = useTranslation();
  const items = t('pages.faq.items', { returnObjects: true }) as [string, string][];
  return (
    <article className="text-page">
      <h1>{t('pages.faq.title')}</h1>
      {items.map(([q, a]) => (
        <details key={q} className="faq-item">
          <summary>{q}</summary>
          <p>{a}</p>
        </details>
      ))}
    </article>
  );
}
