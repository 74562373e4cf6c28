import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntryView } from '@learnstar/shared';
import { Pager } from '../../common/Pager';
import { sgTime } from '../shop/shop-format';
import { usePagedList } from './console-api';
import { ConsoleMessage } from './ConsoleMessage';

const PAGE_SIZE = 20;

/** The audit log (GET /api/audit), newest first: who did what to which row, before and after. */
export function AuditTab() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error } = usePagedList<AuditEntryView>('/audit', { page, pageSize: PAGE_SIZE });
  return (
    <>
      <ConsoleMessage msg={error} />
      <table className="table">
        <thead>
          <tr><th>{t('console.when')}</th><th>{t('console.who')}</th><th>{t('console.what')}</th><th>{t('console.before')}</th><th>{t('console.after')}</th></tr>
        </thead>
        <tbody>
          {data?.rows.map((e) => (
            <tr key={e.id}>
              <td>{sgTime(e.at, i18n.language)}</td>
              <td>{e.actorAccount} ({e.actorRole})</td>
              <td>{e.action} {e.targetType} {e.targetId}</td>
              <td><code>{JSON.stringify(e.before)}</code></td>
              <td><code>{JSON.stringify(e.after)}</code></td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />}
    </>
  );
}
