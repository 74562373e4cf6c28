import { useTranslation } from 'react-i18next';

/** About, learnstar and activity: a title and paragraphs from the catalogue. */
export function TextPage({ page, paragraphs }: { page: string; paragraphs: string[] }) {
  const { t } = useTranslation();
  return (
    <article className="text-page">
      <h1>{t(`pages.${page}.title`)}</h1>
      {paragraphs.map((p) => (
        <p key={p}>{t(`pages.${page}.${p}`)}</p>
      ))}
      {page === 'about' && (
        <section className="credits">
          <h2>{t('pages.about.creditsTitle')}</h2>
          <p>{t('pages.about.credits')}</p>
        </section>
      )}
    </article>
  );
}
