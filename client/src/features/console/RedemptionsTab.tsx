import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR_REDEMPTION_SORTS, REDEMPTION_TABS, type OperatorRedemption } from '@learnstar/shared';
import { api } from '../../api/client';
import { sgTime } from '../shop/shop-format';
import { usePagedList } from './console-api';
import { ConsoleTable } from './ConsoleTable';
import { SortSelect, type SortChoice } from './SortSelect';

const PAGE_SIZE = 20;

/** Points-shop redemptions (the existing operator API): physical goods to deliver, shipped with a tracking note. */
export function RedemptionsTab() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<(typeof REDEMPTION_TABS)[number]>('toDeliver');
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<SortChoice>({ sort: 'createdAt', dir: 'asc' });
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [msg, setMsg] = useState<string | null>(null);
  const { data, error, reload } = usePagedList<OperatorRedemption>('/operator/redemptions', { status, ...order, page, pageSize: PAGE_SIZE });
  const ship = async (id: number) => {
    const answer = await api('POST', `/operator/redemptions/${id}/ship`, { body: { trackingNote: notes[id] ?? '' } });
    setMsg((answer.errors as { msg: string }[] | undefined)?.[0]?.msg ?? answer.msg ?? null);
    if (answer.code === 200) await reload();
  };
  return (
    <>
      <div className="filters">
        <label>
          {t('orders.status')}
          <select value={status} onChange={(e) => { setStatus(e.target.value as typeof status); setPage(1); }}>
            {REDEMPTION_TABS.map((s) => <option key={s} value={s}>{t(`console.redemption_${s}`)}</option>)}
          </select>
        </label>
        <SortSelect sorts={OPERATOR_REDEMPTION_SORTS} value={order} onChange={(choice) => { setOrder(choice); setPage(1); }} />
      </div>
      <ConsoleTable msg={msg ?? error} headers={['console.name', 'console.good', 'console.delivery', 'console.created', 'console.actions']} page={page} pageSize={PAGE_SIZE} total={data?.total} onPage={setPage}>
        {data?.rows.map((r) => (
          <tr key={r.id}>
            <td>{r.pupilName}</td>
            <td>{i18n.language === 'zh' ? r.nameZh : r.nameEn} × {r.quantity}</td>
            <td>{r.delivery ? `${r.delivery.recipient}, ${r.delivery.phone}, ${r.delivery.address}${r.delivery.trackingNote ? ` · ${r.delivery.trackingNote}` : ''}` : '—'}</td>
            <td>{sgTime(r.updateTime, i18n.language)}</td>
            <td>
              {r.status === 'toBeDelivered' && r.delivery && (
                <>
                  <input aria-label={t('console.trackingNote')} placeholder={t('console.trackingNote')} maxLength={200} value={notes[r.id] ?? ''} onChange={(e) => setNotes({ ...notes, [r.id]: e.target.value })} />
                  <button type="button" className="button small" onClick={() => ship(r.id)}>{t('console.ship')}</button>
                </>
              )}
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
