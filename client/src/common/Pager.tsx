import { useTranslation } from 'react-i18next';

/** Previous / next page buttons around the page number of a paginated list. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  return (
    <div className="pager">
      <button type="button" className="button small" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('common.previous')}>
        ‹
      </button>
      <span>{page}</span>
      <button type="button" className="button small" disabled={page * pageSize >= total} onClick={() => onPage(page + 1)} aria-label={t('common.next')}>
        ›
      </button>
    </div>
  );
}
