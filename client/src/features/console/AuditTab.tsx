import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_SORTS, AUDIT_TARGETS, DAY_MS, type AuditEntryView } from '@learnstar/shared';
import { sgTime } from '../shop/shop-format';
import { usePagedList } from './console-api';
import { singaporeInstant } from './singapore-time';
import { ConsoleTable } from './ConsoleTable';
import { SortSelect, type SortChoice } from './SortSelect';

const PAGE_SIZE = 20;

interface AuditFilters {
  action: string;
  targetType: string;
  targetId: string;
  actor: { id: number; account: string } | null;
  /** Singapore days, yyyy-MM-dd; `to` includes its whole day. */
  from: string;
  to: string;
}

const NO_FILTERS: AuditFilters = { action: '', targetType: '', targetId: '', actor: null, from: '', to: '' };

/** Midnight in Singapore of a yyyy-MM-dd day, plus `days`, as the API's ISO instant. */
const sgDay = (day: string, days = 0) => (day ? new Date(Date.parse(singaporeInstant(`${day}T00:00`)) + days * DAY_MS).toISOString() : undefined);

/**
 * The audit log (GET /api/audit), newest first unless sorted otherwise: who did what to which row,
 * before and after. Filters by action, target, days, and by the actor or target of any row shown.
 */
export function AuditTab() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [order, setOrder] = useState<SortChoice>({ sort: 'at', dir: 'desc' });
  const { data, error } = usePagedList<AuditEntryView>('/audit', {
    action: filters.action || undefined,
    targetType: filters.targetType || undefined,
    targetId: filters.targetId.trim() || undefined,
    actorId: filters.actor?.id,
    from: sgDay(filters.from),
    to: sgDay(filters.to, 1),
    ...order,
    page,
    pageSize: PAGE_SIZE,
  });
  const filter = (next: Partial<AuditFilters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };
  return (
    <>
      <div className="filters">
        <label>
          {t('console.what')}
          <select value={filters.action} onChange={(e) => filter({ action: e.target.value })}>
            <option value="">{t('console.all')}</option>
            {AUDIT_ACTIONS.map((a) => <option key={a} value={a}>{a}</option>)}
          </select>
        </label>
        <label>
          {t('console.auditTarget')}
          <select value={filters.targetType} onChange={(e) => filter({ targetType: e.target.value })}>
            <option value="">{t('console.all')}</option>
            {AUDIT_TARGETS.map((target) => <option key={target} value={target}>{target}</option>)}
          </select>
        </label>
        <label>
          {t('console.auditTargetId')}
          <input value={filters.targetId} onChange={(e) => filter({ targetId: e.target.value })} />
        </label>
        <label>
          {t('console.from')}
          <input type="date" value={filters.from} onChange={(e) => filter({ from: e.target.value })} />
        </label>
        <label>
          {t('console.to')}
          <input type="date" value={filters.to} onChange={(e) => filter({ to: e.target.value })} />
        </label>
        <SortSelect sorts={AUDIT_SORTS} value={order} onChange={(choice) => { setOrder(choice); setPage(1); }} />
        {filters.actor && (
          <button type="button" className="button ghost" onClick={() => filter({ actor: null })}>
            {t('console.auditClearActor', { account: filters.actor.account })}
          </button>
        )}
      </div>
      <ConsoleTable msg={error} headers={['console.when', 'console.who', 'console.what', 'console.before', 'console.after']} page={page} pageSize={PAGE_SIZE} total={data?.total} onPage={setPage}>
        {data?.rows.map((e) => (
          <tr key={e.id}>
            <td>{sgTime(e.at, i18n.language)}</td>
            <td>
              <button type="button" className="link" title={t('console.auditOnlyActor')} onClick={() => filter({ actor: { id: e.actorId, account: e.actorAccount } })}>
                {e.actorAccount}
              </button>{' '}
              ({e.actorRole})
            </td>
            <td>
              {e.action}{' '}
              <button type="button" className="link" title={t('console.auditOnlyTarget')} onClick={() => filter({ targetType: e.targetType, targetId: e.targetId })}>
                {e.targetType} {e.targetId}
              </button>
            </td>
            <td><code>{JSON.stringify(e.before)}</code></td>
            <td><code>{JSON.stringify(e.after)}</code></td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
