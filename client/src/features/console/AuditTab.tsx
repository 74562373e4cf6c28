import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_SORTS, type AuditEntryView } from '@learnstar/shared';
import { sgTime } from '../shop/shop-format';
import { usePagedList } from './console-api';
import { ConsoleTable } from './ConsoleTable';
import { SortSelect, type SortChoice } from './SortSelect';

const PAGE_SIZE = 20;

/** The audit log (GET /api/audit), newest first unless sorted otherwise: who did what to which row, before and after. */
export function AuditTab() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const [order, setOrder] = useState<SortChoice>({ sort: 'at', dir: 'desc' });
  const { data, error } = usePagedList<AuditEntryView>('/audit', { action: action || undefined, ...order, page, pageSize: PAGE_SIZE });
  return (
    <>
      <div className="filters">
        <label>
          {t('console.what')}
          <select value={action} onChange={(e) => { setAction(e.target.value); setPage(1); }}>
            <option value="">{t('console.all')}</option>
            {AUDIT_ACTIONS.map((a) => <option key={a} value={a}>{a}</option>)}
          </select>
        </label>
        <SortSelect sorts={AUDIT_SORTS} value={order} onChange={(choice) => { setOrder(choice); setPage(1); }} />
      </div>
      <ConsoleTable msg={error} headers={['console.when', 'console.who', 'console.what', 'console.before', 'console.after']} page={page} pageSize={PAGE_SIZE} total={data?.total} onPage={setPage}>
        {data?.rows.map((e) => (
          <tr key={e.id}>
            <td>{sgTime(e.at, i18n.language)}</td>
            <td>{e.actorAccount} ({e.actorRole})</td>
            <td>{e.action} {e.targetType} {e.targetId}</td>
            <td><code>{JSON.stringify(e.before)}</code></td>
            <td><code>{JSON.stringify(e.after)}</code></td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
