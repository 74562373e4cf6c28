import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_FORM_SORTS, type ConsoleFreeTrial, type ConsoleWarranty } from '@learnstar/shared';
import { sgTime } from '../shop/shop-format';
import { downloadCsv, usePagedList } from './console-api';
import { ConsoleTable } from './ConsoleTable';
import { SortSelect, type SortChoice } from './SortSelect';

const PAGE_SIZE = 20;

/** Warranty registrations and free-trial requests (search, page, CSV export) and the newsletter subscribers' CSV. */
export function FormsTab() {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<'warranties' | 'free-trials'>('warranties');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<SortChoice>({ sort: 'createdAt', dir: 'desc' });
  const [msg, setMsg] = useState<string | null>(null);
  const { data, error } = usePagedList<ConsoleWarranty | ConsoleFreeTrial>(`/console/${kind}`, { q: q.trim() || undefined, ...order, page, pageSize: PAGE_SIZE });
  const exportCsv = async (path: string, file: string, query: Record<string, string | undefined> = {}) => setMsg((await downloadCsv(path, file, query)) ? null : 'dataFetchFailed');
  return (
    <>
      <div className="filters">
        <label>
          {t('console.formKind')}
          <select value={kind} onChange={(e) => { setKind(e.target.value as typeof kind); setPage(1); }}>
            <option value="warranties">{t('console.warranties')}</option>
            <option value="free-trials">{t('console.freeTrials')}</option>
          </select>
        </label>
        <label>
          {t('console.search')}
          <input type="search" value={q} onChange={(e) => { setQ(e.target.value); setPage(1); }} />
        </label>
        <SortSelect sorts={CONSOLE_FORM_SORTS} value={order} onChange={(choice) => { setOrder(choice); setPage(1); }} />
        <button type="button" className="button small" onClick={() => exportCsv(`/console/${kind}.csv`, `${kind}.csv`, { q: q.trim() || undefined })}>{t('console.exportCsv')}</button>
        <button type="button" className="button small" onClick={() => exportCsv('/console/newsletter.csv', 'newsletter-subscribers.csv')}>{t('console.exportNewsletter')}</button>
      </div>
      <ConsoleTable msg={msg ?? error} headers={['console.name', 'console.email', 'console.phone', 'console.details', 'console.created']} page={page} pageSize={PAGE_SIZE} total={data?.total} onPage={setPage}>
        {data?.rows.map((row) => (
          <tr key={row.id}>
            <td>{'serialCode' in row ? row.name : row.parentName}</td>
            <td>{row.email}</td>
            <td>{row.phone ?? ''}</td>
            <td>{'serialCode' in row ? `${row.product} · ${row.serialCode} · ${row.purchaseDate} · ${row.purchasePlace}` : `${t(`grade.${row.gradeCode}`)} · ${row.school ?? ''} · ${row.address}`}</td>
            <td>{sgTime(row.createdAt, i18n.language)}</td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
